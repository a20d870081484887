import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { backupMessages } from "@contract/backup-messages";
import { D1_BOOKMARK_HEADER } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import { createApp } from "@worker/app";
import { apiRoutes } from "@worker/api-routes";
import { familyInvites, familyMembers, users } from "@worker/db/schema";
import { familyDbs } from "@worker/db/databases";
import { readsFromPrimary } from "@worker/http/route";
import { HttpError } from "@worker/lib/http-error";
import { restoreBackup } from "@worker/services/admin/backup";
import { joinFamily } from "@worker/services/family/families";
import { call, json, ORIGIN } from "@test/helpers/api";
import { emptyDatabase, exportBackup, waitingAdmin } from "@test/helpers/backup";
import { createUser, db, directory, HOME_DATABASE, userRow } from "@test/helpers/factories";
import { watchedD1 } from "@test/helpers/watched-d1";

/** The family-facing routes whose reads decide on security (sign-in, devices' passwords, kitchen screens); every admin route is one too. */
const DECLARED_PRIMARY = [
  "POST /api/auth/login",
  "POST /api/auth/login/totp",
  "POST /api/auth/logout",
  "POST /api/auth/new-password",
  "POST /api/families/join",
  // A home link's code is spent once: whether it still opens must not be read off a lagging replica.
  "POST /api/families/:familyId/home-links",
  // A device's CalDAV password: a revoked one must not show or work for a replica's lag.
  "GET /api/caldav/app-passwords",
  "POST /api/caldav/app-passwords",
  "DELETE /api/caldav/app-passwords/:id",
  // A kitchen screen's session is checked at the primary on every call, so a revoked screen is refused at once.
  "POST /api/kitchen/pair",
  // Making a pairing code checks the account's password (its throttle's count must be current).
  "POST /api/kitchen/pairings",
  "DELETE /api/kitchen/screens/:id",
  // A helper's device: a revoked or ended link must be refused at once (docs/features/helpers.md).
  "POST /api/helper/open",
  "GET /api/helper/me",
  "POST /api/helper/live-ticket",
  "GET /api/helper/events",
  "GET /api/helper/calendar-feed",
  "GET /api/helper/tasks",
  "PATCH /api/helper/tasks/:id",
  "GET /api/helper/shopping",
  "POST /api/helper/shopping-items",
  "PATCH /api/helper/shopping-items/:id",
  "GET /api/helper/cards",
  "GET /api/helper/dinner",
  "GET /api/kitchen/screen/today",
  "POST /api/kitchen/screen/live-ticket",
  "GET /api/kitchen/screen/weather",
  "GET /api/kitchen/screen/photos",
  "GET /api/kitchen/screen/photos/:id",
  "GET /api/kitchen/screen/recipes/:id",
  "POST /api/kitchen/screen/parent-actions",
  "POST /api/kitchen/screen/requests",
  "POST /api/kitchen/screen/shopping-items",
  "POST /api/kitchen/screen/ticks",
  "POST /api/kitchen/screen/dinners/:id/done",
];

/** A request through the app with the watched database: where its session started, and the answer. */
async function through(method: string, path: string, headers: Record<string, string> = {}) {
  // The directory (sign-in, an unknown path) and the first family database (the users' own), one record of starts.
  const { d1, starts } = watchedD1();
  const { d1: directory } = watchedD1(undefined, env.DB, starts);
  const ctx = createExecutionContext();
  const response = await createApp().fetch(new Request(`${ORIGIN}${path}`, { method, headers }), { ...env, DB: directory, DB_00: d1 }, ctx);
  await waitOnExecutionContext(ctx);
  return { response, starts };
}

const failed = (work: Promise<unknown>) =>
  work.then(
    () => "done",
    (error: unknown) => (error instanceof HttpError ? error.message : String(error)),
  );

