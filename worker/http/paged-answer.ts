import type { Context } from "hono";
import { HISTORY_COUNT_HEADER, nextPageLink } from "@contract/page-headers";
import type { AppEnv } from "../env";
import type { RoutePaging } from "./route";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Where the next page is read: the declared path for the main reads, else this same URL with its query. */
function nextPageUrl(c: Context<AppEnv>, paging: RoutePaging): URL {
  const here = new URL(c.req.url);
  if (!paging.next) return here;
  return new URL(paging.next.replace(":familyId", encodeURIComponent(c.req.param("familyId") ?? "")), here.origin);
}

/**
 * A paged read's answer as it goes out (docs/api.md "Paging in headers"): the rows as the body's
 * array, the next page as a `Link` while there is one, the history's count when the read counts it.
 */
export function pagedResponse(c: Context<AppEnv>, paging: RoutePaging, answer: unknown, headers: Record<string, string> = {}): Response {
  const rows = isRecord(answer) ? answer[paging.rows] : undefined;
  if (!isRecord(answer) || !Array.isArray(rows)) throw new Error(`a paged answer without its rows in "${paging.rows}"`);
  const sent = { ...headers };
  if (typeof answer.nextBefore === "string") sent.Link = nextPageLink(nextPageUrl(c, paging), answer.nextBefore);
  const count = paging.count ? answer[paging.count] : undefined;
  if (typeof count === "number") sent[HISTORY_COUNT_HEADER] = String(count);
  return c.json(rows, 200, sent);
}

/** A handler's JSON answer, re-sent paged; any other answer (an error, a 304) as it is. */
export async function pagedHandlerResponse(c: Context<AppEnv>, paging: RoutePaging, response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => name.toLowerCase() !== "content-type" && name.toLowerCase() !== "content-length"),
  );
  return pagedResponse(c, paging, await response.json(), headers);
}
