import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAV_SIGN_IN_LIMITS as L } from "@contract/caldav-limits";
import { apiRoutes } from "@worker/api-routes";
import { createApp } from "@worker/app";
import type { DavCollectionKind } from "@worker/caldav/collection";
import { DAV_KINDS } from "@worker/caldav/kinds";
import { rawStatement } from "@worker/lib/batch";
import { ORIGIN } from "@test/helpers/api";
import { type DavCredentials, davRequest, newAppPassword } from "@test/helpers/caldav-client";
import { createUser } from "@test/helpers/factories";

/**
 * CalDAV's sign-in limits (docs/features/caldav.md "Sign-in"): failures count by the client's
 * network and by the guess, never by the username, through one guarded statement; and wrong
 * credentials read nothing of the request's target.
 */
const octet = () => Math.floor(Math.random() * 256);
/** A /48 of its own per test run, and /64s inside it. */
const v6Network = () => `2001:db8:${octet().toString(16)}${octet().toString(16)}`;

const propfind = (credentials: DavCredentials | null, client: string, path = "/caldav/") =>
  davRequest("PROPFIND", path, credentials, { headers: { Depth: "0", "CF-Connecting-IP": client } });

const wrongPassword = (index: number) => `wrong-${index}-${crypto.randomUUID()}`;

const statuses = (answers: readonly Response[]) => answers.map((answer) => answer.status).sort();

describe("CalDAV sign-in limits", () => {
  // A thousand real requests through the Worker and D1: more than the default 30 s on a busy machine.
  it("accepts the right app password throughout a stranger's 1,000 wrong guesses at the same username from other networks", async () => {
    const user = await createUser();
    const right = await newAppPassword(user);
    const owner = `192.0.2.${octet()}`;
    const prefix = `100.${64 + (octet() % 64)}`;
    for (let batch = 0; batch < 10; batch++) {
      const guesses = Array.from({ length: 100 }, (_, index) =>
        propfind({ username: user.username, password: wrongPassword(index) }, `${prefix}.${batch}.${index}`),
      );
      const [mine, ...theirs] = await Promise.all([propfind(right, owner), ...guesses]);
      expect(mine.status).toBe(207);
      expect(new Set(statuses(theirs))).toEqual(new Set([401]));
    }
    expect((await propfind(right, `198.51.100.${octet()}`)).status).toBe(207);
  }, 120_000);

  it(`counts each of 200 parallel wrong guesses from one network: exactly ${L.maxGuessesPerNetwork} are judged (401), the rest wait (429), the right password from that network too`, async () => {
    const user = await createUser();
    const right = await newAppPassword(user);
    const network = v6Network();
    // Spread over many /64s of one /48: the ceiling counts the /48.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => propfind({ username: user.username, password: wrongPassword(index) }, `${network}:${index.toString(16)}::1`)),
    );
    const judged = answers.filter((answer) => answer.status === 401).length;
    expect(judged).toBe(L.maxGuessesPerNetwork);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(200 - L.maxGuessesPerNetwork);
    const waiting = await propfind(right, `${network}:ffff::2`);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await propfind(right, `203.0.113.${octet()}`)).status).toBe(207);
  });

  it(`lets a client retry one revoked app password ${L.maxPerGuess} times before it waits, using up one guess of its network: the network's other phones still sign in`, async () => {
    const user = await createUser();
    const stale = { username: user.username, password: wrongPassword(0) };
    const home = `198.18.${octet()}.${octet()}`;
    const tries = [];
    for (let index = 0; index < L.maxPerGuess + 2; index++) tries.push((await propfind(stale, home)).status);
    expect(tries).toEqual([...Array<number>(L.maxPerGuess).fill(401), 429, 429]);
    const other = await createUser({ familyId: user.familyId });
    expect((await propfind(await newAppPassword(other), home)).status).toBe(207);
    expect((await propfind(await newAppPassword(user), home)).status).toBe(207);
  });
});

/** A kind whose collections' statement fails whenever it runs: a request that ran it answers 500. */
const tripwire: DavCollectionKind = {
  owns: (slug) => slug === "tripwire",
  collections: (db) => ({ statement: rawStatement(db, sql`SELECT json('not json') AS tripped`), read: () => [] }),
  read: async () => [],
};

const app = createApp(apiRoutes, [tripwire, ...DAV_KINDS]);

async function appPropfind(credentials: DavCredentials, path: string) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, {
    method: "PROPFIND",
    headers: { Authorization: `Basic ${btoa(`${credentials.username}:${credentials.password}`)}`, Depth: "0", "CF-Connecting-IP": `192.0.2.${octet()}` },
  });
  const answer = await app.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return answer;
}

describe("CalDAV credentials are judged first", () => {
  it("runs none of the target's reads for a wrong app password: a target whose read fails answers 401, and 500 only once signed in", async () => {
    const user = await createUser();
    const right = await newAppPassword(user);
    for (const path of [`/caldav/families/${user.familyId}/`, `/caldav/families/${user.familyId}/tripwire/`]) {
      expect((await appPropfind({ ...right, password: wrongPassword(0) }, path)).status, path).toBe(401);
      expect((await appPropfind(right, path)).status, path).toBe(500);
    }
  });
});
