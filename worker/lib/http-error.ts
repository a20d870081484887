import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorIssue } from "@contract/errors";
import { adminApiMessages, apiMessages } from "@contract/messages";

/** The one error the API throws; app.onError turns it into `{message, code, issues?}`. */
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

  body(): ErrorBody {
    return this.issues ? { message: this.message, code: this.code, issues: this.issues } : { message: this.message, code: this.code };
  }
}

export const notFound = () => new HttpError("not_found", apiMessages.notFound);
export const forbidden = () => new HttpError("forbidden", apiMessages.forbidden);
export const unauthenticated = () => new HttpError("unauthenticated", apiMessages.unauthenticated);
export const invalid = (message: string = apiMessages.invalidBody) => new HttpError("invalid_body", message);

/** A schema's failed parse (valibot issues): 400 `invalid_body`, the first issue's text as the message, every issue listed. */
export function invalidIssues(issues: readonly { message: string; path?: readonly { key: unknown }[] }[]): HttpError {
  const listed = issues.map((issue) => ({ path: issue.path?.map((segment) => String(segment.key)).join(".") ?? "", message: issue.message }));
  return new HttpError("invalid_body", listed[0]?.message ?? apiMessages.invalidBody, listed);
}

const ADMIN_PREFIX = "/api/admin";

/** Each generic Faroese text and its English counterpart. */
const ENGLISH_GENERIC = new Map<string, string>(
  Object.entries(adminApiMessages).map(([key, english]) => [apiMessages[key as keyof typeof adminApiMessages], english]),
);

/**
 * The error as the caller gets it. The texts any route may answer (401, malformed JSON, a missing
 * key, 404 for an unknown path, 500…) are written once, in Faroese; under `/api/admin` they are
 * swapped for their English counterparts, in the message and in every issue. Texts of the admin
 * routes' own are English already and pass through.
 */
export function inCallersLanguage(error: HttpError, path: string): HttpError {
  if (path !== ADMIN_PREFIX && !path.startsWith(`${ADMIN_PREFIX}/`)) return error;
  const english = (text: string) => ENGLISH_GENERIC.get(text) ?? text;
  const issues = error.issues?.map((issue) => ({ ...issue, message: english(issue.message) }));
  return new HttpError(error.code, english(error.message), issues, error.headers);
}
