import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX } from "@contract/limits";
import { adminSupportTexts as t } from "@contract/messages";
import { supportMailTexts } from "@contract/support-messages";
import type { TicketResponse } from "@contract/schemas/support";
import { supportTickets, ticketResponses } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { call, errorBody, json } from "../helpers/api";
import { lastMailTo } from "../helpers/auth";
import { createUser, db, type TestUser } from "../helpers/factories";
import { openLive } from "../helpers/live";

async function ticketOf(owner: TestUser, status: "open" | "in_progress" | "closed" = "open") {
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insert(supportTickets)
    .values({ id, userId: owner.id, subject: "Innrita", description: "Eg kann ikki rita inn", status, createdAt: now, updatedAt: now });
  return id;
}

const respond = (admin: TestUser, id: string, body: unknown) => call("POST", `/api/admin/support/tickets/${id}/responses`, { token: admin.token, body });
const responsesOf = async (id: string) => db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, id));

describe("POST /api/admin/support/tickets/:id/responses", () => {
  it("adds an administrator's response to any user's ticket and mails the owner", async () => {
    const admin = await createUser({ isAdmin: true });
    const owner = await createUser();
    const id = await ticketOf(owner, "in_progress");
    const since = Date.now();
    const response = await respond(admin, id, { message: "  We reset it for you.  " });
    expect(response.status).toBe(201);
    expect(await json<TicketResponse>(response)).toEqual({
      id: expect.any(String),
      message: "We reset it for you.",
      createdAt: expect.any(String),
      isAdminResponse: true,
    });
    expect((await responsesOf(id)).map((row) => [row.userId, row.isAdminResponse])).toEqual([[admin.id, true]]);
    const mail = await lastMailTo(owner.email, since);
    expect(mail).toMatchObject({ subject: supportMailTexts.responseSubject("Innrita") });
    expect(mail!.body).toContain("We reset it for you.");
  });

  it("refuses a closed ticket with 409 in English and adds nothing", async () => {
    const admin = await createUser({ isAdmin: true });
    const id = await ticketOf(await createUser(), "closed");
    const response = await respond(admin, id, { message: "Too late" });
    expect(response.status).toBe(409);
    expect(await errorBody(response)).toEqual({ code: "conflict", message: t.ticketClosed });
    expect(await responsesOf(id)).toEqual([]);
  });

  it("answers 404 'Ticket not found' for an unknown ticket", async () => {
    const admin = await createUser({ isAdmin: true });
    const response = await respond(admin, newId(), { message: "Hello" });
    expect(response.status).toBe(404);
    expect(await errorBody(response)).toEqual({ code: "not_found", message: t.ticketNotFound });
  });

  it.each([
    ["a blank message", { message: "   " }, t.responseRequired],
    ["no message", {}, t.responseRequired],
    ["a message over 5,000 characters", { message: "x".repeat(DESCRIPTION_MAX + 1) }, t.responseTooLong],
  ])("refuses %s with 400 in English and adds nothing", async (_name, body, message) => {
    const admin = await createUser({ isAdmin: true });
    const id = await ticketOf(await createUser());
    const response = await respond(admin, id, body);
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ code: "invalid_body", message });
    expect(await responsesOf(id)).toEqual([]);
  });

  it("refuses the ticket's own owner when they are not an administrator (403) and adds nothing", async () => {
    const owner = await createUser();
    const id = await ticketOf(owner);
    expect((await respond(owner, id, { message: "Mine" })).status).toBe(403);
    expect(await responsesOf(id)).toEqual([]);
  });

  it("tells the owner's family channel, so the owner's phones show the response", async () => {
    const admin = await createUser({ isAdmin: true });
    const owner = await createUser();
    const id = await ticketOf(owner);
    const live = await openLive(owner);
    try {
      await live.drain();
      expect((await respond(admin, id, { message: "On it" })).status).toBe(201);
      expect(await live.next()).toMatchObject({ type: "admin_messages_updated" });
    } finally {
      live.close();
    }
  });
});
