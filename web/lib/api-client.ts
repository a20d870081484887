import type { ErrorChallenge, ErrorCode } from "@contract/errors";
import { ERROR_STATUS } from "@contract/errors";
import { D1_BOOKMARK_HEADER } from "@contract/limits";
import { SESSION_TOKEN_HEADER } from "@contract/session-token";
import { LIVE_NOTICES_HEADER, type LiveMessageType, REQUEST_ID_HEADER } from "@contract/realtime";
import { type PageHeaders, pageHeadersOf } from "@contract/page-headers";
import { authToken, clearToken, replaceToken } from "./auth-storage";
import { serverReachable } from "./connection";
import { noticesOf, ownWrites } from "./own-writes";

type ApiErrorCode = ErrorCode | "network" | "unknown";

/** Every failed call throws this: the status, the server's code and the text to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The server's own `message` (or plain-text body), when it sent one. */
  readonly serverMessage: string | null;
  /** The id the server logged the request under, when it answered one: what to quote when reporting a problem. */
  readonly requestId: string | null;
  /** With `challenge_required`: the question the sign-in must answer. */
  readonly challenge: ErrorChallenge | null;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    serverMessage: string | null,
    requestId: string | null = null,
    challenge: ErrorChallenge | null = null,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.requestId = requestId;
    this.challenge = challenge;
  }
}

interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Public calls (login, register, challenge, password reset) send no token. */
  auth?: boolean;
  /**
   * Another caller's bearer token (the kitchen screen's): sent instead of the phone's session, and
   * the call leaves the phone's bookkeeping alone (kept answers, own write ids and notices, the
   * sign-out on a 401).
   */
  token?: string;
  signal?: AbortSignal;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);
}

function isChallenge(value: unknown): value is ErrorChallenge {
  if (typeof value !== "object" || value === null) return false;
  const { a, b, securityToken } = value as Record<string, unknown>;
  return typeof a === "number" && typeof b === "number" && typeof securityToken === "string";
}

/** Reads an error body: JSON `{message, code, requestId, challenge?}` or plain text (docs/api.md#errors). */
export function parseErrorBody(text: string): {
  message: string | null;
  code: ErrorCode | null;
  requestId?: string;
  challenge?: ErrorChallenge;
} {
  const trimmed = text.trim();
  if (!trimmed) return { message: null, code: null };
  try {
    const body: unknown = JSON.parse(trimmed);
    if (typeof body === "object" && body !== null) {
      const { message, code, requestId, challenge } = body as Record<string, unknown>;
      return {
        message: typeof message === "string" && message.trim() ? message : null,
        code: isErrorCode(code) ? code : null,
        ...(typeof requestId === "string" ? { requestId } : {}),
        ...(isChallenge(challenge) ? { challenge } : {}),
      };
    }
  } catch {
    // Not JSON: the body itself is the text.
  }
  return { message: trimmed, code: null };
}

/** "500: Internal Server Error" for server faults, "404: <body>" otherwise (docs/decisions.md#everywhere). */
export function defaultErrorText(status: number, statusText: string, body: string): string {
  return status >= 500 ? `${status}: ${statusText}` : `${status}: ${body}`;
}

/**
 * The last answer of each conditional read (a GET that answered an ETag: the family reads), per
 * session: sent back as If-None-Match, and answered again when the server says 304, so an
 * unchanged list costs the server no rows and the phone no body (docs/features/conditional-reads.md).
 * In memory only: after a restart the first read of each list is a plain one.
 */
const keptAnswers = new Map<string, { token: string; etag: string; body: unknown; page: PageHeaders }>();

/** Forgets every kept answer (sign-out, another user). */
export function forgetKeptAnswers(): void {
  keptAnswers.clear();
}

/**
 * The newest D1 session bookmark any answer carried (docs/features/read-replicas.md): sent with
 * every call, so a read never comes from a replica older than what this phone last saw or wrote.
 * A bookmark names its database (`DB_01:…`); one database's bookmarks sort oldest to newest as
 * text, and a bookmark of another database (the family moved, or a sign-in ran on the directory)
 * replaces the kept one, since the server ignores a bookmark of a database the call does not run on.
 */
let newestBookmark: string | null = null;

