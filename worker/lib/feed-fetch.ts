import { SUBSCRIPTION_FEED_BYTES_MAX, SUBSCRIPTION_FETCH_TIMEOUT_MS, SUBSCRIPTION_REDIRECTS_MAX } from "@contract/outside-calendar-limits";
import { outsideCalendarMessages as m } from "@contract/outside-calendar-messages";
import { checkCalendarUrl, type UrlPolicy } from "./calendar-url";
import { errorText } from "./error-text";

/** What the last good fetch answered, sent back so an unchanged feed answers 304. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedFetch =
  | { kind: "unchanged" }
  | ({ kind: "body"; text: string } & Validators)
  /** `message` is the Faroese text the calendar page shows; `detail` is for the log. */
  | { kind: "failed"; message: string; detail: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const failed = (message: string, detail: string): FeedFetch => ({ kind: "failed", message, detail });

/** The body as text, read no further than the cap: null when it is longer. */
async function cappedText(response: Response, cap: number): Promise<string | null> {
  if (Number(response.headers.get("content-length") ?? 0) > cap) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    if (bytes > cap) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

const isCalendar = (response: Response, text: string) =>
  (response.headers.get("content-type") ?? "").toLowerCase().startsWith("text/calendar") || /^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text);

function headersFor(validators: Validators): Record<string, string> {
  return {
    Accept: "text/calendar, */*;q=0.5",
    "User-Agent": "FamilyHub-calendar/1 (outside calendar subscription)",
    ...(validators.etag ? { "If-None-Match": validators.etag } : {}),
    ...(validators.lastModified ? { "If-Modified-Since": validators.lastModified } : {}),
  };
}

/** One fetch after another, each redirect's target checked like the URL itself, at most SUBSCRIPTION_REDIRECTS_MAX of them. */
async function follow(url: string, validators: Validators, policy: UrlPolicy, signal: AbortSignal): Promise<Response | FeedFetch> {
  let current = url;
  for (let redirects = 0; ; redirects++) {
    const response = await fetch(current, { redirect: "manual", signal, headers: headersFor(validators) });
    if (!REDIRECTS.has(response.status)) return response;
    await response.body?.cancel();
    if (redirects === SUBSCRIPTION_REDIRECTS_MAX) return failed(m.tooManyRedirects, `more than ${SUBSCRIPTION_REDIRECTS_MAX} redirects`);
    const next = checkCalendarUrl(response.headers.get("location") ?? "", policy, current);
    if (!next.ok) return failed(m.redirectRefused, `redirect refused (${next.refusal})`);
    current = next.url;
  }
}

/**
 * Fetches a subscription's feed safely (docs/features/outside-calendars.md "Safe fetching"): the
 * URL was checked when it was stored and is checked again, so is every redirect, the whole fetch is given
 * SUBSCRIPTION_FETCH_TIMEOUT_MS and the body is read no further than SUBSCRIPTION_FEED_BYTES_MAX.
 * Never throws: a failure comes back with the Faroese text the calendar page shows.
 */
export async function fetchFeed(url: string, validators: Validators, policy: UrlPolicy): Promise<FeedFetch> {
  // Checked again: a URL stored before a check was added is held to today's.
  const stored = checkCalendarUrl(url, policy);
  if (!stored.ok) return failed(stored.message, `stored URL refused (${stored.refusal})`);
  const signal = AbortSignal.timeout(SUBSCRIPTION_FETCH_TIMEOUT_MS);
  try {
    const response = await follow(stored.url, validators, policy, signal);
    if (!(response instanceof Response)) return response;
    if (response.status === 304) return { kind: "unchanged" };
    if (!response.ok) {
      await response.body?.cancel();
      return failed(m.fetchStatus(response.status), `status ${response.status}`);
    }
    const text = await cappedText(response, SUBSCRIPTION_FEED_BYTES_MAX);
    if (text === null) return failed(m.tooLarge, "over the size cap");
    if (!isCalendar(response, text)) return failed(m.notCalendar, `not iCalendar (${response.headers.get("content-type") ?? "no type"})`);
    return { kind: "body", text, etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") };
  } catch (error) {
    if (signal.aborted) return failed(m.fetchTimeout, "timed out");
    return failed(m.fetchFailed, errorText(error, 200));
  }
}
