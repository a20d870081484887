import { describe, expect, it } from "vitest";
import { LOGIN_LIMITS as L } from "@contract/limits";
import { maxGuessesPerUsernamePerWindow } from "@worker/lib/login-delay";
import { errorBody, freshClient, json } from "@test/helpers/api";
import { createUser, PASSWORD, uniqueName } from "@test/helpers/factories";
import { deviceCookieOf, guess, guessAt, signIn } from "@test/helpers/sign-in";

const v6Network = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`;

describe("a known device and the ceilings strangers reach", () => {
  it("a known device signs in from an address strangers have pushed over the network's ceiling, where an unknown device is refused", async () => {
    const owner = await createUser();
    const cookie = deviceCookieOf(await signIn({ username: owner.username }));
    const carrier = freshClient();
    const now = Date.now();
    for (let i = 0; i < L.maxPerClient; i += 1) expect(await guess(uniqueName("spray"), carrier, now)).toBe("unauthenticated");

    expect((await signIn({ username: owner.username, client: carrier })).status).toBe(429);
    const known = await signIn({ username: owner.username, client: carrier, cookie });
    expect(known.status).toBe(200);
    expect((await json<{ user: { id: string } }>(known)).user.id).toBe(owner.id);
  });

  it("a known device signs in from a /64 of an IPv6 /48 whose other /64s have pushed it over the ceiling", async () => {
    const owner = await createUser();
    const cookie = deviceCookieOf(await signIn({ username: owner.username }));
    const shared = v6Network();
    const now = Date.now();
    for (let i = 0; i < L.maxPerClient; i += 1) expect(await guess(uniqueName("v6"), `${shared}:${(i + 1).toString(16)}::1`, now)).toBe("unauthenticated");

    expect((await signIn({ username: owner.username, client: `${shared}:ffff::2` })).status).toBe(429);
    expect((await signIn({ username: owner.username, client: `${shared}:ffff::2`, cookie })).status).toBe(200);
  });

  it("strangers failing the owner's username from the owner's own address do not hold the known device; its own failures meet its own pair limit", async () => {
    const owner = await createUser();
    const cookie = deviceCookieOf(await signIn({ username: owner.username }));
    const shared = freshClient();
    let now = Date.now() - 10 * 60_000;
    for (let i = 0; i < L.maxPerUsernameClient; i += 1) {
      expect(await guess(owner.username, shared, now)).toBe("unauthenticated");
      now += 70_000;
    }
    expect((await signIn({ username: owner.username, client: shared })).status).toBe(429);
    expect((await signIn({ username: owner.username, client: shared, cookie })).status).toBe(200);

    for (let i = 0; i < L.freeFailures; i += 1)
      expect((await signIn({ username: owner.username, password: "a-typo", client: shared, cookie })).status).toBe(401);
    const held = await signIn({ username: owner.username, client: shared, cookie });
    expect(held.status).toBe(429);
    expect((await errorBody(held)).code).toBe("rate_limited");
  });
});

describe("a guesser spread over many addresses", () => {
  it("is documented at 207 checks of one username a day", () => {
    expect(maxGuessesPerUsernamePerWindow()).toBe(207);
    expect(L.usernameWindowMs).toBe(24 * 60 * 60_000);
  });

  it("with a new address and a solved challenge for every try, checks one username at most the daily figure in a day, and the owner's known device still signs in at once", async () => {
    const owner = await createUser();
    const cookie = deviceCookieOf(await signIn({ username: owner.username }));
    // A day of guessing that began a little less than a day ago, so its first tries still count now.
    const end = Date.now() - 1_000;
    let now = end - L.usernameWindowMs + 10 * 60_000;
    let checked = 0;
    let refused = 0;
    // The guesser tries as soon as it may: again at once after a check, after the Retry-After after a refusal.
    while (now <= end) {
      const { code, retryAfter } = await guessAt(owner.username, freshClient(), now, true);
      if (code === "unauthenticated") checked += 1;
      else {
        expect(code).toBe("rate_limited");
        refused += 1;
        now += retryAfter! * 1000;
      }
    }
    expect(checked).toBe(maxGuessesPerUsernamePerWindow());
    expect(refused).toBeGreaterThan(0);

    // Still under attack: an unknown device with the right password is told to wait, the owner's known one is not.
    const unknown = await signIn({ username: owner.username });
    expect(unknown.status).toBe(429);
    expect(Number(unknown.headers.get("Retry-After"))).toBeGreaterThan(0);
    const known = await signIn({ username: owner.username, cookie, password: PASSWORD });
    expect(known.status).toBe(200);
  }, 120_000);
});
