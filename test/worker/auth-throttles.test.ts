import { describe, expect, it } from "vitest";
import { CHALLENGES_PER_CLIENT, REGISTRATIONS_PER_ADDRESS, RESET_MAILS_PER_ADDRESS, RESET_REQUESTS_PER_CLIENT } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import { call, freshClient, errorBody } from "@test/helpers/api";
import { registrationBody } from "@test/helpers/auth";
import { createUser, uniqueName } from "@test/helpers/factories";
import { securityEventsOf } from "@test/helpers/security-events";
import { tableCounts } from "@test/helpers/world";

const from = (client: string) => ({ "CF-Connecting-IP": client });
const requestReset = (email: string, client = freshClient()) => call("POST", "/api/auth/reset-password", { body: { email }, headers: from(client) });

/**
 * Row counts without any database's security log (a refused request writes its event and nothing
 * else), once the earlier requests' deferred writes (mails) have landed: two reads 150 ms apart agree.
 */
async function countsBesideTheLog() {
  const read = async () => {
    const counts = Object.entries(await tableCounts({ bookkeeping: true })).filter(([table]) => !table.endsWith(".security_events"));
    return JSON.stringify(Object.fromEntries(counts));
  };
  let last = await read();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = await read();
    if (now === last) return JSON.parse(now) as Record<string, number>;
    last = now;
  }
}

/** The reset screens answer failures in plain text, the code in X-Error-Code. */
async function expectPlainTextLimit(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(response.headers.get("X-Error-Code")).toBe("rate_limited");
  expect(await response.text()).toBe(m.rateLimited);
}

describe("reset mails", () => {
  it("per address: past the limit a known and an unknown address both answer 429 alike, and nothing is written but the event", async () => {
    const user = await createUser();
    const unknown = `${uniqueName("nobody")}@example.test`;
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < RESET_MAILS_PER_ADDRESS; i += 1) expect((await requestReset(email)).status).toBe(200);
    }
    const before = await countsBesideTheLog();
    const client = freshClient();
    const known = await requestReset(user.email, client);
    const other = await requestReset(unknown);
    await expectPlainTextLimit(known);
    await expectPlainTextLimit(other);
    expect(known.headers.get("Retry-After")).toBe(other.headers.get("Retry-After"));
    expect((await securityEventsOf({ kind: "rate_limited", client }))[0]).toMatchObject({ route: "POST /api/auth/reset-password" });
    expect(await countsBesideTheLog()).toEqual(before);
  });

  it("per client: one address asking for many addresses is stopped", async () => {
    const client = freshClient();
    for (let i = 0; i < RESET_REQUESTS_PER_CLIENT; i += 1) expect((await requestReset(`${uniqueName("many")}@example.test`, client)).status).toBe(200);
    await expectPlainTextLimit(await requestReset(`${uniqueName("many")}@example.test`, client));
  });
});

describe("registration", () => {
  it("per address: past the limit, 429 with Retry-After and the Faroese message, and no account, challenge or mail", async () => {
    const email = `${uniqueName("reg")}@example.test`;
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS; i += 1) {
      expect((await call("POST", "/api/auth/register", { body: await registrationBody({ email }) })).status).toBe(201);
    }
    const before = await countsBesideTheLog();
    const refused = await call("POST", "/api/auth/register", { body: await registrationBody({ email }) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await errorBody(refused)).toEqual({ message: m.rateLimited, code: "rate_limited" });
    expect(await countsBesideTheLog()).toEqual(before);
  });
});

describe("challenges", () => {
  it("per client: past the limit the challenge answers 429; another client still gets one", async () => {
    const client = freshClient();
    const answers = await Promise.all(Array.from({ length: CHALLENGES_PER_CLIENT + 5 }, () => call("GET", "/api/auth/challenge", { headers: from(client) })));
    // Counted atomically: exactly the limit pass, however many arrive at once.
    expect(answers.filter((response) => response.status === 200)).toHaveLength(CHALLENGES_PER_CLIENT);
    expect(answers.filter((response) => response.status === 429)).toHaveLength(5);
    expect((await call("GET", "/api/auth/challenge")).status).toBe(200);
  }, 60_000);
});
