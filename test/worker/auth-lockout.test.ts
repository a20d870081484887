import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEVICE_TOKEN_TTL_MS, LOGIN_LIMITS as L, REGISTRATIONS_PER_CLIENT } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import { deviceCookieName, signDeviceToken } from "@worker/lib/device-token";
import { loginDelayMs, usernameDelayMs } from "@worker/lib/login-delay";
import { setUserPassword, userFacts } from "@worker/services/admin/users";
import { call, errorBody, freshClient, json } from "@test/helpers/api";
import { lastMailTo, solvedChallenge, tokenInMail } from "@test/helpers/auth";
import { createUser, db, uniqueName, userRow } from "@test/helpers/factories";
import { securityEventsOf } from "@test/helpers/security-events";
import { deviceCookieOf, guess, guessAt, signIn } from "@test/helpers/sign-in";

/** One failure from each of `maxPerUsername` fresh clients: the username is at its ceiling. */
async function fillCeiling(username: string) {
  const now = Date.now();
  for (let i = 0; i < L.maxPerUsername; i += 1) expect(await guess(username, freshClient(), now)).toBe("unauthenticated");
}

describe("no stranger locks an owner out", () => {
  it("200 wrong guesses from 20 client keys: the owner's known device then signs in at once, an unknown device with the right password is asked for the challenge, not refused", async () => {
    const owner = await createUser();
    const cookie = deviceCookieOf(await signIn({ username: owner.username }));

    // Each of 20 clients in turn guesses 10 times, waiting out the pair's growing delay, over the last 45 minutes.
    let now = Date.now() - 45 * 60_000;
    const codes: string[] = [];
    for (let c = 0; c < 20; c += 1) {
      const address = freshClient();
      for (let failures = 0; failures < L.maxPerUsernameClient; failures += 1) {
        now += loginDelayMs(failures);
        codes.push(await guess(owner.username, address, now));
      }
    }
    expect(codes).toHaveLength(200);
    expect(codes.filter((code) => code === "unauthenticated")).toHaveLength(L.maxPerUsername);
    expect(codes.filter((code) => code === "challenge_required")).toHaveLength(200 - L.maxPerUsername);

    const known = await signIn({ username: owner.username, cookie });
    expect(known.status).toBe(200);
    expect((await json<{ user: { id: string } }>(known)).user.id).toBe(owner.id);

    const stranger = freshClient();
    const unknown = await signIn({ username: owner.username, client: stranger });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("Retry-After")).toBeNull();
    const { challenge, ...refusal } = await json<{ message: string; code: string; challenge?: { a: number; b: number; securityToken: string } }>(unknown);
    expect(refusal).toMatchObject({ message: m.challengeRequired, code: "challenge_required" });
    expect(challenge?.a).toBeGreaterThanOrEqual(1);
    expect(challenge?.b).toBeLessThanOrEqual(10);
    // A real challenge of ours, fresh: answered at once it is too fast, as registration's.
    const tooFast = await signIn({
      username: owner.username,
      client: stranger,
      challenge: { securityToken: challenge!.securityToken, answer: challenge!.a + challenge!.b },
    });
    expect(tooFast.status).toBe(400);
    expect((await errorBody(tooFast)).message).toBe(m.tooFast);
    // Answered (after the 5 s a challenge must age), the right password signs in and the device becomes known.
    const answered = await signIn({ username: owner.username, client: stranger, challenge: await solvedChallenge() });
    expect(answered.status).toBe(200);
    expect((await signIn({ username: owner.username, client: stranger, cookie: deviceCookieOf(answered) })).status).toBe(200);

    // The ceiling's refusals are in the security log as locked sign-ins.
    expect((await securityEventsOf({ kind: "sign_in_locked", client: stranger }))[0]).toMatchObject({ route: "POST /api/auth/login" });
  }, 60_000);

  it("past the ceiling a solved challenge buys one check of the password once the username's delay has passed: a wrong one is 401, the next try must wait a step longer, then is asked again", async () => {
    const owner = await createUser();
    const before = Date.now() - 60_000;
    for (let i = 0; i < L.maxPerUsername; i += 1) expect(await guess(owner.username, freshClient(), before)).toBe("unauthenticated");
    expect((await guessAt(owner.username, freshClient(), before, true)).code).toBe("unauthenticated");
    expect(await guessAt(owner.username, freshClient(), before + 1_000, true)).toEqual({
      code: "rate_limited",
      retryAfter: (usernameDelayMs(L.maxPerUsername + 1) - 1_000) / 1000,
    });
    // A minute on, past the step: asked again, and a solved challenge with the right password signs in.
    const client = freshClient();
    expect((await errorBody(await signIn({ username: owner.username, client }))).code).toBe("challenge_required");
    const spent = await solvedChallenge();
    expect((await signIn({ username: owner.username, client, challenge: spent })).status).toBe(200);
    const again = await signIn({ username: owner.username, client, challenge: spent });
    expect(again.status).toBe(400);
    expect((await errorBody(again)).message).toBe(m.challengeUsed);
  });
});

