import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorIssue, MOVING_RETRY_AFTER_SECONDS } from "@contract/errors";
import { adminApiMessages, apiMessages } from "@contract/messages";
import type { SecurityEventKind } from "@contract/security-events";

/** The one error the API throws; app.onError turns it into `{message, code, requestId, issues?}`. */
export class HttpError extends Error {
  readonly status: (typeof ERROR_STATUS)[ErrorCode];

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  body(requestId: string): ErrorBody {
    const body: ErrorBody = { message: this.message, code: this.code, requestId };
    return this.issues ? { ...body, issues: this.issues } : body;
  }
}

/**
 * 429 with Retry-After and the Faroese message; app.onError writes `securityEvent` to the security
 * log, about `subjectId` when the refusal concerns an account other than the caller's (or there is no caller).
 */
export class RateLimitedError extends HttpError {
  constructor(
    retryAfterMs: number,
    readonly securityEvent: SecurityEventKind = "rate_limited",
    readonly subjectId: string | null = null,
  ) {
    super("rate_limited", apiMessages.rateLimited, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
  }
}

/** A write of a family being moved to another database (its guards' RAISE): 503 `moving`, to be sent again after Retry-After. */
export const familyMoving = () => new HttpError("moving", apiMessages.familyMoving, undefined, { "Retry-After": String(MOVING_RETRY_AFTER_SECONDS) });

export const notFound = () => new HttpError("not_found", apiMessages.notFound);
export const forbidden = () => new HttpError("forbidden", apiMessages.forbidden);
export const unauthenticated = () => new HttpError("unauthenticated", apiMessages.unauthenticated);
export const invalid = (message: string = apiMessages.invalidBody) => new HttpError("invalid_body", message);

/** A schema's failed parse (valibot issues): 400 `invalid_body`, the first issue's text as the message, every issue listed. */
export function invalidIssues(issues: readonly { message: string; path?: readonly { key: unknown }[] }[]): HttpError {
  const listed = issues.map((issue) => ({ path: issue.path?.map((segment) => String(segment.key)).join(".") ?? "", message: issue.message }));
  return new HttpError("invalid_body", listed[0]?.message ?? apiMessages.invalidBody, listed);
}

/** Each generic Faroese text and its English counterpart. */
const ENGLISH_GENERIC = new Map<string, string>(
  Object.entries(adminApiMessages).map(([key, english]) => [apiMessages[key as keyof typeof adminApiMessages], english]),
);

/**
 * The error in the route's language. The texts any route may answer (401, malformed JSON, a
 * missing key, 404, 500…) are written once, in Faroese; in English they are swapped for their
 * counterparts, in the message and in every issue. A route's own texts are in its language already
 * and pass through.
 */
export function inLanguage(error: HttpError, language: "fo" | "en"): HttpError {
  if (language === "fo") return error;
  const english = (text: string) => ENGLISH_GENERIC.get(text) ?? text;
  const issues = error.issues?.map((issue) => ({ ...issue, message: english(issue.message) }));
  return new HttpError(error.code, english(error.message), issues, error.headers);
}
