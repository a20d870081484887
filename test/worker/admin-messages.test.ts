import { describe, expect, it } from "vitest";
import { adminMessages } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { notifyEveryFamily } from "@worker/services/admin-messages";
import { call, json } from "../helpers/api";
import { createUser, db } from "../helpers/factories";
import { openLive } from "../helpers/live";

async function postMessage(title: string, createdAt = new Date().toISOString()) {
  const id = newId();
  await db.insert(adminMessages).values({ id, title, message: `${title} text`, createdAt });
  return id;
}

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

  it("notifyEveryFamily tells each family with users once", async () => {
    const alice = await createUser();
    await createUser({ familyId: alice.familyId });
    const mallory = await createUser();
    const told: string[] = [];
    const count = await notifyEveryFamily({ db, notify: async (familyId, type) => void told.push(`${familyId} ${type}`) });
    expect(count).toBe(told.length);
    expect(new Set(told).size).toBe(told.length);
    expect(told).toContain(`${alice.familyId} admin_messages_updated`);
    expect(told).toContain(`${mallory.familyId} admin_messages_updated`);
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
