import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { USER_MESSAGES_PAGE } from "@contract/limits";
import type { UserAdminMessage } from "@contract/schemas/admin-messages";
import { adminMessages, familyVersions, supportTickets } from "@worker/db/schema";
import { storedBroadcast } from "@test/helpers/admin-messages";
import { newId } from "@worker/lib/crypto";
import { userScope } from "@worker/lib/family-versions";
import { call, json } from "../helpers/api";
import { createUser, db, type TestUser } from "../helpers/factories";
import { insertInChunks, nextLinkPath, readAllPages } from "../helpers/pages";

// The signed-in reads that are not a family's answer conditionally too (docs/features/conditional-reads.md).

const read = (user: TestUser, path: string, etag?: string) => call("GET", path, { token: user.token, headers: etag ? { "If-None-Match": etag } : {} });

async function etagOf(user: TestUser, path: string): Promise<string> {
  const response = await read(user, path);
  expect(response.status).toBe(200);
  const etag = response.headers.get("ETag");
  expect(etag).toMatch(/^W\/".+"$/);
  return etag!;
}

async function fileTicket(user: TestUser, subject = "Spurningur"): Promise<string> {
  const response = await call("POST", "/api/support/tickets", { token: user.token, body: { subject, description: "Hvussu?", priority: "medium" } });
  expect(response.status).toBe(201);
  return (await json<{ id: string }>(response)).id;
}

describe("GET /api/support/tickets, conditionally", () => {
  it("answers 304 to the ETag of the tickets the phone keeps, and 200 with a new ETag after any change to them", async () => {
    const user = await createUser();
    const admin = await createUser({ isAdmin: true });
    const ticket = await fileTicket(user);
    const first = await etagOf(user, "/api/support/tickets");
    expect((await read(user, "/api/support/tickets", first)).status).toBe(304);

    expect((await call("POST", `/api/admin/support/tickets/${ticket}/responses`, { token: admin.token, body: { message: "Svar" } })).status).toBe(201);
    const answered = await read(user, "/api/support/tickets", first);
    expect(answered.status).toBe(200);
    const second = answered.headers.get("ETag")!;
    expect(second).not.toBe(first);

    expect((await call("PATCH", `/api/admin/support/tickets/${ticket}`, { token: admin.token, body: { status: "closed" } })).status).toBe(200);
    expect((await read(user, "/api/support/tickets", second)).status).toBe(200);
  });

  it("keeps a user's ETag when another user's tickets change", async () => {
    const user = await createUser();
    const other = await createUser({ familyId: user.familyId });
    await fileTicket(user);
    const etag = await etagOf(user, "/api/support/tickets");
    await fileTicket(other);
    expect((await read(user, "/api/support/tickets", etag)).status).toBe(304);
  });

  it("gives a page of closed tickets an ETag of its own", async () => {
    const user = await createUser();
    const before = encodeURIComponent("2030-01-01T00:00:00.000Z|z");
    const list = await etagOf(user, "/api/support/tickets");
    const page = await etagOf(user, `/api/support/tickets?before=${before}`);
    expect(page).not.toBe(list);
    expect((await read(user, `/api/support/tickets?before=${before}`, list)).status).toBe(200);
  });
});

describe("GET /api/admin-messages, conditionally and in pages", () => {
  it("answers 304 until a message is sent or deleted, or the user marks one read; another user's mark changes nothing", async () => {
    const user = await createUser();
    const other = await createUser();
    const admin = await createUser({ isAdmin: true });
    const first = await etagOf(user, "/api/admin-messages");
    expect((await read(user, "/api/admin-messages", first)).status).toBe(304);

    const id = await storedBroadcast("Boð");
    const sent = await read(user, "/api/admin-messages", first);
    expect(sent.status).toBe(200);
    const second = sent.headers.get("ETag")!;

    expect((await call("POST", `/api/admin-messages/${id}/read`, { token: other.token })).status).toBe(204);
    expect((await read(user, "/api/admin-messages", second)).status).toBe(304);
    expect((await call("POST", `/api/admin-messages/${id}/read`, { token: user.token })).status).toBe(204);
    const marked = await read(user, "/api/admin-messages", second);
    expect(marked.status).toBe(200);
    expect((await json<UserAdminMessage[]>(marked)).find((message) => message.id === id)?.isRead).toBe(true);

    const third = marked.headers.get("ETag")!;
    expect((await call("DELETE", `/api/admin/messages/${id}`, { token: admin.token })).status).toBe(204);
    expect((await read(user, "/api/admin-messages", third)).status).toBe(200);
  });

  it("answers the newest page and lists every message exactly once through the Link headers, ties in one millisecond included", async () => {
    const user = await createUser();
    const seeded = Array.from({ length: USER_MESSAGES_PAGE + 13 }, (_, index) => ({
      id: `msg-${String(index).padStart(3, "0")}-${newId()}`,
      title: `Boð ${index}`,
      message: "Til øll",
      createdAt: new Date(Date.parse("2045-01-01T00:00:00.000Z") + Math.floor(index / 4)).toISOString(),
    }));
    await insertInChunks(seeded, (rows) => db.insert(adminMessages).values(rows));
    const first = await read(user, "/api/admin-messages");
    expect(await json<UserAdminMessage[]>(first.clone())).toHaveLength(USER_MESSAGES_PAGE);
    expect(nextLinkPath(first)).toMatch(/^\/api\/admin-messages\?before=/);

    const listed = (await readAllPages<UserAdminMessage>(user.token, first)).map((message) => message.id);
    expect(new Set(listed).size).toBe(listed.length);
    const newestFirst = [...seeded].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));
    expect(listed.filter((id) => id.startsWith("msg-"))).toEqual(newestFirst.map((row) => row.id));
  });

  it("refuses a before that is no cursor with 400", async () => {
    const user = await createUser();
    for (const query of ["?before=yesterday", "?before=2026-05-01|x"]) expect((await read(user, `/api/admin-messages${query}`)).status).toBe(400);
  });
});

describe("the counters of a user's own reads", () => {
  it("go with the user when an administrator deletes the account", async () => {
    const user = await createUser();
    const admin = await createUser({ isAdmin: true });
    await fileTicket(user);
    const counters = () =>
      db
        .select()
        .from(familyVersions)
        .where(eq(familyVersions.familyId, userScope(user.id)));
    expect(await counters()).toHaveLength(1);
    expect((await call("DELETE", `/api/admin/users/${user.id}`, { token: admin.token })).status).toBe(204);
    expect(await counters()).toEqual([]);
    expect(await db.select().from(supportTickets).where(eq(supportTickets.userId, user.id))).toEqual([]);
  });
});
