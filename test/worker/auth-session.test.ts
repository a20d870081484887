import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { zoneOffsetTable } from "@contract/time/zone";
import { families, sessions, users } from "@worker/db/schema";
import { call, errorBody, json } from "../helpers/api";
import { createUser, db, PASSWORD, uniqueName } from "../helpers/factories";

const thisYear = new Date().getUTCFullYear();

const login = (username: string, password: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call("POST", "/api/auth/login", { body: { username, password, ...extra }, headers });

describe("POST /api/auth/login", () => {
  it("signs in with the right password and answers the token and the user", async () => {
    const user = await createUser();
    const response = await login(user.username, PASSWORD);
    expect(response.status).toBe(200);
    const body = await json<{ token: string; user: Record<string, unknown> }>(response);
    expect(body.user).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      familyId: user.familyId,
      isAdmin: false,
      verified: true,
      timeZone: "Atlantic/Faroe",
      zoneOffsets: zoneOffsetTable("Atlantic/Faroe", thisYear - 5, thisYear + 1),
    });
    const me = await call("GET", "/api/auth/me", { token: body.token });
    expect(me.status).toBe(200);
    expect(await json(me)).toEqual(body.user);
  });

  it("answers the family's own time zone at sign-in and from GET /api/auth/me", async () => {
    const user = await createUser();
    await db.update(families).set({ timeZone: "America/New_York" }).where(eq(families.id, user.familyId));
    const signedIn = await json<{ token: string; user: { timeZone: string } }>(await login(user.username, PASSWORD));
    expect(signedIn.user.timeZone).toBe("America/New_York");
    const zoneOffsets = zoneOffsetTable("America/New_York", thisYear - 5, thisYear + 1);
    expect(signedIn.user).toMatchObject({ zoneOffsets });
    expect(await json(await call("GET", "/api/auth/me", { token: user.token }))).toMatchObject({ timeZone: "America/New_York", zoneOffsets });
    // New York's offsets from five years back to next year: winter -5 h, summer -4 h, two changes a year.
    expect(zoneOffsets.spans).toHaveLength(15);
    expect(new Set(zoneOffsets.spans.map(([, offset]) => offset / 3_600_000))).toEqual(new Set([-5, -4]));
  });

  it("matches the username whatever its case", async () => {
    const user = await createUser();
    expect((await login(user.username.toUpperCase(), PASSWORD)).status).toBe(200);
  });

  it("answers a wrong password and an unknown username with the same 401 body", async () => {
    const user = await createUser();
    const wrong = await login(user.username, "not-the-password");
    const unknown = await login(uniqueName("nobody"), "not-the-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await errorBody(wrong);
    expect(wrongBody).toEqual({ message: m.loginFailed, code: "unauthenticated" });
    expect(await errorBody(unknown)).toEqual(wrongBody);
  });

  it("issues a 30-day session with remember-me and a 12-hour one without", async () => {
    const user = await createUser();
    const short = await json<{ token: string }>(await login(user.username, PASSWORD, { rememberMe: false }));
    const long = await json<{ token: string }>(await login(user.username, PASSWORD, { rememberMe: true }));
    const lifetime = (token: string) => {
      const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
      return (payload.exp - payload.iat) / 3600;
    };
    expect(lifetime(short.token)).toBe(12);
    expect(lifetime(long.token)).toBe(30 * 24);
  });

  it("refuses a body without username or password", async () => {
    expect((await call("POST", "/api/auth/login", { body: { username: "someone" } })).status).toBe(400);
    expect((await call("POST", "/api/auth/login", { body: { password: "something" } })).status).toBe(400);
    expect((await call("POST", "/api/auth/login", { rawBody: "{not json" })).status).toBe(400);
  });
});

describe("sessions", () => {
  it("GET /api/auth/me without a token, or with a malformed one, answers 401", async () => {
    expect((await call("GET", "/api/auth/me")).status).toBe(401);
    expect((await call("GET", "/api/auth/me", { headers: { Authorization: "Bearer not.a.jwt" } })).status).toBe(401);
    expect((await call("GET", "/api/auth/me", { headers: { Authorization: "Basic abc" } })).status).toBe(401);
  });

  it("logout revokes the session on the server: the same token answers 401 afterwards", async () => {
    const user = await createUser();
    expect((await call("POST", "/api/auth/logout", { token: user.token })).status).toBe(204);
    const after = await call("GET", "/api/auth/me", { token: user.token });
    expect(after.status).toBe(401);
    expect(await errorBody(after)).toEqual({ message: m.unauthenticated, code: "unauthenticated" });
  });

  it("logging out one session leaves the user's other sessions working", async () => {
    const user = await createUser();
    const second = await json<{ token: string }>(await login(user.username, PASSWORD));
    await call("POST", "/api/auth/logout", { token: user.token });
    expect((await call("GET", "/api/auth/me", { token: second.token })).status).toBe(200);
  });

  it("a token of a deleted user answers 401", async () => {
    const user = await createUser();
    await db.delete(users).where(eq(users.id, user.id));
    expect((await call("GET", "/api/auth/me", { token: user.token })).status).toBe(401);
  });

  it("an expired session answers 401 even while its token is unexpired", async () => {
    const user = await createUser();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(sessions.userId, user.id));
    expect((await call("GET", "/api/auth/me", { token: user.token })).status).toBe(401);
  });

  it("refuses tokens signed another way: alg none, HS512, another secret, a changed sid, expired", async () => {
    const user = await createUser();
    const payload = JSON.parse(atob(user.token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
    const key = new TextEncoder().encode(env.JWT_SECRET);
    const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const forged = [
      `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`,
      await new SignJWT(payload).setProtectedHeader({ alg: "HS512" }).sign(key),
      await new SignJWT(payload).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("another-secret-of-enough-length")),
      await new SignJWT({ ...payload, sid: crypto.randomUUID() }).setProtectedHeader({ alg: "HS256" }).sign(key),
      await new SignJWT({ ...payload, exp: Math.floor(Date.now() / 1000) - 60 }).setProtectedHeader({ alg: "HS256" }).sign(key),
      await new SignJWT({ ...payload, nbf: Math.floor(Date.now() / 1000) + 3600 }).setProtectedHeader({ alg: "HS256" }).sign(key),
      await new SignJWT({ ...payload, aud: "familyhub-challenge" }).setProtectedHeader({ alg: "HS256" }).sign(key),
    ];
    for (const token of forged) {
      expect((await call("GET", "/api/auth/me", { token })).status).toBe(401);
    }
    expect((await call("GET", "/api/auth/me", { token: user.token })).status).toBe(200);
  });
});
