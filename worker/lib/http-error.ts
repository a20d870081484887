import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorIssue } from "@contract/errors";
import { apiMessages } from "@contract/messages";

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
