import { expect } from "vitest";
import { exports } from "cloudflare:workers";

export const ORIGIN = "http://familyhub.test";

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, not JSON-encoded (malformed bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/**
 * A client address no other call uses: the per-client limits (sign-in, mails, challenges) then
 * count one test's requests only. Tests of those limits name the address (CF-Connecting-IP).
 */
export const freshClient = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join(".")}`;

/** A request to the real Worker (its fetch handler, in this workerd), as a phone would send it, from its own address. */
export function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", freshClient());
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  // Manual redirects: the verify link answers 302 and the test reads where it points.
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body, redirect: "manual" }));
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** An API error's body without its request id, after checking it carries one (every error body does). */
export async function errorBody(response: Response) {
  const { requestId, ...body } = await json<{ message: string; code: string; requestId?: unknown; issues?: { path: string; message: string }[] }>(response);
  expect(typeof requestId === "string" && requestId.length > 0, "the error body carries its request id").toBe(true);
  return body;
}
