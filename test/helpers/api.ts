import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import type { Bindings } from "@worker/env";
import worker from "@worker/index";

export const ORIGIN = "http://familyhub.test";

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, not JSON-encoded (malformed bodies, a photo's bytes). */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  /**
   * Other bindings for this one request (a queue the test holds, helpers/queue.ts): it then runs
   * through the Worker's fetch handler with them, and the call returns only once the work it left
   * for after its answer (waitUntil: notices, queue sends) is done, so none outlives the test.
   */
  env?: Bindings;
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
  let body: string | Uint8Array | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  // Manual redirects: the verify link answers 302 and the test reads where it points.
  const request = new Request(`${ORIGIN}${path}`, { method, headers, body, redirect: "manual" });
  return options.env ? fetchWith(options.env, request) : exports.default.fetch(request);
}

async function fetchWith(env: Bindings, request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
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
