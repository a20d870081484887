import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminMessageStats } from "@contract/schemas/admin";
import { adminMessageReads, adminMessages, sessions, users } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { messageListReads, readPercentage, signedInFamiliesPage } from "@worker/services/admin/messages";
import { call, json } from "../helpers/api";
import { createUser, db, everyFamilyDb } from "../helpers/factories";
import { openLive } from "../helpers/live";
import { queryPlan } from "../helpers/query-plan";
import { storedBroadcast } from "../helpers/admin-messages";

const postMessage = (title: string, createdAt?: string) => storedBroadcast(title, createdAt);

describe("administrator messages for users", () => {
  it("lists messages newest first with each user's own read state", async () => {
    const older = await postMessage("Older", "2026-01-01T10:00:00.000Z");
    const newer = await postMessage("Newer", "2026-01-02T10:00:00.000Z");
    const reader = await createUser();
    const other = await createUser();
    expect((await call("POST", `/api/admin-messages/${older}/read`, { token: reader.token })).status).toBe(204);
    expect((await call("POST", `/api/admin-messages/${older}/read`, { token: reader.token })).status).toBe(204);

    const mine = await json<{ id: string; isRead: boolean; readAt: string | null }[]>(await call("GET", "/api/admin-messages", { token: reader.token }));
    const ids = mine.map((message) => message.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(mine.find((message) => message.id === older)).toMatchObject({ isRead: true });
    expect(mine.find((message) => message.id === newer)).toMatchObject({ isRead: false, readAt: null });

    const theirs = await json<{ id: string; isRead: boolean }[]>(await call("GET", "/api/admin-messages", { token: other.token }));
    expect(theirs.find((message) => message.id === older)).toMatchObject({ isRead: false });
  });

  it("marking an unknown message read answers 404, and both routes need a token", async () => {
    const user = await createUser();
    expect((await call("POST", `/api/admin-messages/${newId()}/read`, { token: user.token })).status).toBe(404);
    expect((await call("GET", "/api/admin-messages")).status).toBe(401);
    expect((await call("POST", `/api/admin-messages/${newId()}/read`)).status).toBe(401);
  });
});

describe("an administrator's message to everyone", () => {
  it("is stored, answered 201 and reaches users of every family, unread", async () => {
    const admin = await createUser({ isAdmin: true });
    const alice = await createUser();
    const mallory = await createUser();
    const response = await call("POST", "/api/admin/messages", { token: admin.token, body: { title: "  Viðlíkahald ", message: "Í kvøld kl. 22" } });
    expect(response.status).toBe(201);
    const created = await json<{ id: string; title: string; message: string }>(response);
    expect(created).toMatchObject({ title: "Viðlíkahald", message: "Í kvøld kl. 22" });
    for (const user of [alice, mallory]) {
      const messages = await json<{ id: string; isRead: boolean }[]>(await call("GET", "/api/admin-messages", { token: user.token }));
      expect(messages.find((message) => message.id === created.id)).toMatchObject({ isRead: false });
    }
  });

  it.each([
    ["a blank title", { title: " ", message: "Tekstur" }, "Title and message are required"],
    ["a missing message", { title: "Heiti" }, "Title and message are required"],
    ["a title over 200 characters", { title: "a".repeat(201), message: "Tekstur" }, "The title can be at most 200 characters"],
  ])("refuses %s with 400 in English", async (_case, body, message) => {
    const admin = await createUser({ isAdmin: true });
    const response = await call("POST", "/api/admin/messages", { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: "invalid_body", message });
  });

  it("tells every family's live channel admin_messages_updated", async () => {
    const admin = await createUser({ isAdmin: true });
    const families = [await createUser(), await createUser()];
    const sockets = await Promise.all(families.map((user) => openLive(user)));
    try {
      await Promise.all(sockets.map((live) => live.drain()));
      expect((await call("POST", "/api/admin/messages", { token: admin.token, body: { title: "Nýtt", message: "Hey øll" } })).status).toBe(201);
      for (const live of sockets) expect(await live.next()).toMatchObject({ type: "admin_messages_updated" });
    } finally {
      for (const live of sockets) live.close();
    }
  });

  it("signedInFamiliesPage walks the families signed in somewhere by id, a page after the cursor, each once", async () => {
    const alice = await createUser();
    await createUser({ familyId: alice.familyId });
    const mallory = await createUser();
    const signedOut = await createUser();
    await db.delete(sessions).where(eq(sessions.userId, signedOut.id));
    const now = Date.now();
    const walked: string[] = [];
    for (let after = "", page = await signedInFamiliesPage(db, now, after, 3); page.length > 0; page = await signedInFamiliesPage(db, now, after, 3)) {
      expect(page.length).toBeLessThanOrEqual(3);
      walked.push(...page);
      after = page.at(-1)!;
    }
    expect([...walked].sort()).toEqual(walked);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(expect.arrayContaining([alice.familyId, mallory.familyId]));
    expect(walked).not.toContain(signedOut.familyId);
    // A session that expires before the broadcast's moment does not count.
    expect(await signedInFamiliesPage(db, now + 400 * 24 * 60 * 60 * 1000, "", 3)).toEqual([]);
  });

  it("marking a message read tells the reader's family channel, so their other phones clear the dot", async () => {
    const user = await createUser();
    const id = await postMessage("Lesið aðrastaðni");
    const live = await openLive(user);
    try {
      await live.drain();
      expect((await call("POST", `/api/admin-messages/${id}/read`, { token: user.token })).status).toBe(204);
      expect(await live.next()).toMatchObject({ type: "admin_messages_updated" });
    } finally {
      live.close();
    }
  });
});

describe("the panel's info messages", () => {
  const list = async (admin: { token: string }) => json<AdminMessageStats[]>(await call("GET", "/api/admin/messages", { token: admin.token }));
  const userCount = async () => {
    const counts = await Promise.all(everyFamilyDb().map(async (store) => (await store.select({ n: count() }).from(users))[0]!.n));
    return counts.reduce((sum, n) => sum + n, 0);
  };

  it("lists messages newest first with read count, total users and rounded percentage", async () => {
    const admin = await createUser({ isAdmin: true });
    const older = await postMessage("Panel older", "2036-01-01T10:00:00.000Z");
    const newer = await postMessage("Panel newer", "2036-01-02T10:00:00.000Z");
    const readers = [await createUser(), await createUser()];
    for (const reader of readers) expect((await call("POST", `/api/admin-messages/${older}/read`, { token: reader.token })).status).toBe(204);

    const messages = await list(admin);
    const total = await userCount();
    const ids = messages.map((message) => message.id);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const read = messages.find((message) => message.id === older)!;
    expect(Object.keys(read).sort()).toEqual(["createdAt", "id", "message", "readCount", "readPercentage", "title", "totalUsers"]);
    expect(read).toMatchObject({ title: "Panel older", message: "Panel older text", readCount: 2, totalUsers: total, readPercentage: Math.round(200 / total) });
    expect(messages.find((message) => message.id === newer)).toMatchObject({ readCount: 0, totalUsers: total, readPercentage: 0 });
  });

  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [1, 200, 1],
    [1, 201, 0],
    [7, 7, 100],
  ])("%i read of %i users is %i %%", (readCount, totalUsers, percentage) => {
    expect(readPercentage(readCount, totalUsers)).toBe(percentage);
  });

  it("reads each page of messages in order off their index and counts off indexes, never a table scan or a sort", async () => {
    for (const before of [undefined, "2035-01-01T00:00:00.000Z|some-id"]) {
      const details: string[] = [];
      for (const statement of messageListReads(db, before)) {
        const detail = await queryPlan(statement);
        expect(detail, before).toMatch(/USING (COVERING )?INDEX/);
        expect(detail, before).not.toMatch(/SCAN (admin_messages|admin_message_reads|users)(?! USING)/);
        details.push(detail);
      }
      expect(details[0], before).toMatch(/(SCAN|SEARCH) admin_messages USING INDEX admin_messages_created/);
      expect(details[0], before).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("deletes a message with its read marks (204), then answers 404 'Message not found'", async () => {
    const admin = await createUser({ isAdmin: true });
    const reader = await createUser();
    const doomed = await postMessage("Doomed");
    const kept = await postMessage("Kept");
    for (const id of [doomed, kept]) expect((await call("POST", `/api/admin-messages/${id}/read`, { token: reader.token })).status).toBe(204);

    expect((await call("DELETE", `/api/admin/messages/${doomed}`, { token: admin.token })).status).toBe(204);
    expect(await db.select().from(adminMessages).where(eq(adminMessages.id, doomed))).toEqual([]);
    expect(await db.select().from(adminMessageReads).where(eq(adminMessageReads.messageId, doomed))).toEqual([]);
    expect(await db.select().from(adminMessageReads).where(eq(adminMessageReads.messageId, kept))).toHaveLength(1);
    const mine = await json<{ id: string }[]>(await call("GET", "/api/admin-messages", { token: reader.token }));
    expect(mine.map((message) => message.id)).not.toContain(doomed);

    const again = await call("DELETE", `/api/admin/messages/${doomed}`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(await json(again)).toMatchObject({ code: "not_found", message: "Message not found" });
  });

  it("a family member may neither list nor delete (403), and nothing is removed", async () => {
    const member = await createUser();
    const id = await postMessage("Stays");
    expect((await call("GET", "/api/admin/messages", { token: member.token })).status).toBe(403);
    expect((await call("DELETE", `/api/admin/messages/${id}`, { token: member.token })).status).toBe(403);
    expect(await db.select({ id: adminMessages.id }).from(adminMessages).where(eq(adminMessages.id, id))).toEqual([{ id }]);
  });

  it("a delete tells every family's live channel", async () => {
    const admin = await createUser({ isAdmin: true });
    const id = await postMessage("Gone soon");
    const sockets = await Promise.all([createUser(), createUser()].map(async (user) => openLive(await user)));
    try {
      await Promise.all(sockets.map((live) => live.drain()));
      expect((await call("DELETE", `/api/admin/messages/${id}`, { token: admin.token })).status).toBe(204);
      for (const live of sockets) expect(await live.next()).toMatchObject({ type: "admin_messages_updated" });
    } finally {
      for (const live of sockets) live.close();
    }
  });
});
