import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrolmentCodes, recoveryCodes, secondFactors } from "@worker/db/schema";
import { hashToken, newId } from "@worker/lib/crypto";
import { enrolmentCodeStatement, newEnrolmentCode } from "@worker/lib/enrolment-code";
import { keyFromBase32, newRecoveryCode, normalRecoveryCode } from "@worker/lib/totp";
import { call, errorBody, json } from "@test/helpers/api";
import { codeStep, enrol, enrolmentEnable as enable, enrolmentSetup as setup, enrolSession, mfaTokenOf, stepUp } from "@test/helpers/code-steps";
import { createUser, db, dbOfAccount } from "@test/helpers/factories";
import { freshCode, freshRecoveryCode } from "@test/helpers/second-factor";
import { securityEventsOf } from "@test/helpers/security-events";

describe("the enrolment code", () => {
  it("set-up without it, or with a wrong one, hands out no secret", async () => {
    const admin = await createUser({ isAdmin: true, secondFactor: "none" });
    const token = await enrolSession(admin);
    for (const body of [undefined, {}, { enrolmentCode: "" }, { enrolmentCode: newRecoveryCode() }, { enrolmentCode: "123456" }]) {
      const refused = await setup(token, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((await errorBody(refused)).code).toBe("invalid_body");
    }
    expect(await db.select().from(secondFactors).where(eq(secondFactors.userId, admin.id))).toEqual([]);
    // Wrong enrolment codes count as wrong codes (the two well-formed ones reached the check).
    expect(await securityEventsOf({ kind: "second_factor_failed", userId: admin.id }, 2)).toHaveLength(2);
  });

  it("works once: enrolment spends it, logs second_factor_enrolled, and after a reset the old code no longer starts a set-up", async () => {
    const admin = await createUser({ isAdmin: true, secondFactor: "none" });
    const token = await enrolSession(admin);
    // Typed as from paper; a reload before step two starts again with the same code.
    expect((await setup(token, { enrolmentCode: admin.enrolmentCode!.toUpperCase().replaceAll("-", " ") })).status).toBe(200);
    await enrol(token, admin.enrolmentCode!);
    expect(await db.select().from(enrolmentCodes).where(eq(enrolmentCodes.userId, admin.id))).toEqual([]);
    const [event] = await securityEventsOf({ kind: "second_factor_enrolled", userId: admin.id });
    expect(event).toMatchObject({ actorId: admin.id });

    await db.delete(secondFactors).where(eq(secondFactors.userId, admin.id));
    const again = await setup(await enrolSession(admin), { enrolmentCode: admin.enrolmentCode });
    expect(again.status).toBe(400);
    expect((await errorBody(again)).message).toMatch(/^That enrolment code is wrong, used or expired/);
  });

  it("an expired code is refused, at set-up and at the step that would spend it", async () => {
    const admin = await createUser({ isAdmin: true, secondFactor: "none" });
    const token = await enrolSession(admin);
    const started = await setup(token, { enrolmentCode: admin.enrolmentCode });
    const key = keyFromBase32((await json<{ secret: string }>(started)).secret)!;
    await db
      .update(enrolmentCodes)
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where(eq(enrolmentCodes.userId, admin.id));
    const late = await enable(token, await freshCode(key));
    expect(late.status).toBe(409);
    expect((await errorBody(late)).message).toMatch(/^Your enrolment code has expired or was used/);
    expect((await setup(token, { enrolmentCode: admin.enrolmentCode })).status).toBe(400);
    const [factor] = await db.select().from(secondFactors).where(eq(secondFactors.userId, admin.id));
    expect(factor?.enabledAt).toBeNull();
  });

  it("an administrator made in the panel gets one in New User's answer, and only an administrator does", async () => {
    const maker = await createUser({ isAdmin: true });
    const name = `enrol${Date.now().toString(36)}`;
    const make = (suffix: string, isAdmin: boolean) =>
      call("POST", "/api/admin/users", {
        token: maker.token,
        body: { username: `${name}${suffix}`, email: `${name}${suffix}@example.test`, password: "a-fresh-long-password", isAdmin },
      }).then((answer) => json<{ id: string; enrolmentCode?: string }>(answer));
    const member = await make("m", false);
    expect(member.enrolmentCode).toBeUndefined();
    const made = await make("a", true);
    expect(made.enrolmentCode).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    const [stored] = await (await dbOfAccount(made.id)).select().from(enrolmentCodes).where(eq(enrolmentCodes.userId, made.id));
    expect(stored?.codeHash).toMatch(/^scrypt\$/);
    expect(stored?.codeHash).not.toContain(normalRecoveryCode(made.enrolmentCode!)!);
    const answer = await call("POST", "/api/auth/login", { body: { username: `${name}a`, password: "a-fresh-long-password" } });
    await enrol((await json<{ token: string }>(answer)).token, made.enrolmentCode!);
  });

  it("make-admin's statement gives one to an administrator not enrolled, and to nobody else", async () => {
    const waiting = await createUser({ isAdmin: true, secondFactor: "none" });
    const enrolled = await createUser({ isAdmin: true });
    const member = await createUser();
    const made = await newEnrolmentCode(Date.now());
    // As make-admin runs it: on the account's family database (the factories' users are in db's).
    for (const user of [waiting, enrolled, member])
      await db.$client.prepare(enrolmentCodeStatement(user.username.toUpperCase(), made, new Date().toISOString())).run();
    await db.$client.prepare(enrolmentCodeStatement("x') OR 1 = 1 OR ('", made, new Date().toISOString())).run();
    const holders = (await db.select().from(enrolmentCodes).where(eq(enrolmentCodes.codeHash, made.codeHash))).map((row) => row.userId);
    expect(holders).toEqual([waiting.id]);
    // The new code replaced the factory's.
    expect((await setup(await enrolSession(waiting), { enrolmentCode: waiting.enrolmentCode })).status).toBe(400);
    expect((await setup(await enrolSession(waiting), { enrolmentCode: made.code })).status).toBe(200);
  });
});

describe("recovery codes", () => {
  it("are stored as keyed digests bound to their administrator, still sign in, and log recovery_code_used", async () => {
    const admin = await createUser({ isAdmin: true, secondFactor: "none" });
    const { recoveryCodes: codes } = await enrol(await enrolSession(admin), admin.enrolmentCode!);
    const rows = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id));
    const plain = codes.map((code) => normalRecoveryCode(code)!);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^hmac1:[0-9a-f]{64}$/);
      expect(plain.map(hashToken)).not.toContain(row.codeHash);
    }
    expect((await codeStep(await mfaTokenOf(admin), codes[0]!)).status).toBe(200);
    const [event] = await securityEventsOf({ kind: "recovery_code_used", userId: admin.id });
    expect(event).toMatchObject({ actorId: admin.id, detail: JSON.stringify({ step: "sign-in" }) });
  });

  it("a code stored before the keyed digests (a plain SHA-256) still works, once", async () => {
    const admin = await createUser({ isAdmin: true });
    const legacy = newRecoveryCode();
    await db
      .insert(recoveryCodes)
      .values({ id: newId(), userId: admin.id, codeHash: hashToken(normalRecoveryCode(legacy)!), createdAt: new Date().toISOString() });
    expect((await codeStep(await mfaTokenOf(admin), legacy)).status).toBe(200);
    expect((await codeStep(await mfaTokenOf(admin), legacy)).status).toBe(401);
  });

  it("another administrator's code does not match, even with its digest copied into one's own rows", async () => {
    const [alice, mallory] = [await createUser({ isAdmin: true }), await createUser({ isAdmin: true })];
    const code = freshRecoveryCode(mallory);
    const [row] = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, mallory.id)).limit(1);
    await db.insert(recoveryCodes).values({ id: newId(), userId: alice.id, codeHash: row!.codeHash, createdAt: new Date().toISOString() });
    expect((await stepUp(alice.token, code)).status).toBe(400);
  });
});

describe("the broadcast", () => {
  it("reaches every phone, so it needs a step-up like the other irreversible actions", async () => {
    const admin = await createUser({ isAdmin: true, secondFactor: "stale" });
    const send = () => call("POST", "/api/admin/messages", { token: admin.token, body: { title: "Viðlíkahald", message: "Í kvøld kl. 22" } });
    const refused = await send();
    expect(refused.status).toBe(403);
    expect((await errorBody(refused)).code).toBe("step_up_required");
    expect((await stepUp(admin.token, await freshCode(admin.totpKey!))).status).toBe(204);
    expect((await send()).status).toBe(201);
  });
});
