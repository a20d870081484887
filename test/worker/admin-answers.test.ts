import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "@worker/api-routes";
import { users } from "@worker/db/schema";
import { keyFromBase32 } from "@worker/lib/totp";
import { call, json } from "@test/helpers/api";
import { emptyDatabase, exportBackup, importBackup, waitingAdmin } from "@test/helpers/backup";
import { createUser, db, PASSWORD, type TestUser } from "@test/helpers/factories";
import { ROUTES, routeKey } from "@test/helpers/route-matrix";
import { freshCode } from "@test/helpers/second-factor";

/** An administrator not enrolled yet, signed in with the password alone, who started enrolment with their code. */
async function enrolmentStarted() {
  const admin = await createUser({ isAdmin: true, secondFactor: "none" });
  const { token } = await json<{ token: string }>(await call("POST", "/api/auth/login", { body: { username: admin.username, password: PASSWORD } }));
  return { token, started: await call("POST", "/api/auth/totp/setup", { token, body: { enrolmentCode: admin.enrolmentCode } }) };
}

/**
 * The admin routes whose declared example answers an error on purpose (it aims at no user, at a
 * user who has a family, at an enrolment code no one has, or restores into a database that holds families), so the security suite
 * cannot check their answers against their schemas: here each acts on a target it succeeds on.
 */
const REAL_TARGETS: Record<string, (admin: TestUser) => Promise<Response>> = {
  "POST /api/admin/users/:id/fix-family": async (admin) => {
    const user = await createUser();
    await db.update(users).set({ familyId: null }).where(eq(users.id, user.id));
    return call("POST", `/api/admin/users/${user.id}/fix-family`, { token: admin.token });
  },
  "PATCH /api/admin/users/:id/password": async (admin) => {
    const user = await createUser();
    return call("PATCH", `/api/admin/users/${user.id}/password`, { token: admin.token, body: { newPassword: "a-fresh-long-password" } });
  },
  "POST /api/admin/users/:id/verify": async (admin) => {
    const user = await createUser({ verified: false });
    return call("POST", `/api/admin/users/${user.id}/verify`, { token: admin.token });
  },
  "POST /api/admin/users/:id/resend-verification": async (admin) => {
    const user = await createUser({ verified: false });
    return call("POST", `/api/admin/users/${user.id}/resend-verification`, { token: admin.token });
  },
  "POST /api/admin/families/:familyId/move": async (admin) => {
    const user = await createUser({ database: "DB_00" });
    return call("POST", `/api/admin/families/${user.familyId}/move`, { token: admin.token, body: { to: "DB_01" } });
  },
  "POST /api/auth/totp/setup": async () => (await enrolmentStarted()).started,
  "POST /api/auth/totp/enable": async () => {
    const { token, started } = await enrolmentStarted();
    const key = keyFromBase32((await json<{ secret: string }>(started)).secret)!;
    return call("POST", "/api/auth/totp/enable", { token, body: { code: await freshCode(key) } });
  },
  "POST /api/admin/system/backup/import": async (admin) => {
    await createUser();
    const text = await (await exportBackup(admin)).text();
    await emptyDatabase();
    return importBackup(await waitingAdmin(), text);
  },
};

const declared = (key: string) => apiRoutes.find((route) => routeKey(route.method, route.path) === key);

const issuesOf = (schema: v.GenericSchema, body: unknown) =>
  v.safeParse(schema, body).issues?.map((issue) => `${v.getDotPath(issue) ?? "(answer)"}: ${issue.message}`) ?? [];

describe("the admin answers the declared examples cannot reach", () => {
  it("are those of every admin route with an answer schema whose example does not succeed", () => {
    const unchecked = Object.entries(ROUTES)
      .filter(([, route]) => route.access === "admin" && route.answerSchema && route.ownStatus >= 300)
      .map(([key]) => key);
    expect(unchecked.sort()).toEqual(Object.keys(REAL_TARGETS).sort());
  });

  it.each(Object.keys(REAL_TARGETS))("%s, acting on a real target, answers what its schema describes", async (key) => {
    const route = declared(key)!;
    const response = await REAL_TARGETS[key]!(await createUser({ isAdmin: true }));
    expect(response.status, key).toBe(route.answer.status);
    expect(issuesOf(route.answer.schema!, await response.json()), key).toEqual([]);
  });
});
