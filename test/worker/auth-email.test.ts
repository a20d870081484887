import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { authTokens, users } from "@worker/db/schema";
import { hashToken } from "@worker/lib/crypto";
import { call, json } from "../helpers/api";
import { lastMailTo, mailTo, register, tokenInMail } from "../helpers/auth";
import { createUser, db, dbOfUsername, PASSWORD, userRow } from "../helpers/factories";

const verify = (token: string) => call("GET", `/api/auth/verify?token=${encodeURIComponent(token)}`);

async function requestReset(email: string) {
  const response = await call("POST", "/api/auth/reset-password", { body: { email } });
  expect(response.status).toBe(200);
  return response;
}

async function resetToken(email: string) {
  const since = Date.now();
  await requestReset(email);
  return tokenInMail((await lastMailTo(email, since))!.body);
}

const setPassword = (token: string, password: string) => call("POST", "/api/auth/new-password", { body: { token, password } });

describe("GET /api/auth/verify", () => {
  it("verifies the address and redirects to /auth?verified=true, then says already", async () => {
    const { body } = await register();
    const token = tokenInMail((await lastMailTo(body.email as string))!.body);
    const first = await verify(token);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/auth?verified=true");
    const [user] = await (await dbOfUsername(body.username as string))
      .select()
      .from(users)
      .where(eq(users.username, body.username as string));
    expect(user).toBeDefined();
    expect(user?.emailVerifiedAt).not.toBeNull();
    const again = await verify(token);
    expect(again.headers.get("Location")).toBe("/auth?verified=true&already=true");
  });

  it("does not verify with an unknown or expired link", async () => {
    const { body } = await register();
    const token = tokenInMail((await lastMailTo(body.email as string))!.body);
    // The new account's database, where its verification link is kept.
    const home = await dbOfUsername(body.username as string);
    await home
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await verify(token)).headers.get("Location")).toBe("/auth?verified=false");
    expect((await verify("made-up")).headers.get("Location")).toBe("/auth?verified=false");
    const [user] = await home
      .select()
      .from(users)
      .where(eq(users.username, body.username as string));
    expect(user).toBeDefined();
    expect(user?.emailVerifiedAt).toBeNull();
  });
});

describe("password reset", () => {
  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const user = await createUser();
    const known = await json(await requestReset(user.email));
    const unknown = await json(await requestReset("nobody-here@example.test"));
    expect(known).toEqual({ message: m.resetMailSent });
    expect(unknown).toEqual(known);
    expect((await lastMailTo(user.email))?.body).toContain("/new-password?token=");
    expect(await mailTo("nobody-here@example.test")).toBeUndefined();
  });

  it("sets the new password, revokes every session and refuses the token a second time", async () => {
    const user = await createUser();
    const token = await resetToken(user.email);
    const response = await setPassword(token, "brand-new-pass");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: m.passwordChanged });
    expect((await call("GET", "/api/auth/me", { token: user.token })).status).toBe(401);
    expect((await call("POST", "/api/auth/login", { body: { username: user.username, password: PASSWORD } })).status).toBe(401);
    expect((await call("POST", "/api/auth/login", { body: { username: user.username, password: "brand-new-pass" } })).status).toBe(200);
    expect((await userRow(user.id))?.passwordChangedAt).not.toBeNull();

    const reused = await setPassword(token, "another-new-pass");
    expect(reused.status).toBe(400);
    expect(reused.headers.get("Content-Type")).toContain("text/plain");
    expect(await reused.text()).toBe(m.resetTokenInvalid);
    expect((await call("POST", "/api/auth/login", { body: { username: user.username, password: "brand-new-pass" } })).status).toBe(200);
  });

  it("refuses an expired token and changes nothing", async () => {
    const user = await createUser();
    const token = await resetToken(user.email);
    await db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const hashBefore = (await userRow(user.id))?.passwordHash;
    expect((await setPassword(token, "brand-new-pass")).status).toBe(400);
    expect((await userRow(user.id))?.passwordHash).toBe(hashBefore);
    expect((await call("GET", "/api/auth/me", { token: user.token })).status).toBe(200);
  });

  it("stores reset links only as hashes, and a newer link replaces an older one", async () => {
    const user = await createUser();
    const older = await resetToken(user.email);
    const newer = await resetToken(user.email);
    const rows = await db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows.some((row) => row.tokenHash === older || row.tokenHash === newer)).toBe(false);
    expect((await setPassword(older, "brand-new-pass")).status).toBe(400);
    expect((await setPassword(newer, "brand-new-pass")).status).toBe(200);
  });

  it("a verification link cannot reset a password", async () => {
    const { body } = await register();
    const verifyToken = tokenInMail((await lastMailTo(body.email as string))!.body);
    expect((await setPassword(verifyToken, "brand-new-pass")).status).toBe(400);
  });

  it("takes 8 characters at least, as every password, and answers plain-text failures", async () => {
    const user = await createUser();
    const token = await resetToken(user.email);
    const short = await setPassword(token, "t7#kq2x");
    expect(short.status).toBe(400);
    expect(await short.text()).toBe(m.passwordTooShort);
    const common = await setPassword(token, "12345678");
    expect(common.status).toBe(400);
    expect(await common.text()).toBe(m.passwordTooCommon);
    expect((await setPassword(token, "t7#kq2xz")).status).toBe(200);
    const missing = await call("POST", "/api/auth/reset-password", { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.headers.get("X-Error-Code")).toBe("invalid_body");
  });
});
