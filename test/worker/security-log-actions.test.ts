import { describe, expect, it } from "vitest";
import type { SecurityEventKind } from "@contract/security-events";
import { call, json } from "../helpers/api";
import { lastMailTo, register, tokenInMail } from "../helpers/auth";
import { createUser, db, dbOfUsername, directory, everyFamilyDb } from "../helpers/factories";
import { securityEventsOf } from "../helpers/security-events";
import { seedFamily } from "../helpers/world";
import { securityEvents, users } from "@worker/db/schema";
import { count, eq } from "drizzle-orm";

/** The one event of this kind about this subject (or naming this detail), written in the action's own batch: there when the answer is. */
async function eventOf(kind: SecurityEventKind, match: { userId?: string; detail?: Record<string, unknown> }) {
  const rows = (await securityEventsOf({ kind, ...(match.userId ? { userId: match.userId } : {}) }, 1, 0)).filter(
    (row) => !match.detail || Object.entries(match.detail).every(([key, value]) => JSON.parse(row.detail ?? "{}")[key] === value),
  );
  expect(rows, kind).toHaveLength(1);
  return rows[0]!;
}

/** The registered events in every database, the directory's and each family database's. */
async function registeredEvents(): Promise<number> {
  const counts = await Promise.all(
    [directory, ...everyFamilyDb()].map(
      async (store) => (await store.select({ n: count() }).from(securityEvents).where(eq(securityEvents.kind, "registered")))[0]!.n,
    ),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

describe("the security log carries the actor and the subject of each action", () => {
  it("deleting a user: the administrator, the user and their family", async () => {
    const admin = await createUser({ isAdmin: true });
    const victim = await createUser();
    expect((await call("DELETE", `/api/admin/users/${victim.id}`, { token: admin.token })).status).toBe(204);
    const event = await eventOf("user_deleted", { userId: victim.id });
    expect(event).toMatchObject({ actorId: admin.id });
    expect(JSON.parse(event.detail ?? "")).toEqual({ familyId: victim.familyId, familyDeleted: true });
  });

  it("a refused deletion (an administrator) logs nothing", async () => {
    const admin = await createUser({ isAdmin: true });
    const other = await createUser({ isAdmin: true });
    expect((await call("DELETE", `/api/admin/users/${other.id}`, { token: admin.token })).status).toBe(409);
    expect(await securityEventsOf({ kind: "user_deleted", userId: other.id }, 1, 0)).toEqual([]);
  });

  it.each([
    [false, "user_created"],
    [true, "admin_created"],
  ] as const)("an administrator's New User (isAdmin %s) is %s, with the new account as subject", async (isAdmin, kind) => {
    const admin = await createUser({ isAdmin: true });
    const username = `new${Date.now().toString(36)}${isAdmin ? "a" : "u"}`;
    const response = await call("POST", "/api/admin/users", {
      token: admin.token,
      body: { username, email: `${username}@example.test`, password: "a-long-enough-password", isAdmin },
    });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    expect(await eventOf(kind, { userId: id })).toMatchObject({ actorId: admin.id });
  });

  it("fix-family: the administrator, the user and the new family", async () => {
    const admin = await createUser({ isAdmin: true });
    const user = await createUser();
    await db.update(users).set({ familyId: null }).where(eq(users.id, user.id));
    const { familyId } = await json<{ familyId: string }>(await call("POST", `/api/admin/users/${user.id}/fix-family`, { token: admin.token }));
    expect(await eventOf("family_fixed", { userId: user.id })).toMatchObject({ actorId: admin.id, detail: JSON.stringify({ familyId }) });
    expect((await call("POST", `/api/admin/users/${user.id}/fix-family`, { token: admin.token })).status).toBe(409);
    expect(await securityEventsOf({ kind: "family_fixed", userId: user.id }, 2, 0)).toHaveLength(1);
  });

  it("a ticket's status: the administrator, the ticket's owner, the ticket and the status; an unknown ticket logs nothing", async () => {
    const admin = await createUser({ isAdmin: true });
    const { user, ticketId } = await seedFamily();
    expect((await call("PATCH", `/api/admin/support/tickets/${ticketId}`, { token: admin.token, body: { status: "closed" } })).status).toBe(200);
    expect(await eventOf("ticket_status_changed", { userId: user.id })).toMatchObject({
      actorId: admin.id,
      detail: JSON.stringify({ ticketId, status: "closed" }),
    });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("PATCH", `/api/admin/support/tickets/${unknown}`, { token: admin.token, body: { status: "open" } })).status).toBe(404);
    expect((await securityEventsOf({ kind: "ticket_status_changed" }, 1, 0)).filter((row) => row.detail?.includes(unknown))).toEqual([]);
  });

  it("a broadcast: the administrator and the message", async () => {
    const admin = await createUser({ isAdmin: true });
    const response = await call("POST", "/api/admin/messages", { token: admin.token, body: { title: "Dagføring", message: "Nýggj útgáva" } });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    expect(await eventOf("message_broadcast", { detail: { messageId: id } })).toMatchObject({ actorId: admin.id, userId: null });
  });

  it("a calendar-feed key rotation: the member who rotated it and their family", async () => {
    const user = await createUser();
    expect((await call("POST", `/api/families/${user.familyId}/calendar-feed/rotate`, { token: user.token })).status).toBe(200);
    expect(await eventOf("calendar_feed_rotated", { detail: { familyId: user.familyId } })).toMatchObject({ actorId: user.id });
  });

  it("registration and e-mail verification: the new account acts for itself; a spent link logs nothing more", async () => {
    const { body, response } = await register();
    expect(response.status).toBe(201);
    const account = await (await dbOfUsername(body.username)).select({ id: users.id }).from(users).where(eq(users.username, body.username)).get();
    expect(await eventOf("registered", { userId: account!.id })).toMatchObject({ actorId: account!.id });
    const mail = await lastMailTo(body.email);
    const link = `/api/auth/verify?token=${encodeURIComponent(tokenInMail(mail!.body))}`;
    expect((await call("GET", link)).status).toBe(302);
    expect(await eventOf("email_verified", { userId: account!.id })).toMatchObject({ actorId: account!.id });
    expect((await call("GET", link)).status).toBe(302);
    expect(await securityEventsOf({ kind: "email_verified", userId: account!.id }, 2, 0)).toHaveLength(1);
  });

  it("a registration under a taken address writes no event (its statements are rolled back)", async () => {
    const owner = await createUser();
    const before = await registeredEvents();
    expect((await register({ email: owner.email })).response.status).toBe(201);
    expect(await registeredEvents()).toEqual(before);
  });
});
