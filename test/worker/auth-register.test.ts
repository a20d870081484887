import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { familyMembers, families, users } from "@worker/db/schema";
import { issueChallenge } from "@worker/services/auth/challenge";
import { call, json } from "../helpers/api";
import { lastMailTo, register, registrationBody, solvedChallenge } from "../helpers/auth";
import { createUser, dbOfUsername, everyFamilyDb } from "../helpers/factories";

/** The users of every family database. */
const userCount = async () => {
  const counts = await Promise.all(everyFamilyDb().map(async (db) => (await db.select({ n: sql<number>`count(*)` }).from(users))[0]!.n));
  return counts.reduce((sum, n) => sum + n, 0);
};

async function expectRefused(overrides: Record<string, unknown>, message: string, status = 400) {
  const before = await userCount();
  const { response } = await register(overrides);
  expect(response.status).toBe(status);
  expect(await json(response)).toMatchObject({ message, code: status === 409 ? "conflict" : "invalid_body" });
  expect(await userCount()).toBe(before);
}

describe("GET /api/auth/challenge", () => {
  it("gives two operands from 1 to 10 and a signed token", async () => {
    for (let i = 0; i < 20; i += 1) {
      const challenge = await json<{ a: number; b: number; securityToken: string }>(await call("GET", "/api/auth/challenge"));
      expect(challenge.a).toBeGreaterThanOrEqual(1);
      expect(challenge.a).toBeLessThanOrEqual(10);
      expect(challenge.b).toBeGreaterThanOrEqual(1);
      expect(challenge.b).toBeLessThanOrEqual(10);
      expect(challenge.securityToken.split(".")).toHaveLength(3);
      expect(challenge.securityToken).not.toContain(`${String(challenge.a + challenge.b)}"`);
    }
  });
});

describe("POST /api/auth/register", () => {
  it("creates the user in a new family with a member row and mails a verification link", async () => {
    const { body, response } = await register();
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ message: m.registered });
    const db = await dbOfUsername(body.username as string);
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.username, body.username as string));
    expect(user).toBeDefined();
    expect(user!.isAdmin).toBe(false);
    expect(user!.emailVerifiedAt).toBeNull();
    expect(user!.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
    const [family] = await db.select().from(families).where(eq(families.id, user!.familyId!));
    expect(family?.name).toContain(body.username as string);
    const members = await db.select().from(familyMembers).where(eq(familyMembers.familyId, user!.familyId!));
    expect(members).toMatchObject([{ userId: user!.id, name: body.username, role: "Familiemedlem" }]);
    const mail = await lastMailTo(body.email as string);
    expect(mail?.body).toContain("/api/auth/verify?token=");
  });

  it("refuses a filled honeypot", async () => {
    await expectRefused({ website: "http://spam.example" }, m.honeypot);
  });

  it("refuses a wrong answer", async () => {
    const { securityToken, answer } = await solvedChallenge();
    await expectRefused({ securityToken, answer: answer + 1 }, m.wrongAnswer);
  });

  it("accepts the answer sent as a string of digits", async () => {
    const { securityToken, answer } = await solvedChallenge();
    const { response } = await register({ securityToken, answer: String(answer) });
    expect(response.status).toBe(201);
  });

  it("refuses an answer sent within 5 seconds of the challenge", async () => {
    await expectRefused(await solvedChallenge(3_000), m.tooFast);
  });

  it("refuses a challenge older than 30 minutes", async () => {
    await expectRefused(await solvedChallenge(30 * 60 * 1000 + 1_000), m.challengeExpired);
  });

  it("refuses a challenge token that is not ours", async () => {
    const { securityToken, answer } = await solvedChallenge();
    const [header, payload] = securityToken.split(".");
    await expectRefused({ securityToken: `${header}.${payload}.forged-signature`, answer }, m.challengeExpired);
    const { securityToken: otherSecretToken, a, b } = { ...(await issueChallenge("another-secret-entirely-xx", Date.now() - 6000)) };
    await expectRefused({ securityToken: otherSecretToken, answer: a + b }, m.challengeExpired);
  });

  it("accepts each challenge once, even after a wrong answer", async () => {
    const challenge = await solvedChallenge();
    const first = await register(challenge);
    expect(first.response.status).toBe(201);
    await expectRefused(challenge, m.challengeUsed);

    const guessed = await solvedChallenge();
    await expectRefused({ ...guessed, answer: guessed.answer + 1 }, m.wrongAnswer);
    await expectRefused(guessed, m.challengeUsed);
  });

  it("refuses a username that is taken, whatever its case", async () => {
    const { body } = await register();
    await expectRefused({ username: (body.username as string).toUpperCase() }, m.usernameTaken, 409);
  });

  it("answers a taken e-mail address like a new one, creates nothing and tells the owner", async () => {
    const owner = await createUser();
    const before = await userCount();
    const { response } = await register({ email: owner.email.toUpperCase() });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ message: m.registered });
    expect(await userCount()).toBe(before);
    expect((await lastMailTo(owner.email))?.body).toContain("/reset-password");
  });

  it.each([
    ["a username under 5 characters", { username: "abcd" }, m.usernameTooShort],
    ["a username over 32 characters", { username: "a".repeat(33) }, m.usernameTooLong],
    ["a username with spaces", { username: "has space" }, m.usernameInvalid],
    ["a password under 8 characters", { password: "1234567" }, m.passwordTooShort],
    ["a password over 256 characters", { password: "p".repeat(257) }, m.passwordTooLong],
    ["an invalid e-mail", { email: "not-an-email" }, m.emailInvalid],
    ["a missing e-mail", { email: undefined }, m.required],
    ["one of the most common passwords", { password: "iloveyou" }, m.passwordTooCommon],
    ["a common password in other case", { password: "QwertyUIOP" }, m.passwordTooCommon],
  ])("refuses %s", async (_, overrides, message) => {
    await expectRefused(overrides, message);
  });

  it("keeps a 256-character password whole", async () => {
    const password = `${"x".repeat(255)}y`;
    const { body, response } = await register({ password });
    expect(response.status).toBe(201);
    const ok = await call("POST", "/api/auth/login", { body: { username: body.username, password } });
    expect(ok.status).toBe(200);
    const truncated = await call("POST", "/api/auth/login", { body: { username: body.username, password: "x".repeat(255) } });
    expect(truncated.status).toBe(401);
  });

  it("refuses malformed JSON and a body that is not an object", async () => {
    for (const rawBody of ["{", "null", "[]", '"text"', "42"]) {
      const response = await call("POST", "/api/auth/register", { rawBody });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ code: "invalid_body" });
    }
  });

  it("keeps the JWT secret out of the challenge: a forged answer hash does not pass", async () => {
    const body = await registrationBody();
    const payload = JSON.parse(atob((body.securityToken as string).split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
    expect(payload.ah).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(payload)).not.toContain(`"answer"`);
  });
});
