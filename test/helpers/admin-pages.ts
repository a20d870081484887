import { expect } from "vitest";
import { call } from "./api";
import { heldPage, nextLinkPath } from "./pages";

/** Instants from `start`, seven rows to each millisecond: ties the cursor must break by id. */
export const tiedAt = (start: number) => (index: number) => new Date(start + Math.floor(index / 7)).toISOString();

/** Every page of an admin list from the first, following each answer's `Link: rel="next"`. */
export async function allPages<P extends { nextBefore: string | null }>(token: string, path: string, rowsKey: string): Promise<P[]> {
  const pages: P[] = [];
  let next: string | null = path;
  while (next !== null && pages.length < 50) {
    const response = await call("GET", next, { token });
    next = nextLinkPath(response);
    pages.push(await heldPage<P>(response, rowsKey));
  }
  return pages;
}

/** The last page ends the list; the rows are listed once each, newest first by `at` and then by id. */
export function expectWellPaged<R extends { id: string }>(pages: { nextBefore: string | null }[], rows: R[], at: (row: R) => string) {
  expect(pages.at(-1)?.nextBefore).toBeNull();
  expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  const key = (row: R) => `${at(row)}|${row.id}`;
  expect(rows.map(key)).toEqual(rows.map(key).sort().reverse());
}
