import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SupportTicket } from "@contract/schemas/support";
import type { UserAdminMessage } from "@contract/schemas/admin-messages";
import { adminMessageReads, adminMessages, ticketResponses } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { call, errorBody, json } from "../helpers/api";
import { createUser, db, directory, everyFamilyDb, twoFamilies, type TestUser } from "../helpers/factories";

const ticketsOf = async (user: TestUser) => json<SupportTicket[]>(await call("GET", "/api/support/tickets", { token: user.token }));

async function ticketOf(user: TestUser, subject: string): Promise<SupportTicket> {
  const response = await call("POST", "/api/support/tickets", { token: user.token, body: { subject, description: "Leynd lýsing" } });
  expect(response.status).toBe(201);
  return json<SupportTicket>(response);
}

describe("tickets belong to their user", () => {
  it("a user sees only their own tickets, not another family's nor another member's of their own family", async () => {
    const { alice, mallory } = await twoFamilies();
    const sibling = await createUser({ familyId: alice.familyId });
    const aliceTicket = await ticketOf(alice, "Alice spyr");
    await ticketOf(mallory, "Mallory spyr");
    await ticketOf(sibling, "Systkin spyr");
    expect((await ticketsOf(alice)).map((ticket) => ticket.id)).toEqual([aliceTicket.id]);
    const seenByMallory = JSON.stringify(await ticketsOf(mallory));
    const seenBySibling = JSON.stringify(await ticketsOf(sibling));
    for (const seen of [seenByMallory, seenBySibling]) {
      expect(seen).not.toContain(aliceTicket.id);
      expect(seen).not.toContain("Alice spyr");
    }
  });

  it("nobody but the owner (or an administrator) can answer a ticket: 404, and nothing stored", async () => {
    const { alice, mallory } = await twoFamilies();
    const sibling = await createUser({ familyId: alice.familyId });
    const ticket = await ticketOf(alice, "Mítt");
    for (const intruder of [mallory, sibling]) {
      const response = await call("POST", `/api/support/tickets/${ticket.id}/responses`, { token: intruder.token, body: { message: "Innbrot" } });
      expect(response.status).toBe(404);
      expect(await errorBody(response)).toMatchObject({ code: "not_found" });
    }
    expect(await db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticket.id))).toEqual([]);
  });
});

describe("administrator messages and read state", () => {
  it("a user marks only their own read state: another user, in the family or not, still sees the message unread", async () => {
    const { alice, mallory } = await twoFamilies();
    const sibling = await createUser({ familyId: alice.familyId });
    const id = newId();
    // As the broadcast stores it: the panel's row in the directory, a copy in every family database.
    const row = { id, title: "Boð", message: "Til øll", createdAt: new Date().toISOString() };
    for (const store of [directory, ...everyFamilyDb()]) await store.insert(adminMessages).values(row);
    expect((await call("POST", `/api/admin-messages/${id}/read`, { token: alice.token })).status).toBe(204);

    const reads = await Promise.all(
      [directory, ...everyFamilyDb()].map((store) => store.select().from(adminMessageReads).where(eq(adminMessageReads.messageId, id))),
    );
    expect(reads.flat().map((read) => read.userId)).toEqual([alice.id]);
    for (const other of [mallory, sibling]) {
      const messages = await json<UserAdminMessage[]>(await call("GET", "/api/admin-messages", { token: other.token }));
      expect(messages.find((message) => message.id === id)).toMatchObject({ isRead: false, readAt: null });
    }
  });

  it("only an administrator may send a message to everyone; a user's attempt stores nothing", async () => {
    const user = await createUser();
    const title = `Ikki loyvt ${newId()}`;
    const response = await call("POST", "/api/admin/messages", { token: user.token, body: { title, message: "Nei" } });
    expect(response.status).toBe(403);
    for (const store of [directory, ...everyFamilyDb()]) expect(await store.select().from(adminMessages).where(eq(adminMessages.title, title))).toEqual([]);
  });
});
