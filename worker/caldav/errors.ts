import { HttpError } from "../lib/http-error";
import { StaleDavState } from "../services/stale-dav-state";

/**
 * A refusal in WebDAV's terms: a status, a short text, and for the preconditions RFC 4918 and
 * RFC 4791 name (`valid-sync-token`, `supported-report`…) the XML element that goes in `<d:error>`.
 */
export class DavError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The precondition's element, already written (xml.ts `tag`). */
    readonly condition?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const davError = (status: number, message: string, condition?: string, headers?: Record<string, string>) =>
  new DavError(status, message, condition, headers);

/** A service's refusal (a Faroese text with its status), or a DavError, as the answer's status and body; anything else is a bug. */
export function refusalOf(error: unknown): DavError | null {
  if (error instanceof DavError) return error;
  if (error instanceof HttpError) return new DavError(error.status, error.message, undefined, error.headers);
  if (error instanceof StaleDavState) return new DavError(412, error.message);
  return null;
}
