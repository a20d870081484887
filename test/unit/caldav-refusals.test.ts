import { rowCapMessages } from "@contract/row-cap-messages";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { apiMessages } from "@contract/messages";
import { DavError, refusalOf } from "@worker/caldav/errors";
import { HttpError, RateLimitedError } from "@worker/lib/http-error";
import { StaleDavState } from "@worker/services/caldav/stale-state";

/** Every refusal a CalDAV request can meet, as WebDAV answers it (docs/features/caldav.md "XML"): none is left for the JSON API's error body. */
const answered = (error: unknown) => {
  const refusal = refusalOf(error);
  return refusal && { status: refusal.status, message: refusal.message, condition: refusal.condition, headers: refusal.headers };
};

describe("CalDAV refusals", () => {
  it("a family's row cap (the trigger's RAISE, as drizzle's cause) and any quota_exceeded are RFC 4331's 507 quota-not-exceeded", () => {
    const raised = new Error("Failed query: INSERT …", { cause: new Error("D1_ERROR: family_row_cap:events: SQLITE_CONSTRAINT") });
    expect(answered(raised)).toMatchObject({ status: 507, message: rowCapMessages.events, condition: "<d:quota-not-exceeded/>" });
    expect(answered(new HttpError("quota_exceeded", "Fult"))).toMatchObject({ status: 507, message: "Fult", condition: "<d:quota-not-exceeded/>" });
  });

  it("a service's other refusals keep their status and Faroese text; a stale guarded write is 412; Hono's 4xx are ours", () => {
    expect(answered(new HttpError("conflict", "Ein onnur"))).toMatchObject({ status: 409, message: "Ein onnur", condition: undefined });
    expect(answered(new RateLimitedError(2500))).toMatchObject({ status: 429, headers: { "Retry-After": "3" } });
    expect(answered(new StaleDavState())).toMatchObject({ status: 412 });
    expect(answered(new HTTPException(413))).toMatchObject({ status: 413, message: apiMessages.tooLarge });
    expect(answered(new HTTPException(400))).toMatchObject({ status: 400, message: apiMessages.invalidBody });
    const own = new DavError(403, "Read-only", "<d:need-privileges/>");
    expect(refusalOf(own)).toBe(own);
  });

  it("leaves anything else to the 500 of a bug", () => {
    expect(refusalOf(new Error("D1_ERROR: no such table"))).toBeNull();
    expect(refusalOf(new HTTPException(502))).toBeNull();
  });
});
