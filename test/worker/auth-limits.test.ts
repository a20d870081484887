import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LOGIN_LIMITS as L } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import { loginEvents } from "@worker/db/schema";
import { HttpError } from "@worker/lib/http-error";
import { loginDelayMs } from "@worker/lib/login-delay";
import { login as loginService } from "@worker/services/auth/login";
import { call, freshClient, errorBody } from "@test/helpers/api";
import { familyDb } from "@worker/db/databases";
import { createUser, directory as db, PASSWORD, uniqueName } from "@test/helpers/factories";
import { securityEventsOf } from "@test/helpers/security-events";

const login = (username: string, password: string, client: string) =>
  call("POST", "/api/auth/login", { body: { username, password, rememberMe: false }, headers: { "CF-Connecting-IP": client } });

const attemptsOf = async (username: string) =>
  (await db.select({ n: sql<number>`count(*)` }).from(loginEvents).where(eq(loginEvents.usernameKey, username.toLowerCase())))[0]!.n;

/** The sign-in service with a password check that only counts its calls (no scrypt), at a chosen time. */
function countingLogin(client: string) {
  const checks = { count: 0 };
  const check = async () => {
    checks.count += 1;
    return false as const;
  };
  const attempt = (username: string, password: string, now: number) =>
    loginService(
      {
        db,
        familyDb: (name) => familyDb(env, name),
        secret: env.JWT_SECRET,
        client,
        network: client,
        defer: () => undefined,
        verify: check,
        verifyUnknown: check,
      },
      { username, password, rememberMe: false },
      now,
    ).then(
      () => 200,
      // The challenge shares 401 with a wrong password: told apart by its code.
      (error: unknown) => (error instanceof HttpError ? (error.code === "challenge_required" ? error.code : error.status) : 500),
    );
  return { checks, attempt };
}

describe("the sign-in limiter counts before it hashes", () => {
  it("100 parallel wrong guesses reach the password check at most the free tries: the rest answer 429 with Retry-After", async () => {
    const user = await createUser();
    const client = freshClient();
    const answers = await Promise.all(Array.from({ length: 100 }, () => login(user.username, "wrong-password", client)));
    const statuses = answers.map((response) => response.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(L.freeFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checked);
    // Each check has its row, written before the check: no row, no hash.
    expect(await attemptsOf(user.username)).toBe(checked);
    const refused = answers.find((response) => response.status === 429)!;
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await errorBody(refused)).toEqual({ message: m.rateLimited, code: "rate_limited" });
  }, 60_000);

  it("the same 100 in parallel through the service call the password check at most the free tries", async () => {
    const { checks, attempt } = countingLogin(freshClient());
    const username = uniqueName("par");
    const now = Date.now();
    const statuses = await Promise.all(Array.from({ length: 100 }, () => attempt(username, "guess", now)));
    expect(checks.count).toBeLessThanOrEqual(L.freeFailures);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checks.count);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checks.count);
  });
});

describe("no lock-out of a stranger's account", () => {
  it("the attacker's address is blocked while the owner signs in from another", async () => {
    const owner = await createUser();
    const attacker = freshClient();
    for (let i = 0; i < L.freeFailures; i += 1) expect((await login(owner.username, "guess", attacker)).status).toBe(401);
    const blocked = await login(owner.username, PASSWORD, attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBe(Math.ceil(loginDelayMs(L.freeFailures) / 1000));
    expect((await login(owner.username, PASSWORD, freshClient())).status).toBe(200);
    // The lock-out is in the security log, with the attacker's address and no password.
    const [locked] = await securityEventsOf({ kind: "sign_in_locked", client: attacker });
    expect(locked).toMatchObject({ kind: "sign_in_locked", client: attacker, route: "POST /api/auth/login" });
    expect(JSON.stringify(locked)).not.toContain(PASSWORD);
  });

  it("each further failure of a username and client waits twice as long, up to the pair's limit for the window", async () => {
    const { checks, attempt } = countingLogin(freshClient());
    const username = uniqueName("slow");
    let now = Date.now();
    for (let failures = 0; failures < L.maxPerUsernameClient; failures += 1) {
      if (failures >= L.freeFailures) {
        // Just before the delay is over: refused, and not checked.
        expect(await attempt(username, "guess", now + loginDelayMs(failures) - 1)).toBe(429);
        now += loginDelayMs(failures);
      }
      expect(await attempt(username, "guess", now)).toBe(401);
    }
    expect(checks.count).toBe(L.maxPerUsernameClient);
    // At the limit, waiting out the delay is not enough: the pair is blocked until the window moves on.
    expect(await attempt(username, "guess", now + 10 * 60_000)).toBe(429);
    expect(await attempt(username, "guess", now + L.windowMs + 1)).toBe(401);
  });

  it("guessing spread over many addresses stops at the far higher per-username ceiling: an unknown device is then asked for a challenge, unchecked", async () => {
    const username = uniqueName("wide");
    const now = Date.now();
    for (let i = 0; i < L.maxPerUsername; i += 1) expect(await countingLogin(freshClient()).attempt(username, "guess", now)).toBe(401);
    const fresh = countingLogin(freshClient());
    expect(await fresh.attempt(username, "guess", now)).toBe("challenge_required");
    expect(fresh.checks.count).toBe(0);
  });

  it("one address failing across many usernames is stopped too", async () => {
    const { checks, attempt } = countingLogin(freshClient());
    const now = Date.now();
    for (let i = 0; i < L.maxPerClient; i += 1) expect(await attempt(uniqueName("spray"), "guess", now)).toBe(401);
    expect(await attempt(uniqueName("spray"), "guess", now)).toBe(429);
    expect(checks.count).toBe(L.maxPerClient);
  });

  it("an IPv6 client is counted by its /64: another address in it is the same client", async () => {
    const user = await createUser();
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let i = 0; i < L.freeFailures; i += 1) expect((await login(user.username, "guess", `${prefix}::${i + 1}`)).status).toBe(401);
    expect((await login(user.username, PASSWORD, `${prefix}::abcd`)).status).toBe(429);
    expect((await login(user.username, PASSWORD, `${prefix.replace(/:1$/, ":2")}::1`)).status).toBe(200);
  });

  it("a successful sign-in does not count as a failure", async () => {
    const user = await createUser();
    const client = freshClient();
    for (let i = 0; i < L.freeFailures + 2; i += 1) expect((await login(user.username, PASSWORD, client)).status).toBe(200);
  });
});
