import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { D1_BOOKMARK_HEADER } from "@contract/limits";
import { SESSION_TOKEN_HEADER } from "@contract/session-token";
import { apiMessages as m } from "@contract/messages";
import { directoryAccounts, users } from "@worker/db/schema";
import { call, json } from "@test/helpers/api";
import { register } from "@test/helpers/auth";
import { caldavClient } from "@test/helpers/caldav-client";
import { createUser, dbOfUsername, directory, PASSWORD, twoFamilies } from "@test/helpers/factories";
import { pairScreen } from "@test/helpers/kitchen";

const FAMILY_DATABASES = ["DB_00", "DB_01"] as const;
const d1 = (name: (typeof FAMILY_DATABASES)[number]) => env[name]!;

/** Which family databases hold a row of `table` with this id. */
async function holders(table: string, id: string, column = "id") {
  const found = await Promise.all(
    FAMILY_DATABASES.map(async (name) => ((await d1(name).prepare(`SELECT 1 FROM "${table}" WHERE ${column} = ?`).bind(id).first()) ? name : null)),
  );
  return found.filter((name) => name !== null);
}

/** Moves an account and its family's rows from one family database to the other by hand, as a move leaves them, and points the directory there. */
async function moveByHand(user: { id: string; familyId: string }, from: "DB_00" | "DB_01", to: "DB_00" | "DB_01") {
  const tables = [
    ["families", "id = ?1"],
    ["users", "family_id = ?1"],
    ["family_members", "family_id = ?1"],
    ["sessions", "user_id IN (SELECT id FROM users WHERE family_id = ?1)"],
    ["kitchen_screens", "family_id = ?1"],
  ] as const;
  for (const [table, where] of tables) {
    const rows = (await d1(from).prepare(`SELECT * FROM "${table}" WHERE ${where}`).bind(user.familyId).all<Record<string, unknown>>()).results;
    for (const row of rows) {
      const columns = Object.keys(row);
      await d1(to)
        .prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
        .bind(...columns.map((c) => row[c]))
        .run();
    }
  }
  await d1(from).prepare("DELETE FROM families WHERE id = ?").bind(user.familyId).run();
  await d1(from).prepare("DELETE FROM users WHERE id = ?").bind(user.id).run();
  await directory.update(directoryAccounts).set({ db: to }).where(eq(directoryAccounts.userId, user.id));
  await env.DB.prepare("UPDATE directory_families SET db = ?, version = version + 1 WHERE family_id = ?").bind(to, user.familyId).run();
}

