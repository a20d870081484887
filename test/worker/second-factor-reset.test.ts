import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mfaTokens, recoveryCodes, secondFactors, sessions } from "@worker/db/schema";
import { call, json } from "@test/helpers/api";
import { createUser, db, PASSWORD, type TestUser } from "@test/helpers/factories";
import { securityEventsOf } from "@test/helpers/security-events";
import { resetSecondFactorStatements } from "../../scripts/admin/reset-second-factor";

/**
 * The statements `npm run make-admin -- <name> --reset-second-factor` sends, run as one batch on
 * the account's family database (the script finds it in the directory; the factories' users are in db's).
 */
async function reset(username: string) {
  const statements = resetSecondFactorStatements(username, crypto.randomUUID(), new Date().toISOString());
  const d1 = db.$client;
  await d1.batch(statements.map((sql) => d1.prepare(sql)));
}

const rowsOf = async (user: TestUser) => ({
  factors: (await db.select().from(secondFactors).where(eq(secondFactors.userId, user.id))).length,
  codes: (await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).length,
  tokens: (await db.select().from(mfaTokens).where(eq(mfaTokens.userId, user.id))).length,
  sessions: (await db.select().from(sessions).where(eq(sessions.userId, user.id))).length,
});

describe("resetting an administrator's second factor from the command line", () => {
  it("removes the factor, its recovery codes, pending code steps and sessions, so the password alone leads to enrolment; the log names the script", async () => {
    const admin = await createUser({ isAdmin: true });
    const bystander = await createUser({ isAdmin: true });
    // A password step waiting for its code: a token the reset must not leave usable.
    expect(await json(await call("POST", "/api/auth/login", { body: { username: admin.username, password: PASSWORD } }))).toMatchObject({ mfaRequired: true });
    const before = await rowsOf(admin);
    expect(before.factors).toBe(1);
    expect(before.tokens).toBe(1);
    expect(before.sessions).toBeGreaterThan(0);
    const bystanderBefore = await rowsOf(bystander);

    await reset(admin.username.toUpperCase());

    expect(await rowsOf(admin)).toEqual({ factors: 0, codes: 0, tokens: 0, sessions: 0 });
    expect((await call("GET", "/api/auth/me", { token: admin.token })).status).toBe(401);
    const signedIn = await json<{ token: string; user: { mfaEnrolRequired?: true } }>(
      await call("POST", "/api/auth/login", { body: { username: admin.username, password: PASSWORD } }),
    );
    expect(signedIn.user.mfaEnrolRequired).toBe(true);
    const [event] = await securityEventsOf({ kind: "second_factor_reset", userId: admin.id });
    expect(event).toMatchObject({ client: "npm run make-admin", actorId: null });
    expect(await rowsOf(bystander)).toEqual(bystanderBefore);
  });

  it("changes nothing for a family member of that name, nor for a name that would widen the statements if its quotes were not doubled", async () => {
    const member = await createUser();
    await createUser({ isAdmin: true });
    const before = await rowsOf(member);
    const allFactors = async () => (await db.select().from(secondFactors)).length;
    const factorsBefore = await allFactors();
    await reset(member.username);
    await reset("x') OR is_admin = 1 OR ('");
    expect(await rowsOf(member)).toEqual(before);
    expect(await allFactors()).toBe(factorsBefore);
    expect((await call("GET", "/api/auth/me", { token: member.token })).status).toBe(200);
    expect(await securityEventsOf({ kind: "second_factor_reset", userId: member.id }, 0, 0)).toEqual([]);
  });
});
