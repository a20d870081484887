import { exports } from "cloudflare:workers";
import { DAVClient } from "tsdav";
import type { CreatedAppPassword } from "@contract/schemas/caldav";
import { call, freshClient, json, ORIGIN } from "./api";
import { PASSWORD, type TestUser } from "./factories";

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

/** A new app password for a signed-in user, through the JSON API. */
export async function newAppPassword(user: Pick<TestUser, "token" | "username">, name = "Síminn"): Promise<DavCredentials> {
  const answer = await call("POST", "/api/caldav/app-passwords", { token: user.token, body: { name, password: PASSWORD } });
  if (answer.status !== 201) throw new Error(`app password: ${answer.status} ${await answer.text()}`);
  const { password } = await json<CreatedAppPassword>(answer);
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
export async function caldavClient(user: Pick<TestUser, "token" | "username">): Promise<DAVClient> {
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
