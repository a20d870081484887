import { SUBSCRIPTION_FEED_BYTES_MAX, SUBSCRIPTION_FETCH_TIMEOUT_MS, SUBSCRIPTION_REDIRECTS_MAX } from "@contract/outside-calendar-limits";
import { outsideCalendarMessages as m } from "@contract/outside-calendar-messages";
import { checkCalendarUrl, type UrlPolicy } from "./calendar-url";
import { type SafeFetchFailure, safeFetch, type Validators } from "./outbound/safe-fetch";

export type { Validators };

export type FeedFetch =
  | { kind: "unchanged" }
  | ({ kind: "body"; text: string } & Validators)
  /** `message` is the Faroese text the calendar page shows; `detail` is for the log. */
  | { kind: "failed"; message: string; detail: string };

const failed = (message: string, detail: string): FeedFetch => ({ kind: "failed", message, detail });

const isCalendar = (headers: Headers, text: string) =>
  (headers.get("content-type") ?? "").toLowerCase().startsWith("text/calendar") || /^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text);

/** The calendar page's text for each way the shared fetch fails. */
function failure(cause: SafeFetchFailure): FeedFetch {
  switch (cause.reason) {
    case "url":
      return failed(m[cause.refusal], `stored URL refused (${cause.refusal})`);
    case "redirects":
      return failed(m.tooManyRedirects, `more than ${SUBSCRIPTION_REDIRECTS_MAX} redirects`);
    case "redirectRefused":
      return failed(m.redirectRefused, `redirect refused (${cause.refusal})`);
    case "status":
      return failed(m.fetchStatus(cause.status), `status ${cause.status}`);
    case "tooLarge":
      return failed(m.tooLarge, "over the size cap");
    case "timeout":
      return failed(m.fetchTimeout, "timed out");
    case "network":
      return failed(m.fetchFailed, cause.detail);
  }
}

/**
 * Fetches a subscription's feed through the shared outbound fetch (worker/lib/outbound/safe-fetch.ts;
 * docs/features/outside-calendars.md "Safe fetching"): the URL was checked when it was stored and is
 * checked again (a URL stored before a check was added is held to today's), so is every redirect,
 * with webcal:// read as https://. Never throws: a failure comes back with the Faroese text the
 * calendar page shows.
 */
export async function fetchFeed(url: string, validators: Validators, policy: UrlPolicy): Promise<FeedFetch> {
  const fetched = await safeFetch(url, {
    accept: "text/calendar, */*;q=0.5",
    userAgent: "FamilyHub-calendar/1 (outside calendar subscription)",
    maxBytes: SUBSCRIPTION_FEED_BYTES_MAX,
    timeoutMs: SUBSCRIPTION_FETCH_TIMEOUT_MS,
    redirects: SUBSCRIPTION_REDIRECTS_MAX,
    validators,
    policy,
    checkUrl: (text, base) => checkCalendarUrl(text, policy, base),
  });
  if (fetched.kind === "failed") return failure(fetched);
  if (fetched.kind === "unchanged") return { kind: "unchanged" };
  if (!isCalendar(fetched.headers, fetched.text)) return failed(m.notCalendar, `not iCalendar (${fetched.headers.get("content-type") ?? "no type"})`);
  return { kind: "body", text: fetched.text, etag: fetched.headers.get("etag"), lastModified: fetched.headers.get("last-modified") };
}
