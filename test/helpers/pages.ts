import { expect } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { call, errorBody, json } from "./api";

interface Page {
  nextBefore: string | null;
}

/**
 * Reads a history list to its end: the main read's first page (`first`), then each page of the
 * paged read `path?before=` by the cursor the one before answered. Answers every row in the order read.
 */
export async function readAllPages<T>(token: string, path: string, first: { rows: T[]; nextBefore: string | null }, rowsOf: (page: Page) => T[]): Promise<T[]> {
  const rows = [...first.rows];
  let before = first.nextBefore;
  for (let guard = 0; before !== null; guard += 1) {
    if (guard > 100) throw new Error("paging never ends");
    const response = await call("GET", `${path}?${new URLSearchParams({ before })}`, { token });
    expect(response.status).toBe(200);
    const page = await json<Page>(response);
    rows.push(...rowsOf(page));
    before = page.nextBefore;
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
