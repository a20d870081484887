import { rowCapMessages } from "@contract/row-cap-messages";
import { HTTPException } from "hono/http-exception";
import { apiMessages } from "@contract/messages";
import { familyMoving, HttpError } from "../lib/http-error";
import { davTextCapOf, isFamilyMoving, rowCapOf } from "../lib/row-caps";
import { StaleDavState } from "../services/caldav/stale-state";

/**
 * A refusal in WebDAV's terms: a status, a short text, and for the preconditions RFC 4918 and
 * RFC 4791 name (`valid-sync-token`, `supported-report`…) the XML element that goes in `<d:error>`.
 */
export class DavError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The precondition's element, already written (xml.ts `tag`); `""` for a `<d:error>` that holds only the text. */
    readonly condition?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const davError = (status: number, message: string, condition?: string, headers?: Record<string, string>) =>
  new DavError(status, message, condition, headers);

/** RFC 4331 6: a write refused by a family's limit is 507 with `DAV:quota-not-exceeded`, the limit's Faroese text beside it. */
// xml.ts's `dav("quota-not-exceeded")`, written out: xml.ts imports this module.
const quotaRefusal = (message: string) => davError(507, message, "<d:quota-not-exceeded/>");

const asDavError = (error: HttpError) => new DavError(error.status, error.message, undefined, error.headers);

/**
 * Every refusal a CalDAV request can meet, as the answer's status and body (docs/features/caldav.md
 * "XML"), so none reaches the phone as the JSON API's error body: a service's HttpError (its
 * Faroese text with its status), a family's row cap (the trigger's RAISE, which the JSON API
 * answers 409 `quota_exceeded`), a phone's text over its storage cap and any other quota as 507, a stale guarded write as 412, a write of a family being moved as 503 with Retry-After, and
 * Hono's own 4xx. Anything else is a bug.
 */
export function refusalOf(error: unknown): DavError | null {
  if (error instanceof DavError) return error;
  // A family being moved: 503 with Retry-After, which a phone's calendar app waits out.
  if (isFamilyMoving(error)) return asDavError(familyMoving());
  const capped = rowCapOf(error);
  if (capped) return quotaRefusal(rowCapMessages[capped]);
  const textCap = davTextCapOf(error);
  if (textCap) return quotaRefusal(apiMessages.davTextCap[textCap]);
  if (error instanceof HttpError) {
    return error.code === "quota_exceeded" ? quotaRefusal(error.message) : asDavError(error);
  }
  if (error instanceof StaleDavState) return new DavError(412, error.message);
  if (error instanceof HTTPException && error.status < 500) {
    return error.status === 413 ? new DavError(413, apiMessages.tooLarge) : new DavError(400, apiMessages.invalidBody);
  }
  return null;
}
