import { exports } from "cloudflare:workers";
import { DAVClient } from "tsdav";
import { appPasswords } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { appPasswordDigest, newAppPasswordSecret } from "@worker/services/caldav/app-passwords";
import { freshClient, ORIGIN } from "./api";
import { dbOfAccount, type TestUser } from "./factories";

/**
 * A real CalDAV client (tsdav) talking to the Worker in this workerd, as a phone would
 * (docs/features/caldav.md "Tested with"): its fetch is the Worker's own fetch handler, from one
 * client address per client. Make an app password with `newAppPassword`, or pass any credentials.
 */
export interface DavCredentials {
  username: string;
  password: string;
}

/** A fetch to the Worker from one client address, as tsdav's `fetch` option. */
export function workerFetch(client = freshClient()): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", client);
    return exports.default.fetch(new Request(request, { headers, redirect: "manual" }));
  };
}

/**
 * A new app password of the user's, written straight to D1 as the API stores it: making it through
 * the API checks the account's password with scrypt, which every CalDAV test's client paid.
 * POST /api/caldav/app-passwords has its own tests (caldav-app-passwords.test.ts).
 */
export async function storedAppPassword(userId: string, name = "Síminn"): Promise<{ id: string; password: string }> {
  const id = newId();
  const password = newAppPasswordSecret();
  await (await dbOfAccount(userId))
    .insert(appPasswords)
    .values({ id, userId, name, secretHash: appPasswordDigest(password), createdAt: new Date().toISOString() });
  return { id, password };
}

/** A new app password for a user, and the CalDAV credentials it makes. */
export async function newAppPassword(user: Pick<TestUser, "id" | "username">, name = "Síminn"): Promise<DavCredentials> {
  const { password } = await storedAppPassword(user.id, name);
  return { username: user.username, password };
}

/** A tsdav client for the credentials, not yet signed in (`await client.login()` discovers from /.well-known/caldav). */
export function davClient(credentials: DavCredentials): DAVClient {
  return new DAVClient({
    serverUrl: `${ORIGIN}/`,
    credentials,
    authMethod: "Basic",
    defaultAccountType: "caldav",
    fetch: workerFetch(),
  });
}

/** A signed-in tsdav client for a user, with a fresh app password. */
export async function caldavClient(user: Pick<TestUser, "id" | "username">): Promise<DAVClient> {
  const client = davClient(await newAppPassword(user));
  await client.login();
  return client;
}

/** A raw CalDAV request with Basic credentials (for what a client library does not send: Depth infinity, a DOCTYPE…). */
export function davRequest(method: string, path: string, credentials: DavCredentials | null, init: { body?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  if (credentials)
    headers.set("Authorization", `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${credentials.username}:${credentials.password}`)))}`);
  if (init.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/xml; charset=utf-8");
  return workerFetch()(`${ORIGIN}${path}`, { method, headers, body: init.body });
}