describe("the device cookie", () => {
  it("is HttpOnly, Secure, SameSite=Strict, on the sign-in path, for a year, named without the username, and sign-out leaves it", async () => {
    const user = await createUser();
    const response = await signIn({ username: user.username });
    const header = response.headers.get("Set-Cookie")!;
    const attributes = header
      .split(";")
      .slice(1)
      .map((part) => part.trim());
    expect(attributes).toEqual(
      expect.arrayContaining(["HttpOnly", "Secure", "SameSite=Strict", "Path=/api/auth/login", `Max-Age=${DEVICE_TOKEN_TTL_MS / 1000}`]),
    );
    expect(attributes.find((part) => part.startsWith("Domain"))).toBeUndefined();
    expect(header.toLowerCase()).not.toContain(user.username.toLowerCase());
    expect(deviceCookieOf(response).split("=")[0]).toBe(deviceCookieName(env.JWT_SECRET, user.username));

    const { token } = await json<{ token: string }>(response);
    const logout = await call("POST", "/api/auth/logout", { token });
    expect(logout.status).toBe(204);
    expect(logout.headers.get("Set-Cookie")).toBeNull();
  });

  it("is renewed at every sign-in with the same device id", async () => {
    const user = await createUser();
    const first = deviceCookieOf(await signIn({ username: user.username }));
    const second = deviceCookieOf(await signIn({ username: user.username, cookie: first }));
    expect(second).toBe(first);
    const elsewhere = deviceCookieOf(await signIn({ username: user.username }));
    expect(elsewhere).not.toBe(first);
  });

  it("is ignored when forged, another user's, or sent under another user's name", async () => {
    const owner = await createUser();
    const other = await createUser();
    await fillCeiling(owner.username);
    const ownerName = deviceCookieName(env.JWT_SECRET, owner.username);
    const otherCookie = deviceCookieOf(await signIn({ username: other.username }));
    const otherValue = otherCookie.split("=")[1]!;
    const ownerRow = (await userRow(owner.id))!;
    const genuine = signDeviceToken(env.JWT_SECRET, ownerRow);
    const forgedMac = `${atob(genuine.replace(/-/g, "+").replace(/_/g, "/")).slice(0, -4)}beef`;
    const cookies = [
      // The other user's genuine token under the owner's cookie name.
      `${ownerName}=${otherValue}`,
      // The other user's cookie as it is: named for another username.
      otherCookie,
      // The owner's id and a device id with a MAC not made with the server's secret.
      `${ownerName}=${btoa(forgedMac).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`,
      // Signed with another secret.
      `${ownerName}=${signDeviceToken("another-secret", ownerRow)}`,
      `${ownerName}=not-base64!`,
    ];
    for (const cookie of cookies) expect((await errorBody(await signIn({ username: owner.username, cookie }))).code, cookie).toBe("challenge_required");
    expect((await signIn({ username: owner.username, cookie: `${ownerName}=${genuine}` })).status).toBe(200);
  });

  it("is revoked by an administrator setting the password and by a reset, and the next sign-in leaves a valid one", async () => {
    const owner = await createUser();
    const before = deviceCookieOf(await signIn({ username: owner.username }));
    const audit = { actorId: null, client: "203.0.113.9" };
    await setUserPassword(db, await userFacts(db, owner.id), (await userRow(owner.id))!.passwordHash, audit, "https://familyhub.test");
    await fillCeiling(owner.username);
    expect((await errorBody(await signIn({ username: owner.username, cookie: before }))).code).toBe("challenge_required");

    const afterAdmin = deviceCookieOf(await signIn({ username: owner.username, challenge: await solvedChallenge() }));
    expect((await signIn({ username: owner.username, cookie: afterAdmin })).status).toBe(200);

    const since = Date.now();
    expect((await call("POST", "/api/auth/reset-password", { body: { email: owner.email } })).status).toBe(200);
    const resetToken = tokenInMail((await lastMailTo(owner.email, since))!.body);
    const newPassword = "a-brand-new-password";
    expect((await call("POST", "/api/auth/new-password", { body: { token: resetToken, password: newPassword } })).status).toBe(200);
    expect((await errorBody(await signIn({ username: owner.username, password: newPassword, cookie: afterAdmin }))).code).toBe("challenge_required");
  }, 30_000);
});

