import { errorText } from "../error-text";
import { checkOutboundUrl, type UrlPolicy, type UrlRefusal } from "./url-policy";

/** What the last good fetch answered, sent back so an unchanged resource answers 304. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

/** Why a fetch failed; each caller gives these its own Faroese texts. */
export type SafeFetchFailure =
  | { reason: "url"; refusal: UrlRefusal }
  | { reason: "redirects" }
  | { reason: "redirectRefused"; refusal: UrlRefusal }
  | { reason: "status"; status: number }
  | { reason: "tooLarge" }
  | { reason: "timeout" }
  | { reason: "network"; detail: string };

export type SafeFetch = { kind: "unchanged"; headers: Headers } | { kind: "body"; text: string; headers: Headers } | ({ kind: "failed" } & SafeFetchFailure);
/** A fetch of bytes (a picture): the body as it came, never decoded as text. */
export type SafeFetchBytes =
  | { kind: "unchanged"; headers: Headers }
  | { kind: "body"; bytes: Uint8Array; headers: Headers }
  | ({ kind: "failed" } & SafeFetchFailure);

export interface SafeFetchOptions {
  /** The Accept header. */
  accept: string;
  /** Who is asking: some services (MET Norway) refuse an anonymous client. */
  userAgent: string;
  /** The body is read no further than this many bytes. */
  maxBytes: number;
  /** The whole fetch, redirects and body included. */
  timeoutMs: number;
  /** At most this many redirects, each checked like the URL itself. */
  redirects: number;
  validators?: Validators;
  policy: UrlPolicy;
  /** The URL check, for the URL and every redirect's Location (against the URL it came from); the shared policy by default. */
  checkUrl?: (text: string, base?: string) => { ok: true; url: string } | { ok: false; refusal: UrlRefusal };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** What a URL without a caller's own check may be: long enough for any API's query string. */
const URL_MAX = 2048;

/** The body's chunks, read no further than the cap: null when it is longer (by its Content-Length or by what came). */
async function cappedChunks(response: Response, cap: number): Promise<Uint8Array[] | null> {
  if (Number(response.headers.get("content-length") ?? 0) > cap) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return [];
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    if (bytes > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(chunk.value);
  }
  return chunks;
}

/** The body as text, read no further than the cap: null when it is longer. */
async function cappedText(response: Response, cap: number): Promise<string | null> {
  const chunks = await cappedChunks(response, cap);
  if (chunks === null) return null;
  const decoder = new TextDecoder();
  return chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join("") + decoder.decode();
}

/** The body as bytes, read no further than the cap: null when it is longer. */
async function cappedBytes(response: Response, cap: number): Promise<Uint8Array | null> {
  const chunks = await cappedChunks(response, cap);
  return chunks === null ? null : new Uint8Array(await new Blob(chunks).arrayBuffer());
}

function headersFor(options: SafeFetchOptions): Record<string, string> {
  const { validators } = options;
  return {
    Accept: options.accept,
    "User-Agent": options.userAgent,
    ...(validators?.etag ? { "If-None-Match": validators.etag } : {}),
    ...(validators?.lastModified ? { "If-Modified-Since": validators.lastModified } : {}),
  };
}

type Check = NonNullable<SafeFetchOptions["checkUrl"]>;

/** One fetch after another, each redirect's target checked like the URL itself, at most `options.redirects` of them. */
async function follow(url: string, options: SafeFetchOptions, check: Check, signal: AbortSignal): Promise<Response | ({ kind: "failed" } & SafeFetchFailure)> {
  let current = url;
  for (let redirects = 0; ; redirects++) {
    const response = await fetch(current, { redirect: "manual", signal, headers: headersFor(options) });
    if (!REDIRECTS.has(response.status)) return response;
    await response.body?.cancel();
    if (redirects === options.redirects) return { kind: "failed", reason: "redirects" };
    const next = check(response.headers.get("location") ?? "", current);
    if (!next.ok) return { kind: "failed", reason: "redirectRefused", refusal: next.refusal };
    current = next.url;
  }
}

type Fetched<B> = { kind: "unchanged"; headers: Headers } | { kind: "body"; body: B; headers: Headers } | ({ kind: "failed" } & SafeFetchFailure);

/** The fetch both forms share, its body read by `read` (null: over the cap). */
async function fetchChecked<B>(url: string, options: SafeFetchOptions, read: (response: Response, cap: number) => Promise<B | null>): Promise<Fetched<B>> {
  const check: Check = options.checkUrl ?? ((text, base) => checkOutboundUrl(text, options.policy, { maxLength: URL_MAX, base }));
  const checked = check(url);
  if (!checked.ok) return { kind: "failed", reason: "url", refusal: checked.refusal };
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await follow(checked.url, options, check, signal);
    if (!(response instanceof Response)) return response;
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: "unchanged", headers: response.headers };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: "failed", reason: "status", status: response.status };
    }
    const body = await read(response, options.maxBytes);
    if (body === null) return { kind: "failed", reason: "tooLarge" };
    return { kind: "body", body, headers: response.headers };
  } catch (error) {
    if (signal.aborted) return { kind: "failed", reason: "timeout" };
    return { kind: "failed", reason: "network", detail: errorText(error, 200) };
  }
}

/**
 * The server's one way out to the internet (docs/features/weather.md "One safe way out"): the URL is
 * checked by the outbound policy, so is every redirect (followed by hand, never by fetch), the whole
 * fetch gets `timeoutMs` and the body is read no further than `maxBytes`. Never throws: a failure
 * comes back as a reason the caller gives its own text. A 304 is `unchanged`; any other status that
 * is not 2xx is a failure.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetch> {
  const fetched = await fetchChecked(url, options, cappedText);
  return fetched.kind === "body" ? { kind: "body", text: fetched.body, headers: fetched.headers } : fetched;
}

/** `safeFetch` for bytes (a recipe's picture, docs/features/recipes.md "Pictures"): the same checks and caps, the body as it came. */
export async function safeFetchBytes(url: string, options: SafeFetchOptions): Promise<SafeFetchBytes> {
  const fetched = await fetchChecked(url, options, cappedBytes);
  return fetched.kind === "body" ? { kind: "body", bytes: fetched.body, headers: fetched.headers } : fetched;
}
