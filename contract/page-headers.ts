/**
 * How a paged read's paging travels beside its array (docs/api.md "Paging in headers"): the next
 * page as an RFC 8288 link, `Link: <…?before=<cursor>>; rel="next"`, present while there is more,
 * and the history's total in this header on the reads that count it. Apart from contract/paging.ts,
 * which needs valibot, so the web app's first load reads headers without it.
 */
export const HISTORY_COUNT_HEADER = "X-History-Count";

/** What the headers of a paged answer say: the next page's cursor (null on the last) and the history's count, when counted. */
export interface PageHeaders {
  nextBefore: string | null;
  historyCount: number | null;
}

/** The `Link` header's value for the page after `cursor`, at `url` (its other query parameters kept). */
export function nextPageLink(url: URL, cursor: string): string {
  const next = new URL(url);
  next.searchParams.set("before", cursor);
  return `<${next.href}>; rel="next"`;
}

/** The `before` of the `rel="next"` link among a `Link` header's links, or null when there is none. */
export function nextBeforeOf(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match || !/;\s*rel="?(?:[^"]*\s)?next(?:\s[^"]*)?"?\s*(?:;|$)/i.test(match[2]!)) continue;
    return new URL(match[1]!, "http://relative.invalid").searchParams.get("before");
  }
  return null;
}

/** The paging a response's headers carry. */
export function pageHeadersOf(headers: { get(name: string): string | null }): PageHeaders {
  const count = headers.get(HISTORY_COUNT_HEADER);
  const historyCount = count !== null && /^\d+$/.test(count) ? Number(count) : null;
  return { nextBefore: nextBeforeOf(headers.get("Link")), historyCount };
}
