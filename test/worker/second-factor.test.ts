import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mfaTokens, recoveryCodes, secondFactorAttempts, secondFactors, sessions, users } from "@worker/db/schema";
import { hashToken } from "@worker/lib/crypto";
import { keyFromBase32, totpCode, totpStep } from "@worker/lib/totp";
import { call, errorBody, json } from "@test/helpers/api";
import { exportBackup } from "@test/helpers/backup";
import { codeStep, mfaTokenOf, passwordStep, stepUp } from "@test/helpers/code-steps";
import { createUser, db, type TestUser } from "@test/helpers/factories";
import { freshCode, freshRecoveryCode } from "@test/helpers/second-factor";
import { securityEventsOf } from "@test/helpers/security-events";

interface SignedIn {
  token: string;
  user: { id: string; mfaEnrolRequired?: true };
}

const sessionsOf = async (userId: string) => db.select().from(sessions).where(eq(sessions.userId, userId));

describe("enrolment", () => {
  it("an administrator without a second factor signs in to a session that can only enrol, then enrols with a code and gets ten recovery codes once", async () => {
    const admin = await createUser({ isAdmin: true, secondFactor: "none" });
    const signedIn = await json<SignedIn>(await passwordStep(admin));
    expect(signedIn.user.mfaEnrolRequired).toBe(true);
    const token = signedIn.token;

    for (const [method, path] of [
      ["GET", "/api/admin/stats"],
      ["GET", `/api/families/${admin.familyId}/shopping-lists`],
      ["POST", "/api/reminders"],
      ["POST", "/api/auth/step-up"],
    ] as const) {
      const refused = await call(method, path, { token, body: method === "POST" ? { code: "123456" } : undefined });
      expect(refused.status, path).toBe(403);
      expect((await errorBody(refused)).code, path).toBe("mfa_enrolment_required");
    }
    expect(await json(await call("GET", "/api/auth/me", { token }))).toMatchObject({ id: admin.id, mfaEnrolRequired: true });

    const setup = await json<{ secret: string; uri: string }>(
      await call("POST", "/api/auth/totp/setup", { token, body: { enrolmentCode: admin.enrolmentCode } }),
    );
    expect(setup.uri).toMatch(new RegExp(`^otpauth://totp/FamilyHub:${admin.username}\\?`));
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    const key = keyFromBase32(setup.secret)!;
    const [stored] = await db.select().from(secondFactors).where(eq(secondFactors.userId, admin.id));
    expect(stored!.secret).not.toContain(setup.secret);
    expect(stored!.enabledAt).toBeNull();

    const wrong = await call("POST", "/api/auth/totp/enable", { token, body: { code: totpCode(key, totpStep(Date.now()) - 5) } });
    expect(wrong.status).toBe(400);
    const enabled = await call("POST", "/api/auth/totp/enable", { token, body: { code: await freshCode(key) } });
    expect(enabled.status).toBe(200);
    const { recoveryCodes: codes } = await json<{ recoveryCodes: string[] }>(enabled);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    const hashes = (await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id))).map((row) => row.codeHash);
    expect(hashes).toHaveLength(10);
    for (const code of codes) {
      expect(hashes.join(" ")).not.toContain(code.replaceAll("-", ""));
      // Keyed under the server's secret, not the plain SHA-256 a copy of the database could be searched with.
      expect(hashes).not.toContain(hashToken(code.replaceAll("-", "")));
    }
    for (const hash of hashes) expect(hash).toMatch(/^hmac1:[0-9a-f]{64}$/);

    // Done: the same session now reaches the panel; what cannot be undone still needs a step-up.
    expect((await call("GET", "/api/admin/stats", { token })).status).toBe(200);
    expect((await exportBackup({ token }, { format: "json", tables: ["admin_messages"] })).status).toBe(403);
    expect((await call("GET", "/api/auth/me", { token }).then(json)).mfaEnrolRequired).toBeUndefined();
    const again = await call("POST", "/api/auth/totp/setup", { token, body: { enrolmentCode: admin.enrolmentCode } });
    expect(again.status).toBe(409);
  });

  it("a family member cannot enrol, step up or use the code sign-in's routes as an administrator", async () => {
    const member = await createUser();
    for (const path of ["/api/auth/totp/setup", "/api/auth/totp/enable", "/api/auth/step-up"]) {
      const refused = await call("POST", path, { token: member.token, body: { code: "123456" } });
      expect(refused.status, path).toBe(403);
      expect((await errorBody(refused)).code).toBe("forbidden");
    }
    const signedIn = await json<SignedIn>(await passwordStep(member));
    expect(signedIn.token).toEqual(expect.any(String));
    expect(signedIn.user.mfaEnrolRequired).toBeUndefined();
  });
});

