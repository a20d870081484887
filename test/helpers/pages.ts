import { expect } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { HISTORY_COUNT_HEADER, pageHeadersOf } from "@contract/page-headers";
import { call, errorBody, json, ORIGIN } from "./api";

/**
 * A paged read's answer as a client holds it (the shapes in contract/schemas): after checking the
 * body is the bare array the specs give, the array under `rowsKey`, the `Link`'s cursor as
 * `nextBefore` and the `X-History-Count` under `countKey` (read with the parser the web app uses).
 */
export async function heldPage<T>(response: Response, rowsKey: string, countKey?: string): Promise<T> {
  expect(response.status).toBe(200);
  const body: unknown = await response.json();
  expect(Array.isArray(body), "a paged read answers a JSON array").toBe(true);
  const { nextBefore, historyCount } = pageHeadersOf(response.headers);
  if (countKey) expect(historyCount, `the ${HISTORY_COUNT_HEADER} header`).not.toBeNull();
  return { [rowsKey]: body, nextBefore, ...(countKey ? { [countKey]: historyCount } : {}) } as T;
}

/** The URL a response's `Link: <…>; rel="next"` names, as a path for `call`, or null on the last page. */
export function nextLinkPath(response: Response): string | null {
  const link = response.headers.get("Link");
  const href = /<([^>]*)>;\s*rel="next"/.exec(link ?? "")?.[1];
  if (!href) return null;
  const url = new URL(href);
  expect(url.origin).toBe(ORIGIN);
  return `${url.pathname}${url.search}`;
}

/**
 * Reads a paged list to its end by following each answer's `Link: rel="next"` from the first
 * response on; answers every row in the order read.
 */
export async function readAllPages<T>(token: string, first: Response): Promise<T[]> {
  expect(first.status).toBe(200);
  const rows = [...(await json<T[]>(first))];
  let next = nextLinkPath(first);
  for (let guard = 0; next !== null; guard += 1) {
    if (guard > 100) throw new Error("paging never ends");
    const response = await call("GET", next, { token });
    expect(response.status).toBe(200);
    rows.push(...(await json<T[]>(response)));
    next = nextLinkPath(response);
  }
  return rows;
}

/** A `before` that is no cursor is 400 invalid_body with the Faroese text; none at all is 400 too ('Skal fyllast út'). */
export async function expectBadCursorsRefused(token: string, path: string): Promise<void> {
  for (const query of ["", "?before=yesterday", "?before=2026-05-01T00%3A00%3A00.000Z", "?before=2026-05-01|x"]) {
    const response = await call("GET", `${path}${query}`, { token });
    expect(response.status, query).toBe(400);
    const body = await errorBody(response);
    expect(body.code, query).toBe("invalid_body");
    expect(body.message, query).toBe(query === "" ? m.required : m.cursorInvalid);
  }
}

/** `n` instants counting down from `start` in steps of `stepMs`, every `same` of them sharing one (rows tied on the time). */
export const countdown = (n: number, start: number, same: number, stepMs = 60_000): string[] =>
  Array.from({ length: n }, (_, index) => new Date(start - Math.floor(index / same) * stepMs).toISOString());

/** Inserts rows ten at a time: D1 binds at most 100 values per statement. */
export async function insertInChunks<T>(rows: readonly T[], insert: (rows: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 10) await insert(rows.slice(start, start + 10));
}
