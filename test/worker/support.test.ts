import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, NAME_MAX } from "@contract/limits";
import { supportMailTexts, supportMessages as m } from "@contract/support-messages";
import type { SupportTicket, TicketResponse } from "@contract/schemas/support";
import { supportTickets, ticketResponses, users } from "@worker/db/schema";
import { call, errorBody, json } from "../helpers/api";
import { lastMailTo, mailTo } from "../helpers/auth";
import { createUser, db, type TestUser } from "../helpers/factories";
import { openLive } from "../helpers/live";

const fileTicket = (user: TestUser, body: unknown) => call("POST", "/api/support/tickets", { token: user.token, body });
const reply = (user: TestUser, ticketId: string, body: unknown) => call("POST", `/api/support/tickets/${ticketId}/responses`, { token: user.token, body });
const ticketsOf = async (user: TestUser) => json<SupportTicket[]>(await call("GET", "/api/support/tickets", { token: user.token }));

async function ticketOf(user: TestUser, subject = "Innritan"): Promise<SupportTicket> {
  const response = await fileTicket(user, { subject, description: "Eg kann ikki rita inn.", priority: "medium" });
  expect(response.status).toBe(201);
  return json<SupportTicket>(response);
}

async function expectError(response: Response, status: number, code: string, message: string) {
  expect(response.status).toBe(status);
  expect(await errorBody(response)).toMatchObject({ message, code });
}

const responsesOf = (ticketId: string) => db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticketId));

describe("filing a ticket", () => {
  it("stores it open with priority medium, trimmed, whatever priority the client sends", async () => {
    const user = await createUser();
    const response = await fileTicket(user, { subject: "  Kalendarin  ", description: " Tiltøkini hvørva. ", priority: "high" });
    expect(response.status).toBe(201);
    const ticket = await json<SupportTicket>(response);
    expect(ticket).toMatchObject({ subject: "Kalendarin", description: "Tiltøkini hvørva.", status: "open", priority: "medium", responses: [] });
    const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row).toMatchObject({ userId: user.id, priority: "medium", status: "open" });
  });

  it("accepts a ticket without a priority", async () => {
    const user = await createUser();
    expect((await fileTicket(user, { subject: "Evni", description: "Lýsing" })).status).toBe(201);
  });

  it.each([
    ["a blank subject", { subject: "   ", description: "Lýsing" }, m.fieldsRequired],
    ["a missing subject", { description: "Lýsing" }, m.fieldsRequired],
    ["a blank description", { subject: "Evni", description: "\n " }, m.fieldsRequired],
    ["a missing description", { subject: "Evni" }, m.fieldsRequired],
    ["a subject over 200 characters", { subject: "a".repeat(NAME_MAX + 1), description: "Lýsing" }, m.subjectTooLong],
    ["a description over 5,000 characters", { subject: "Evni", description: "a".repeat(DESCRIPTION_MAX + 1) }, m.descriptionTooLong],
  ])("refuses %s with 400 and stores nothing", async (_case, body, message) => {
    const user = await createUser();
    await expectError(await fileTicket(user, body), 400, "invalid_body", message);
    expect(await ticketsOf(user)).toEqual([]);
  });

  it("accepts a subject of exactly 200 and a description of exactly 5,000 characters", async () => {
    const user = await createUser();
    expect((await fileTicket(user, { subject: "a".repeat(NAME_MAX), description: "b".repeat(DESCRIPTION_MAX) })).status).toBe(201);
  });

  it("works for a user without a family", async () => {
    const user = await createUser();
    await db.update(users).set({ familyId: null }).where(eq(users.id, user.id));
    expect((await fileTicket(user, { subject: "Eingin familja", description: "Hvussu kemi eg upp í eina familju?" })).status).toBe(201);
  });
});

describe("listing tickets", () => {
  it("answers the user's tickets newest first, each with its responses oldest first", async () => {
    const user = await createUser();
    const admin = await createUser({ isAdmin: true });
    const first = await ticketOf(user, "Fyrsti");
    const second = await ticketOf(user, "Annar");
    expect((await reply(user, first.id, { message: "Eitt afturat" })).status).toBe(201);
    expect((await reply(admin, first.id, { message: "Vit hyggja eftir tí" })).status).toBe(201);

    const tickets = await ticketsOf(user);
    expect(tickets.map((ticket) => ticket.subject)).toEqual(["Annar", "Fyrsti"]);
    expect(tickets[0]).toMatchObject({ id: second.id, responses: [] });
    expect(tickets[1]!.responses.map(({ message, isAdminResponse }) => ({ message, isAdminResponse }))).toEqual([
      { message: "Eitt afturat", isAdminResponse: false },
      { message: "Vit hyggja eftir tí", isAdminResponse: true },
    ]);
  });
});