describe("sign-in with a code", () => {
  it("the password step answers a token and no session; the code completes it", async () => {
    const admin = await createUser({ isAdmin: true });
    const before = (await sessionsOf(admin.id)).length;
    const mfaToken = await mfaTokenOf(admin);
    expect(await sessionsOf(admin.id)).toHaveLength(before);

    const done = await codeStep(mfaToken, await freshCode(admin.totpKey!));
    expect(done.status).toBe(200);
    const { token, user } = await json<SignedIn>(done);
    expect(user.id).toBe(admin.id);
    expect(await sessionsOf(admin.id)).toHaveLength(before + 1);
    expect((await call("GET", "/api/admin/stats", { token })).status).toBe(200);
    // Signing in is no step-up: an export still asks for one.
    expect((await exportBackup({ token }, { format: "json", tables: ["admin_messages"] })).status).toBe(403);
    expect(await securityEventsOf({ kind: "sign_in", userId: admin.id })).toHaveLength(1);

    // The token is single use.
    const reused = await codeStep(mfaToken, await freshCode(admin.totpKey!));
    expect(reused.status).toBe(401);
    expect(await db.select().from(mfaTokens).where(eq(mfaTokens.userId, admin.id))).toHaveLength(0);
  });

  it("a code already accepted, or one older than it, is refused; the token survives a wrong code", async () => {
    const admin = await createUser({ isAdmin: true });
    const key = admin.totpKey!;
    const now = totpStep(Date.now());
    const accepted = totpCode(key, now + 1);
    expect((await codeStep(await mfaTokenOf(admin), accepted)).status).toBe(200);

    const mfaToken = await mfaTokenOf(admin);
    for (const code of [accepted, totpCode(key, now)]) {
      const replay = await codeStep(mfaToken, code);
      expect(replay.status).toBe(401);
      expect((await errorBody(replay)).message).toBe("Skeiv kota, ella longu brúkt. Royn við næstu kotuni úr appini.");
    }
    const [row] = await db.select().from(mfaTokens).where(eq(mfaTokens.userId, admin.id));
    expect(row!.failures).toBe(2);
    // The same token still completes with a recovery code.
    expect((await codeStep(mfaToken, freshRecoveryCode(admin))).status).toBe(200);
  });

  it("a token takes five wrong codes, then it is spent", async () => {
    const admin = await createUser({ isAdmin: true });
    const mfaToken = await mfaTokenOf(admin);
    for (let i = 0; i < 5; i++) expect((await codeStep(mfaToken, "000000")).status).toBe(401);
    const spent = await codeStep(mfaToken, await freshCode(admin.totpKey!));
    expect(spent.status).toBe(401);
    expect((await errorBody(spent)).message).toBe("Innritanin er útgingin. Rita inn aftur við loyniorðinum.");
  });

  it("an expired token is refused", async () => {
    const admin = await createUser({ isAdmin: true });
    const mfaToken = await mfaTokenOf(admin);
    await db
      .update(mfaTokens)
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where(eq(mfaTokens.userId, admin.id));
    expect((await codeStep(mfaToken, await freshCode(admin.totpKey!))).status).toBe(401);
  });

  it("one administrator's code does not complete another's sign-in", async () => {
    const [alice, mallory] = [await createUser({ isAdmin: true }), await createUser({ isAdmin: true })];
    const aliceToken = await mfaTokenOf(alice);
    expect((await codeStep(aliceToken, await freshCode(mallory.totpKey!))).status).toBe(401);
    expect((await codeStep(aliceToken, freshRecoveryCode(mallory))).status).toBe(401);
    expect((await codeStep(aliceToken, await freshCode(alice.totpKey!))).status).toBe(200);
  });

  it("a recovery code signs in once", async () => {
    const admin = await createUser({ isAdmin: true });
    const code = freshRecoveryCode(admin);
    // Typed with capitals and spaces, as from paper.
    expect((await codeStep(await mfaTokenOf(admin), ` ${code.toUpperCase().replaceAll("-", " ")} `)).status).toBe(200);
    expect((await codeStep(await mfaTokenOf(admin), code)).status).toBe(401);
    const used = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id));
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(1);
  });
});