describe("families spread over two family databases", () => {
  it("registration places each new family in the database with the fewest accounts, and its rows are there and only there", async () => {
    const counts = async () =>
      Object.fromEntries(
        (await directory.select({ db: directoryAccounts.db, n: sql<number>`count(*)` }).from(directoryAccounts).groupBy(directoryAccounts.db)).map((row) => [
          row.db,
          row.n,
        ]),
      );
    const placed: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const before = await counts();
      const emptier = (before.DB_00 ?? 0) <= (before.DB_01 ?? 0) ? "DB_00" : "DB_01";
      const { body, response } = await register();
      expect(response.status).toBe(201);
      const [account] = await directory
        .select()
        .from(directoryAccounts)
        .where(eq(directoryAccounts.usernameKey, String(body.username).toLowerCase()));
      expect(account?.db, "the emptier database").toBe(emptier);
      const [user] = await (await dbOfUsername(String(body.username))).select().from(users).where(eq(users.id, account!.userId));
      expect(await holders("users", account!.userId)).toEqual([account!.db]);
      expect(await holders("families", user!.familyId!)).toEqual([account!.db]);
      expect(await env.DB.prepare("SELECT db FROM directory_families WHERE family_id = ?").bind(user!.familyId).first()).toEqual({ db: account!.db });
      placed.push(account!.db);
    }
    expect(new Set(placed), "four registrations used both databases").toEqual(new Set(FAMILY_DATABASES));
  });

  it("refuses a username (in any case) and hides an address taken in the other database", async () => {
    const owner = await createUser({ database: "DB_01" });
    const taken = await register({ username: owner.username.toUpperCase() });
    expect(taken.response.status).toBe(409);
    expect((await json(taken.response)).message).toBe(m.usernameTaken);
    const sameAddress = await register({ email: owner.email.toUpperCase() });
    expect(sameAddress.response.status).toBe(201);
    expect(
      await directory
        .select()
        .from(directoryAccounts)
        .where(eq(directoryAccounts.usernameKey, String(sameAddress.body.username).toLowerCase())),
    ).toEqual([]);
    expect(await holders("users", String(sameAddress.body.username), "username")).toEqual([]);
  });

  it("a session token names its database, signed: a changed claim is refused, and each family reads only its own database", async () => {
    const { alice, mallory } = await twoFamilies();
    expect([decodeJwt(alice.token).db, decodeJwt(mallory.token).db]).toEqual(["DB_00", "DB_01"]);
    const read = await call("GET", `/api/families/${mallory.familyId}/events`, { token: mallory.token });
    expect(read.status).toBe(200);
    expect(read.headers.get(D1_BOOKMARK_HEADER)).toMatch(/^DB_01:/);
    // Each family's id against the other: refused, whichever database the caller is in.
    expect((await call("GET", `/api/families/${alice.familyId}/events`, { token: mallory.token })).status).toBe(403);
    expect((await call("GET", `/api/families/${mallory.familyId}/shopping-lists`, { token: alice.token })).status).toBe(403);
    // The same payload naming the other database, with alice's signature: not a valid token.
    const [header, payload, signature] = alice.token.split(".");
    const altered = JSON.parse(atob(payload!.replaceAll("-", "+").replaceAll("_", "/")));
    const forged = `${header}.${btoa(JSON.stringify({ ...altered, db: "DB_01" }))
      .replaceAll("=", "")
      .replaceAll("+", "-")
      .replaceAll("/", "_")}.${signature}`;
    expect((await call("GET", "/api/auth/me", { token: forged })).status).toBe(401);
  });

  it("signs in an account of the second database by its name and gives a token naming that database", async () => {
    const user = await createUser({ database: "DB_01" });
    const response = await call("POST", "/api/auth/login", { body: { username: user.username, password: PASSWORD, rememberMe: false } });
    expect(response.status).toBe(200);
    const { token } = await json<{ token: string }>(response);
    expect(decodeJwt(token).db).toBe("DB_01");
    expect((await call("GET", "/api/auth/me", { token })).status).toBe(200);
  });

  it("a phone whose family moved is followed to the new database and handed a token naming it", async () => {
    const user = await createUser({ database: "DB_00" });
    await moveByHand(user, "DB_00", "DB_01");
    const me = await call("GET", "/api/auth/me", { token: user.token });
    expect(me.status).toBe(200);
    const fresh = me.headers.get(SESSION_TOKEN_HEADER);
    expect(fresh && decodeJwt(fresh)).toMatchObject({ db: "DB_01", sid: user.sessionId, sub: user.id, fam: user.familyId });
    // A family list read follows as well, and the fresh token needs no following.
    const list = await call("GET", `/api/families/${user.familyId}/events`, { token: user.token });
    expect(list.status).toBe(200);
    expect(list.headers.get(SESSION_TOKEN_HEADER)).not.toBeNull();
    const direct = await call("GET", `/api/families/${user.familyId}/events`, { token: fresh! });
    expect(direct.status).toBe(200);
    expect(direct.headers.get(SESSION_TOKEN_HEADER)).toBeNull();
  });

  it("a kitchen screen paired before its family moved is found in the new database", async () => {
    const user = await createUser({ database: "DB_00" });
    const { token } = await pairScreen(user);
    expect(token).toMatch(/~00$/);
    await moveByHand(user, "DB_00", "DB_01");
    expect((await call("GET", "/api/kitchen/screen/today", { token })).status).toBe(200);
  });

  it("an account without a family joins one whose invite is in the other database: the account moves there with its sessions", async () => {
    const owner = await createUser({ database: "DB_00" });
    const { code } = await json<{ code: string }>(await call("POST", `/api/families/${owner.familyId}/invites`, { token: owner.token }));
    const newcomer = await createUser({ database: "DB_01" });
    await d1("DB_01").batch([
      d1("DB_01").prepare("DELETE FROM family_members WHERE user_id = ?").bind(newcomer.id),
      d1("DB_01").prepare("UPDATE users SET family_id = NULL WHERE id = ?").bind(newcomer.id),
    ]);
    const joined = await call("POST", "/api/families/join", { token: newcomer.token, body: { code } });
    expect(joined.status).toBe(200);
    expect(await json(joined)).toEqual({ familyId: owner.familyId });
    const fresh = joined.headers.get(SESSION_TOKEN_HEADER);
    expect(fresh && decodeJwt(fresh)).toMatchObject({ db: "DB_00", sid: newcomer.sessionId, fam: owner.familyId });
    expect(await holders("users", newcomer.id)).toEqual(["DB_00"]);
    expect(await holders("sessions", newcomer.id, "user_id")).toEqual(["DB_00"]);
    expect(await d1("DB_00").prepare("SELECT family_id FROM users WHERE id = ?").bind(newcomer.id).first()).toEqual({ family_id: owner.familyId });
    expect(await directory.select({ db: directoryAccounts.db }).from(directoryAccounts).where(eq(directoryAccounts.userId, newcomer.id))).toEqual([
      { db: "DB_00" },
    ]);
    // The family the move carried the account in (nameless) is gone everywhere, and the old token still reaches the account.
    for (const name of FAMILY_DATABASES) expect(await d1(name).prepare("SELECT count(*) AS n FROM families WHERE name = ''").first()).toEqual({ n: 0 });
    const members = await call("GET", `/api/families/${owner.familyId}/members`, { token: newcomer.token });
    expect(members.status).toBe(200);
    expect((await json<{ name: string; hasAccount: boolean }[]>(members)).filter((member) => member.hasAccount).map((member) => member.name)).toContain(
      newcomer.username,
    );
  });

  it("signs a phone's CalDAV account of the second database in by its username", async () => {
    const user = await createUser({ database: "DB_01" });
    const client = await caldavClient(user);
    await client.login();
    expect((await client.fetchCalendars()).length).toBeGreaterThan(0);
  });
});
