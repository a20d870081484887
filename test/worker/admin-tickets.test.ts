import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminTicket } from "@contract/schemas/admin";
import { supportTickets, ticketResponses } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { ticketPageReads } from "@worker/services/admin/tickets";
import { call, json } from "../helpers/api";
import { createUser, db, type TestUser } from "../helpers/factories";
import { openLive } from "../helpers/live";
import { queryPlan } from "../helpers/query-plan";

/** A ticket of `owner` created at `createdAt`, with responses at the given times (admin's when flagged). */
async function seedTicket(owner: TestUser, subject: string, createdAt: string, responses: { at: string; admin?: boolean }[] = []) {
  const id = newId();
  await db.insert(supportTickets).values({ id, userId: owner.id, subject, description: `${subject} description`, createdAt, updatedAt: createdAt });
  for (const [index, response] of responses.entries()) {
    await db.insert(ticketResponses).values({
      id: newId(),
      ticketId: id,
      userId: owner.id,
      message: `${subject} response ${index}`,
      isAdminResponse: response.admin ?? false,
      createdAt: response.at,
    });
  }
  return id;
}

const listTickets = async (admin: TestUser) => json<AdminTicket[]>(await call("GET", "/api/admin/support/tickets", { token: admin.token }));
const setStatus = (admin: TestUser, id: string, body: unknown) => call("PATCH", `/api/admin/support/tickets/${id}`, { token: admin.token, body });

describe("GET /api/admin/support/tickets", () => {
  it("lists every user's tickets newest first, with the owner and the responses in time order", async () => {
    const admin = await createUser({ isAdmin: true });
    const alice = await createUser();
    const bob = await createUser();
    const older = await seedTicket(alice, "Older", "2035-03-01T10:00:00.000Z", [
      { at: "2035-03-01T12:00:00.000Z", admin: true },
      { at: "2035-03-01T11:00:00.000Z" },
    ]);
    const newer = await seedTicket(bob, "Newer", "2035-03-02T10:00:00.000Z");

    const tickets = await listTickets(admin);
    const ids = tickets.map((ticket) => ticket.id);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const first = tickets.find((ticket) => ticket.id === older)!;
    expect(Object.keys(first).sort()).toEqual(["createdAt", "description", "id", "priority", "responses", "status", "subject", "user"]);
    expect(first).toMatchObject({
      subject: "Older",
      description: "Older description",
      status: "open",
      priority: "medium",
      createdAt: "2035-03-01T10:00:00.000Z",
      user: { username: alice.username, email: alice.email },
    });
    expect(first.responses.map((response) => [response.message, response.isAdminResponse])).toEqual([
      ["Older response 1", false],
      ["Older response 0", true],
    ]);
    expect(Object.keys(first.responses[0]!).sort()).toEqual(["createdAt", "id", "isAdminResponse", "message"]);
    expect(tickets.find((ticket) => ticket.id === newer)).toMatchObject({ user: { username: bob.username }, responses: [] });
  });

  it("reads tickets and responses off their indexes, never a table scan", async () => {
    for (const statement of ticketPageReads(db, undefined)) {
      const detail = await queryPlan(statement);
      expect(detail).toMatch(/support_tickets_created/);
      expect(detail).not.toMatch(/SCAN support_tickets(?! USING)|SCAN ticket_responses(?! USING)/);
    }
  });
});

describe("PATCH /api/admin/support/tickets/{id}", () => {
  it("sets any status from any other and answers the ticket as it now is", async () => {
    const admin = await createUser({ isAdmin: true });
    const owner = await createUser();
    const id = await seedTicket(owner, "Status", "2035-04-01T10:00:00.000Z", [{ at: "2035-04-01T11:00:00.000Z", admin: true }]);
    for (const status of ["in_progress", "closed", "open", "closed", "in_progress"] as const) {
      const response = await setStatus(admin, id, { status });
      expect(response.status).toBe(200);
      const ticket = await json<AdminTicket>(response);
      expect(ticket).toMatchObject({ id, status, subject: "Status", user: { username: owner.username, email: owner.email } });
      expect(ticket.responses).toHaveLength(1);
      const [stored] = await db.select({ status: supportTickets.status }).from(supportTickets).where(eq(supportTickets.id, id));
      expect(stored?.status).toBe(status);
    }
  });

  it.each([
    ["an unknown status", { status: "done" }],
    ["no status", {}],
    ["a status of another type", { status: 2 }],
  ])("refuses %s with 400 in English and changes nothing", async (_case, body) => {
    const admin = await createUser({ isAdmin: true });
    const id = await seedTicket(await createUser(), "Unchanged", "2035-04-02T10:00:00.000Z");
    const response = await setStatus(admin, id, body);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: "invalid_body", message: "Status must be one of open, in_progress, closed" });
    const [stored] = await db
      .select({ status: supportTickets.status, updatedAt: supportTickets.updatedAt })
      .from(supportTickets)
      .where(eq(supportTickets.id, id));
    expect(stored).toEqual({ status: "open", updatedAt: "2035-04-02T10:00:00.000Z" });
  });

  it("answers 404 'Ticket not found' for an unknown id", async () => {
    const admin = await createUser({ isAdmin: true });
    const response = await setStatus(admin, newId(), { status: "closed" });
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ code: "not_found", message: "Ticket not found" });
  });

  it("refuses a family member (403) and leaves the ticket as it was", async () => {
    const owner = await createUser();
    const id = await seedTicket(owner, "Mine", "2035-04-03T10:00:00.000Z");
    expect((await setStatus(owner, id, { status: "closed" })).status).toBe(403);
    const [stored] = await db.select({ status: supportTickets.status }).from(supportTickets).where(eq(supportTickets.id, id));
    expect(stored?.status).toBe("open");
  });

  it("tells the owner's family channel, so the owner's phones show the new status", async () => {
    const admin = await createUser({ isAdmin: true });
    const owner = await createUser();
    const id = await seedTicket(owner, "Live", "2035-04-04T10:00:00.000Z");
    const live = await openLive(owner);
    try {
      await live.drain();
      expect((await setStatus(admin, id, { status: "in_progress" })).status).toBe(200);
      expect(await live.next()).toMatchObject({ type: "admin_messages_updated" });
    } finally {
      live.close();
    }
  });
});