describe("answering a ticket", () => {
  it("lets the owner reply to their own open ticket", async () => {
    const user = await createUser();
    const ticket = await ticketOf(user);
    const response = await reply(user, ticket.id, { message: "  Eg havi roynt aftur.  " });
    expect(response.status).toBe(201);
    expect(await json<TicketResponse>(response)).toMatchObject({ message: "Eg havi roynt aftur.", isAdminResponse: false });
  });

  it("lets the owner reply while the ticket is in progress", async () => {
    const user = await createUser();
    const ticket = await ticketOf(user);
    await db.update(supportTickets).set({ status: "in_progress" }).where(eq(supportTickets.id, ticket.id));
    expect((await reply(user, ticket.id, { message: "Takk" })).status).toBe(201);
  });

  it("refuses a reply to a closed ticket with 409, for the owner and an administrator alike", async () => {
    const user = await createUser();
    const admin = await createUser({ isAdmin: true });
    const ticket = await ticketOf(user);
    await db.update(supportTickets).set({ status: "closed" }).where(eq(supportTickets.id, ticket.id));
    await expectError(await reply(user, ticket.id, { message: "Hey" }), 409, "conflict", m.ticketClosed);
    await expectError(await reply(admin, ticket.id, { message: "Hey" }), 409, "conflict", m.ticketClosed);
    expect(await responsesOf(ticket.id)).toEqual([]);
  });

  it.each([
    ["a blank message", { message: "  " }, m.fieldsRequired],
    ["a missing message", {}, m.fieldsRequired],
    ["a message over 5,000 characters", { message: "a".repeat(DESCRIPTION_MAX + 1) }, m.messageTooLong],
  ])("refuses %s with 400 and stores nothing", async (_case, body, message) => {
    const user = await createUser();
    const ticket = await ticketOf(user);
    await expectError(await reply(user, ticket.id, body), 400, "invalid_body", message);
    expect(await responsesOf(ticket.id)).toEqual([]);
  });

  it("answers 404 for an unknown ticket", async () => {
    const user = await createUser();
    const admin = await createUser({ isAdmin: true });
    await expectError(await reply(user, "00000000-0000-4000-8000-000000000000", { message: "Hey" }), 404, "not_found", "Ikki funnið");
    await expectError(await reply(admin, "00000000-0000-4000-8000-000000000000", { message: "Hey" }), 404, "not_found", "Ikki funnið");
  });

  it("an administrator's response is marked and mailed to the owner in Faroese", async () => {
    const user = await createUser();
    const admin = await createUser({ isAdmin: true });
    const ticket = await ticketOf(user, "Loyniorð");
    const since = Date.now();
    const response = await reply(admin, ticket.id, { message: "Vit hava nullstilla tað." });
    expect(response.status).toBe(201);
    expect(await json<TicketResponse>(response)).toMatchObject({ isAdminResponse: true });
    const mail = await lastMailTo(user.email, since);
    expect(mail).toMatchObject({ subject: supportMailTexts.responseSubject("Loyniorð") });
    expect(mail!.body).toContain("Vit hava nullstilla tað.");
    expect(mail!.body).toContain(`Hey ${user.username}!`);
    expect(mail!.body).toMatch(/\/support$/);
  });

  it("the owner's own reply mails nobody", async () => {
    const user = await createUser();
    const ticket = await ticketOf(user);
    expect((await reply(user, ticket.id, { message: "Eitt afturat" })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailTo(user.email)).toBeUndefined();
  });
});

describe("live notices", () => {
  it("a response tells the owner's family channel admin_messages_updated", async () => {
    const user = await createUser();
    const admin = await createUser({ isAdmin: true });
    const ticket = await ticketOf(user);
    const live = await openLive(user);
    try {
      await live.drain();
      expect((await reply(admin, ticket.id, { message: "Svar" })).status).toBe(201);
      expect(await live.next()).toMatchObject({ type: "admin_messages_updated" });
    } finally {
      live.close();
    }
  });
});
