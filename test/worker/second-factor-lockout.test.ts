import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { secondFactorAttempts } from "@worker/db/schema";
import { errorBody } from "@test/helpers/api";
import { codeStep, mfaTokenOf, stepUp } from "@test/helpers/code-steps";
import { createUser, db, type TestUser } from "@test/helpers/factories";
import { freshCode, freshRecoveryCode } from "@test/helpers/second-factor";
import { securityEventsOf } from "@test/helpers/security-events";

/** Moves the administrator's counted codes back by `ms`, as if that time had passed. */
async function age(admin: TestUser, ms: number) {
  const rows = await db.select().from(secondFactorAttempts).where(eq(secondFactorAttempts.userId, admin.id));
  for (const row of rows) {
    await db
      .update(secondFactorAttempts)
      .set({ createdAt: new Date(Date.parse(row.createdAt) - ms).toISOString() })
      .where(eq(secondFactorAttempts.id, row.id));
  }
}

/** `count` wrong codes at sign-in, five per sign-in (what one token takes), each a fresh password step. */
async function wrongSignInCodes(admin: TestUser, count: number) {
  for (let sent = 0; sent < count; ) {
    const mfaToken = await mfaTokenOf(admin);
    for (let i = 0; i < 5 && sent < count; i++, sent++) expect((await codeStep(mfaToken, "000000")).status).toBe(401);
  }
}

describe("wrong second-factor codes count per administrator", () => {
  it("ten wrong codes over several sign-ins lock the code step: the right code is then refused with 429 and Retry-After until the window passes", async () => {
    const admin = await createUser({ isAdmin: true });
    await wrongSignInCodes(admin, 10);

    const mfaToken = await mfaTokenOf(admin);
    const refused = await codeStep(mfaToken, await freshCode(admin.totpKey!));
    expect(refused.status).toBe(429);
    expect((await errorBody(refused)).code).toBe("rate_limited");
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // A recovery code is a code too.
    expect((await codeStep(mfaToken, freshRecoveryCode(admin))).status).toBe(429);

    // As Retry-After's seconds pass, the wrong codes leave the window, and the right code signs in.
    await age(admin, retryAfter * 1000 + 1_000);
    expect((await codeStep(mfaToken, await freshCode(admin.totpKey!))).status).toBe(200);
  });

  it("the security log has a row for each wrong code and one for the lock, naming the administrator", async () => {
    const admin = await createUser({ isAdmin: true });
    await wrongSignInCodes(admin, 10);
    const failed = await securityEventsOf({ kind: "second_factor_failed", userId: admin.id }, 10);
    expect(failed).toHaveLength(10);
    expect(failed.every((row) => row.detail === JSON.stringify({ step: "sign-in" }) && row.actorId === null)).toBe(true);
    const [lock] = await securityEventsOf({ kind: "second_factor_locked", userId: admin.id });
    expect(lock).toMatchObject({ userId: admin.id, count: 1 });

    // Each code refused while locked adds to the lock's counted row of that route and client.
    await codeStep(await mfaTokenOf(admin), await freshCode(admin.totpKey!));
    const locks = await securityEventsOf({ kind: "second_factor_locked", userId: admin.id }, 2);
    expect(locks.map((row) => row.route)).toHaveLength(2);
    expect(locks.map((row) => row.route)).toEqual(expect.arrayContaining([null, "POST /api/auth/login/totp"]));
  });

  it("wrong codes sent at once all count: of fifteen parallel ones, ten are judged and five refused", async () => {
    const admin = await createUser({ isAdmin: true, secondFactor: "stale" });
    const answers = await Promise.all(Array.from({ length: 15 }, () => stepUp(admin.token, "000000")));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await db.select().from(secondFactorAttempts).where(eq(secondFactorAttempts.userId, admin.id))).toHaveLength(10);
  });

  it("step-up and sign-in share the count: wrong step-up codes lock the sign-in's code step too", async () => {
    const admin = await createUser({ isAdmin: true, secondFactor: "stale" });
    for (let i = 0; i < 6; i++) expect((await stepUp(admin.token, "000000")).status).toBe(400);
    await wrongSignInCodes(admin, 4);
    expect((await codeStep(await mfaTokenOf(admin), await freshCode(admin.totpKey!))).status).toBe(429);
    const refused = await stepUp(admin.token, await freshCode(admin.totpKey!));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    const steps = (await securityEventsOf({ kind: "second_factor_failed", userId: admin.id }, 10)).map((row) => JSON.parse(row.detail ?? "{}").step);
    expect(steps.filter((step) => step === "step-up")).toHaveLength(6);
  });

  it("a right code gives its place back: right codes never add up to a lock", async () => {
    const admin = await createUser({ isAdmin: true, secondFactor: "stale" });
    for (let i = 0; i < 9; i++) expect((await stepUp(admin.token, "000000")).status).toBe(400);
    expect((await stepUp(admin.token, await freshCode(admin.totpKey!))).status).toBe(204);
    expect((await stepUp(admin.token, freshRecoveryCode(admin))).status).toBe(204);
    expect(await db.select().from(secondFactorAttempts).where(eq(secondFactorAttempts.userId, admin.id))).toHaveLength(9);
  });

  it("one administrator's wrong codes do not lock another's", async () => {
    const [alice, mallory] = [await createUser({ isAdmin: true }), await createUser({ isAdmin: true })];
    await wrongSignInCodes(mallory, 10);
    expect((await codeStep(await mfaTokenOf(alice), await freshCode(alice.totpKey!))).status).toBe(200);
  });
});