/** Each action that cannot be undone, as a request the administrator makes, and its answer once checked. */
async function actions(admin: TestUser) {
  const victim = await createUser();
  const homeless = await createUser();
  await db.update(users).set({ familyId: null }).where(eq(users.id, homeless.id));
  const name = `made${Date.now().toString(36)}`;
  return [
    { name: "backup export", status: 200, send: () => exportBackup(admin, { format: "json", tables: ["admin_messages"] }) },
    // An empty file: refused for what it is once the step-up lets it through.
    { name: "restore", status: 400, send: () => call("POST", "/api/admin/system/backup/import", { token: admin.token, rawBody: "{}" }) },
    {
      name: "setting a password",
      status: 200,
      send: () => call("PATCH", `/api/admin/users/${victim.id}/password`, { token: admin.token, body: { newPassword: "a-fresh-long-password" } }),
    },
    {
      name: "creating a user",
      status: 201,
      send: () =>
        call("POST", "/api/admin/users", {
          token: admin.token,
          body: { username: `${name}u`, email: `${name}u@example.test`, password: "a-fresh-long-password" },
        }),
    },
    {
      name: "creating an administrator",
      status: 201,
      send: () =>
        call("POST", "/api/admin/users", {
          token: admin.token,
          body: { username: `${name}a`, email: `${name}a@example.test`, password: "a-fresh-long-password", isAdmin: true },
        }),
    },
    { name: "fixing a family", status: 200, send: () => call("POST", `/api/admin/users/${homeless.id}/fix-family`, { token: admin.token }) },
    { name: "deleting a user", status: 204, send: () => call("DELETE", `/api/admin/users/${victim.id}`, { token: admin.token }) },
  ];
}

describe("step-up", () => {
  it("every action that cannot be undone is refused without a check in the last 10 minutes, changing nothing, and accepted after one", async () => {
    const admin = await createUser({ isAdmin: true, secondFactor: "stale" });
    const list = await actions(admin);
    const usersBefore = (await db.select({ id: users.id }).from(users)).length;
    for (const action of list) {
      const refused = await action.send();
      expect(refused.status, action.name).toBe(403);
      const body = await errorBody(refused);
      expect(body, action.name).toEqual({ code: "step_up_required", message: "Confirm with a code from your authenticator app" });
    }
    expect((await db.select({ id: users.id }).from(users)).length).toBe(usersBefore);

    expect((await stepUp(admin.token, await freshCode(admin.totpKey!))).status).toBe(204);
    for (const action of list) expect((await action.send()).status, action.name).toBe(action.status);
  });

  it("a step-up counts for its own session only, takes each code once and takes recovery codes", async () => {
    const admin = await createUser({ isAdmin: true, secondFactor: "stale" });
    const otherSession = await createUser({ isAdmin: true, secondFactor: "stale" });
    const code = await freshCode(admin.totpKey!);
    expect((await stepUp(admin.token, code)).status).toBe(204);
    const replay = await stepUp(admin.token, code);
    expect(replay.status).toBe(400);
    expect((await errorBody(replay)).message).toBe("That code is wrong or already used; try the next one from your app");
    // Another administrator's session is untouched by it, and takes neither this code nor another's recovery code.
    expect((await exportBackup(otherSession)).status).toBe(403);
    expect((await stepUp(otherSession.token, freshRecoveryCode(admin))).status).toBe(400);
    expect((await stepUp(otherSession.token, freshRecoveryCode(otherSession))).status).toBe(204);
    expect((await exportBackup(otherSession)).status).toBe(200);
  });

  it("a check older than 10 minutes no longer counts", async () => {
    const admin = await createUser({ isAdmin: true });
    expect((await exportBackup(admin, { format: "json", tables: ["admin_messages"] })).status).toBe(200);
    await db
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - 10 * 60 * 1000 - 1_000).toISOString() })
      .where(eq(sessions.id, admin.sessionId));
    expect((await exportBackup(admin, { format: "json", tables: ["admin_messages"] })).status).toBe(403);
  });

  it("takes 20 codes an hour per administrator, even when the wrong-code window has passed in between", async () => {
    const admin = await createUser({ isAdmin: true, secondFactor: "stale" });
    // The wrong-code lock (10 in 15 minutes) would stop the guesses first: its window is moved past each time.
    const windowPassed = () =>
      db
        .update(secondFactorAttempts)
        .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000).toISOString() })
        .where(eq(secondFactorAttempts.userId, admin.id));
    for (let i = 0; i < 20; i++) {
      if (i % 10 === 0) await windowPassed();
      expect((await stepUp(admin.token, "000000")).status).toBe(400);
    }
    await windowPassed();
    const limited = await stepUp(admin.token, await freshCode(admin.totpKey!));
    expect(limited.status).toBe(429);
  });
});