describe("IPv6 clients", () => {
  const network = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`;

  it("two addresses in one /48 share the client's ceiling; another /48 does not", async () => {
    const shared = network();
    const now = Date.now();
    // Each failure from a different /64 of the same /48.
    for (let i = 0; i < L.maxPerClient; i += 1) expect(await guess(uniqueName("v6"), `${shared}:${(i + 1).toString(16)}::1`, now)).toBe("unauthenticated");
    expect(await guess(uniqueName("v6"), `${shared}:ffff::2`, now)).toBe("rate_limited");
    expect(await guess(uniqueName("v6"), `${network()}:1::1`, now)).toBe("unauthenticated");
  });

  it("two addresses in one /64 share the username's pair limit; another /64 of the same /48 does not", async () => {
    const username = uniqueName("pair");
    const prefix = `${network()}:7`;
    const now = Date.now();
    for (let i = 0; i < L.freeFailures; i += 1) expect(await guess(username, `${prefix}::${i + 1}`, now)).toBe("unauthenticated");
    expect(await guess(username, `${prefix}:abcd::9`, now)).toBe("rate_limited");
    expect(await guess(username, `${prefix.replace(/:7$/, ":8")}::1`, now)).toBe("unauthenticated");
  });
});

describe("registration's username-taken answer", () => {
  const registerAs = async (username: string, client: string, challenge?: { securityToken: string; answer: number | string }) =>
    call("POST", "/api/auth/register", {
      body: {
        username,
        email: `${uniqueName("taken")}@example.test`,
        password: "a-long-enough-password",
        website: "",
        ...(challenge ?? (await solvedChallenge())),
      },
      headers: { "CF-Connecting-IP": client },
    });

  it("comes only after a valid challenge: a wrong, spent or too fresh one is refused first", async () => {
    const owner = await createUser();
    const wrong = await solvedChallenge();
    expect(await errorBody(await registerAs(owner.username, freshClient(), { ...wrong, answer: wrong.answer + 1 }))).toEqual({
      message: m.wrongAnswer,
      code: "invalid_body",
    });
    expect((await errorBody(await registerAs(owner.username, freshClient(), wrong))).message).toBe(m.challengeUsed);
    expect((await errorBody(await registerAs(owner.username, freshClient(), await solvedChallenge(1_000)))).message).toBe(m.tooFast);
    expect(await errorBody(await registerAs(owner.username.toUpperCase(), freshClient()))).toEqual({ message: m.usernameTaken, code: "conflict" });
  });

  it("is throttled per /48: addresses in different /64s of one /48 share the registrations per client", async () => {
    const owner = await createUser();
    const shared = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    for (let i = 0; i < REGISTRATIONS_PER_CLIENT; i += 1) expect((await registerAs(owner.username, `${shared}:${(i + 1).toString(16)}::1`)).status).toBe(409);
    const refused = await registerAs(owner.username, `${shared}:ffff::1`);
    expect(refused.status).toBe(429);
    expect((await errorBody(refused)).code).toBe("rate_limited");
    expect((await registerAs(owner.username, `2001:db9:${Math.floor(Math.random() * 0xffff).toString(16)}::1`)).status).toBe(409);
  }, 30_000);
});