describe("reads that decide on security go to the primary", () => {
  it("every admin route and exactly the sign-in, code, sign-out, new-password, join, home-link, app-password, kitchen-screen and helper routes start their session at the primary", () => {
    const declared = apiRoutes.filter((route) => route.access !== "admin" && readsFromPrimary(route)).map((route) => `${route.method} ${route.path}`);
    expect(declared.sort()).toEqual([...DECLARED_PRIMARY].sort());
    const admin = apiRoutes.filter((route) => route.access === "admin");
    expect(admin.length).toBeGreaterThan(20);
    expect(admin.filter((route) => !readsFromPrimary(route))).toEqual([]);
  });

  it("a sign-in, an admin call and an unknown admin path run at the primary whatever bookmark the phone sends; a family read starts from the bookmark", async () => {
    const alice = await createUser();
    const bookmark = (await call("GET", `/api/families/${alice.familyId}/events`, { token: alice.token })).headers.get(D1_BOOKMARK_HEADER)!;
    const sent = { [D1_BOOKMARK_HEADER]: bookmark, "Content-Type": "application/json" };
    for (const [method, path] of [
      ["POST", "/api/auth/login"],
      ["GET", "/api/admin/users"],
      ["DELETE", "/api/admin/no-such-thing"],
    ] as const) {
      const { starts } = await through(method, path, sent);
      expect(starts.at(-1), `${method} ${path}`).toBe("first-primary");
    }
    const read = await through("GET", `/api/families/${alice.familyId}/events`, { ...sent, Authorization: `Bearer ${alice.token}` });
    expect(read.response.status).toBe(200);
    // The bookmark names its database; D1 is given what follows the name.
    expect(read.starts).toEqual([bookmark.slice(bookmark.indexOf(":") + 1)]);
  });

  it("a 401 and a 403 carry no bookmark, though they read the database", async () => {
    const alice = await createUser();
    const foreign = await call("GET", "/api/families/someone-else/events", { token: alice.token });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
    const deadToken = await call("GET", `/api/families/${alice.familyId}/events`, { token: `${alice.token}x` });
    expect(deadToken.status).toBe(401);
    expect(deadToken.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
    const notAdmin = await call("GET", "/api/admin/users", { token: alice.token });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
  });
});

describe("the write's own batch decides, not a read before it", () => {
  async function inviteOf(owner: { token: string; familyId: string }) {
    const response = await call("POST", `/api/families/${owner.familyId}/invites`, { token: owner.token });
    return json<{ code: string }>(response);
  }

  async function newcomer() {
    const user = await createUser();
    await db.update(users).set({ familyId: null }).where(eq(users.id, user.id));
    await db.delete(familyMembers).where(eq(familyMembers.userId, user.id));
    return user;
  }

  it("a join whose invite is revoked, or expires, just before its batch joins nobody and answers that the invite is not valid", async () => {
    const owner = await createUser();
    const changes = [
      () => db.delete(familyInvites).where(eq(familyInvites.familyId, owner.familyId)),
      () =>
        db
          .update(familyInvites)
          .set({ expiresAt: new Date(Date.now() - 1_000).toISOString() })
          .where(eq(familyInvites.familyId, owner.familyId)),
    ];
    for (const change of changes) {
      const { code } = await inviteOf(owner);
      const user = await newcomer();
      const watched = watchedD1(change);
      expect(await failed(joinFamily(watched.db, env.JWT_SECRET, { actorId: user.id, client: "test" }, { userId: user.id, familyId: null }, code))).toBe(
        m.inviteInvalid,
      );
      expect((await userRow(user.id))?.familyId).toBeNull();
      expect(await db.select().from(familyMembers).where(eq(familyMembers.userId, user.id))).toEqual([]);
    }
  });
});

describe("a restore's batch claims an empty database", () => {
  beforeEach(emptyDatabase);

  it("a restore into a database someone wrote to just before its batch is refused with 409 by the batch itself, writing nothing", async () => {
    const admin = await createUser({ isAdmin: true });
    const text = await (await exportBackup(admin)).text();
    await emptyDatabase();
    const uploader = await waitingAdmin();
    // The home's first batch reads its state; a user signs up between that and its write.
    let batches = 0;
    const watched = watchedD1(async () => {
      if (++batches === 2) await createUser();
    });
    const home = { name: HOME_DATABASE, db: watched.db };
    const databases = [home, ...familyDbs(env).filter((database) => database.name !== HOME_DATABASE)];
    const target = { home, databases, open: databases.map((database) => database.name), directory };
    const restored = restoreBackup(target, env.JWT_SECRET, text, { actorId: uploader.id, client: "203.0.113.9" });
    expect(await failed(restored)).toBe(backupMessages.notEmpty);
    expect(batches).toBe(2);
    // Neither the file's rows nor the restore's event went in, in any database (another one's part was undone).
    for (const { db: database } of databases) {
      const d1 = database.$client;
      expect(await d1.prepare("SELECT count(*) AS n FROM security_events WHERE kind = 'backup_restored'").first<{ n: number }>()).toEqual({ n: 0 });
      expect(await d1.prepare("SELECT count(*) AS n FROM users WHERE id = ?").bind(admin.id).first<{ n: number }>()).toEqual({ n: 0 });
    }
  });
});
