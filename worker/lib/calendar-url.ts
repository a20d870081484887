import { SUBSCRIPTION_URL_MAX } from "@contract/outside-calendar-limits";
import { outsideCalendarMessages as m } from "@contract/outside-calendar-messages";
import { checkOutboundUrl, type UrlPolicy, type UrlRefusal } from "./outbound/url-policy";

export type { UrlPolicy, UrlRefusal };

export type UrlCheck = { ok: true; url: string } | { ok: false; refusal: UrlRefusal; message: string };

const webcalAsHttps = (text: string) => text.replace(/^webcals?:\/\//i, "https://");

/**
 * Parses the URL a subscription is made with (or a redirect's Location, against the URL it came
 * from) with the shared outbound policy (worker/lib/outbound/url-policy.ts), webcal:// read as
 * https://, and gives a refusal its Faroese text (docs/features/outside-calendars.md "Safe fetching").
 */
export function checkCalendarUrl(text: string, policy: UrlPolicy, base?: string): UrlCheck {
  const checked = checkOutboundUrl(text, policy, { maxLength: SUBSCRIPTION_URL_MAX, base, rewrite: webcalAsHttps });
  return checked.ok ? checked : { ...checked, message: m[checked.refusal] };
}