function keepBookmark(response: Response): void {
  const bookmark = response.headers.get(D1_BOOKMARK_HEADER);
  if (bookmark && !(newestBookmark?.startsWith(`${bookmark.split(":")[0]}:`) && bookmark <= newestBookmark)) newestBookmark = bookmark;
}

/** A call's answer, the paging its headers carried (docs/api.md "Paging in headers") and, for a write, the notices it set off. */
interface Sent {
  answer: unknown;
  page: PageHeaders;
  notices: LiveMessageType[];
}

async function send(path: string, options: ApiOptions): Promise<Sent> {
  // Only the phone's own writes: a kitchen screen's (its own token) hears no echoes.
  const ownWrite = (options.method ?? "GET") !== "GET" && options.token === undefined;
  if (!ownWrite) return exchange(path, options);
  // A write's echo is known by the id the server answers it under (own-writes.ts).
  ownWrites.begin();
  let cause: string | null = null;
  try {
    const sent = await exchange(path, options, (id) => {
      cause = id;
    });
    return sent;
  } finally {
    ownWrites.end(cause);
  }
}

async function exchange(path: string, options: ApiOptions, answeredAs: (requestId: string | null) => void = () => {}): Promise<Sent> {
  const { method = "GET", body, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const phoneSession = auth && options.token === undefined;
  const token = options.token ?? (auth ? authToken.peek() : null);
  if (token) headers.Authorization = `Bearer ${token}`;
  const kept = method === "GET" && phoneSession && token ? keptAnswers.get(path) : undefined;
  if (kept && kept.token === token) headers["If-None-Match"] = kept.etag;
  if (newestBookmark) headers[D1_BOOKMARK_HEADER] = newestBookmark;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    serverReachable.value = false;
    throw new ApiError(0, "network", error instanceof Error ? error.message : String(error), null);
  }

  serverReachable.value = true;
  keepBookmark(response);
  const freshToken = response.headers.get(SESSION_TOKEN_HEADER);
  if (freshToken && phoneSession) replaceToken(freshToken);
  answeredAs(response.headers.get(REQUEST_ID_HEADER));
  const notices = method === "GET" ? [] : noticesOf(response.headers.get(LIVE_NOTICES_HEADER));
  if (response.status === 304 && kept) return { answer: kept.body, page: kept.page, notices };
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    const parsed = parseErrorBody(text);
    // A revoked or expired session: forget the token so the app falls back to the sign-in screen.
    if (response.status === 401 && phoneSession && token) clearToken();
    throw new ApiError(
      response.status,
      parsed.code ?? "unknown",
      parsed.message ?? defaultErrorText(response.status, response.statusText, text),
      parsed.message,
      // Plain-text refusals carry it in a header.
      parsed.requestId ?? response.headers.get(REQUEST_ID_HEADER),
      parsed.challenge ?? null,
    );
  }

  const page = pageHeadersOf(response.headers);
  if (response.status === 204) return { answer: undefined, page, notices };
  const text = await response.text();
  const answer: unknown = text ? JSON.parse(text) : undefined;
  const etag = response.headers.get("ETag");
  if (method === "GET" && phoneSession && token && etag) keptAnswers.set(path, { token, etag, body: answer, page });
  return { answer, page, notices };
}

/** A call that never reached the server (no connection, or no server answered): worth sending again later. */
export const isUnreachable = (error: unknown): boolean => error instanceof ApiError && error.code === "network";

/** The server asked for the call again in a moment: the family is being moved to another database (503 `moving`, Retry-After). */
export const isMoving = (error: unknown): boolean => error instanceof ApiError && error.code === "moving";

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await send(path, options)).answer as T;
}

/** A write's answer with the live notices it set off (`X-Live-Notices`), for the change that made it to refresh by. */
export async function apiWrite<T>(path: string, options: ApiOptions): Promise<{ answer: T; notices: LiveMessageType[] }> {
  const { answer, notices } = await send(path, options);
  return { answer: answer as T, notices };
}

/** A paged read: its array, the next page's cursor from its `Link`, and the history's count when it sends one. */
export interface PagedAnswer<T> extends PageHeaders {
  rows: T[];
}

export async function apiPage<T>(path: string, options: ApiOptions = {}): Promise<PagedAnswer<T>> {
  const { answer, page } = await send(path, options);
  return { rows: answer as T[], ...page };
}
