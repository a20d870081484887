import { describe, expect, it } from "vitest";
import { adminMessages } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { call, json } from "../helpers/api";
import { createUser, db } from "../helpers/factories";

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
