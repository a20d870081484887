import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { APP_PASSWORD_NAME_MAX, APP_PASSWORDS_PER_USER } from "@contract/caldav-limits";
import { caldavMessages } from "@contract/messages";
import type { AppPassword, CreatedAppPassword } from "@contract/schemas/caldav";
import { appPasswords, users } from "@worker/db/schema";
import { appPasswordDigest } from "@worker/services/caldav/app-passwords";
import { newEmailToken } from "@worker/services/auth/email-tokens";
import { call, json } from "@test/helpers/api";
import { createUser, db, PASSWORD } from "@test/helpers/factories";
import { seedFamily } from "@test/helpers/world";

const PATH = "/api/caldav/app-passwords";
const create = (token: string, body: Record<string, unknown>) => call("POST", PATH, { token, body: { password: PASSWORD, ...body } });
const rowsOf = (userId: string) => db.select().from(appPasswords).where(eq(appPasswords.userId, userId));

describe("app passwords (POST/GET/DELETE /api/caldav/app-passwords)", () => {
  it("shows a long random secret once, stores only its digest, and lists the device newest first without it", async () => {
    const user = await createUser();
    const first = await create(user.token, { name: "  iPad  " });
    expect(first.status).toBe(201);
    const made = await json<CreatedAppPassword>(first);
    expect(made).toMatchObject({ name: "iPad", createdAt: expect.any(String) });
    expect(made.password).toMatch(/^([a-z2-7]{4}-){7}[a-z2-7]{4}$/);
    const second = await json<CreatedAppPassword>(await create(user.token, { name: "Telefonin" }));
    expect(second.password).not.toBe(made.password);
    const [row] = (await rowsOf(user.id)).filter((stored) => stored.id === made.id);
    expect(row!.secretHash).toBe(appPasswordDigest(made.password));
    expect(row!.secretHash).not.toContain(made.password.replaceAll("-", ""));

    const listed = await call("GET", PATH, { token: user.token });
    expect(listed.status).toBe(200);
    const list = await json<AppPassword[]>(listed);
    expect(list.map((entry) => entry.name)).toEqual(["Telefonin", "iPad"]);
    expect(list[1]).toEqual({ id: made.id, name: "iPad", createdAt: made.createdAt, lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(made.password);
  });

  it.each([
    ["a missing name", {}, caldavMessages.nameRequired],
    ["a blank name", { name: "   " }, caldavMessages.nameRequired],
    ["a name that is not text", { name: 7 }, caldavMessages.nameRequired],
    ["a long name", { name: "x".repeat(APP_PASSWORD_NAME_MAX + 1) }, caldavMessages.nameTooLong(APP_PASSWORD_NAME_MAX)],
  ])("refuses %s with 400 in Faroese and makes nothing", async (_case, body, message) => {
    const user = await createUser();
    const answer = await create(user.token, body);
    expect(answer.status).toBe(400);
    expect(await json(answer)).toMatchObject({ code: "invalid_body", message });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it(`holds a user to ${APP_PASSWORDS_PER_USER}`, async () => {
    const user = await createUser();
    for (let index = 0; index < APP_PASSWORDS_PER_USER; index++) expect((await create(user.token, { name: `Tól ${index}` })).status).toBe(201);
    const refused = await create(user.token, { name: "Eitt ov nógv" });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: "quota_exceeded", message: caldavMessages.tooMany(APP_PASSWORDS_PER_USER) });
    expect(await rowsOf(user.id)).toHaveLength(APP_PASSWORDS_PER_USER);
  });

  it("revokes the caller's own one by one; another user's id is 404 and stays", async () => {
    const mine = await seedFamily();
    const theirs = await seedFamily();
    expect((await call("DELETE", `${PATH}/${theirs.appPasswordId}`, { token: mine.user.token })).status).toBe(404);
    expect(await rowsOf(theirs.user.id)).toHaveLength(1);
    const other = await json<CreatedAppPassword>(await create(mine.user.token, { name: "Annað" }));
    expect((await call("DELETE", `${PATH}/${mine.appPasswordId}`, { token: mine.user.token })).status).toBe(204);
    expect((await rowsOf(mine.user.id)).map((row) => row.id)).toEqual([other.id]);
    expect((await call("DELETE", `${PATH}/${mine.appPasswordId}`, { token: mine.user.token })).status).toBe(404);
  });

  it("refuses administrators with 403: they have none", async () => {
    const admin = await createUser({ isAdmin: true });
    for (const [method, path] of [
      ["POST", PATH],
      ["GET", PATH],
      ["DELETE", `${PATH}/anything`],
    ] as const) {
      const answer = await call(method, path, { token: admin.token, ...(method === "POST" ? { body: { name: "Telefon", password: PASSWORD } } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    // An administrator with a family too (made so by hand) still gets none.
    const member = await createUser();
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, member.id));
    expect((await create(member.token, { name: "Telefon" })).status).toBe(403);
    expect(await rowsOf(member.id)).toEqual([]);
  });

  it("are all revoked by a password reset, in its batch", async () => {
    const world = await seedFamily();
    const reset = newEmailToken(db, "reset", world.user.id, Date.now());
    await reset.query;
    expect((await call("POST", "/api/auth/new-password", { body: { token: reset.token, password: "a-fresh-password" } })).status).toBe(200);
    expect(await rowsOf(world.user.id)).toEqual([]);
  });

  it("are all revoked when an administrator sets the user's password, and go with the user", async () => {
    const admin = await createUser({ isAdmin: true });
    const world = await seedFamily();
    const answer = await call("PATCH", `/api/admin/users/${world.user.id}/password`, { token: admin.token, body: { newPassword: "a-brand-new-secret" } });
    expect(answer.status).toBe(200);
    expect(await rowsOf(world.user.id)).toEqual([]);
    const again = await seedFamily();
    expect((await call("DELETE", `/api/admin/users/${again.user.id}`, { token: admin.token })).status).toBe(204);
    expect(await rowsOf(again.user.id)).toEqual([]);
  });
});
