import { UNAVAILABLE_DATABASES_HEADER } from "@contract/schemas/admin";
import { directoryDb, everyDatabase, familyDbs } from "@worker/db/databases";
import type { Bindings, Db } from "@worker/env";
import { errorText } from "@worker/lib/error-text";

/**
 * The admin panel reads across every database (docs/features/several-databases.md "The admin panel
 * across databases"): one read runs on each database in parallel, and the answers are combined —
 * counts summed, series summed by their key, keyset pages merged in their order, top lists merged
 * and cut. A database that fails to answer does not fail the read: the answer names it in
 * `unavailable`, and the numbers and lists leave it out.
 */

/** A database to read, with the name of its binding (what `unavailable` lists). */
export interface NamedDb {
  name: string;
  db: Db;
}

/** Every database, the directory first: what the admin routes hand the services that read across them. */
export const adminDatabases = (env: Bindings): NamedDb[] => everyDatabase(env);

/** The directory, which holds the panel's own lists (the info messages), and the family databases apart. */
export const directoryAndFamilies = (env: Bindings): { directory: Db; families: NamedDb[] } => ({ directory: directoryDb(env), families: familyDbs(env) });

/** What a read across databases answers besides its own answer: the databases that did not answer, only when some did not. */
export interface Unavailable {
  unavailable?: string[];
}

/** Runs `read` on every database in parallel: the answers of those that answered, and the names of those that did not. */
export async function readEvery<T>(
  databases: readonly NamedDb[],
  read: (db: Db, name: string) => Promise<T>,
): Promise<{ answers: T[]; unavailable: string[] }> {
  // async, so a read that throws before its promise (a failing prepare) is a rejection like any other.
  const settled = await Promise.allSettled(databases.map(async ({ db, name }) => read(db, name)));
  const answers: T[] = [];
  const unavailable: string[] = [];
  settled.forEach((result, index) => {
    if (result.status === "fulfilled") answers.push(result.value);
    else {
      const { name } = databases[index]!;
      unavailable.push(name);
      console.error(`admin read: database ${name} did not answer: ${errorText(result.reason)}`);
    }
  });
  return { answers, unavailable };
}

/** `answer` with `unavailable` added when a database did not answer (absent when every one did). */
export const withUnavailable = <T extends object>(answer: T, unavailable: readonly string[]): T & Unavailable =>
  unavailable.length > 0 ? { ...answer, unavailable: [...unavailable] } : answer;

/** For an answer that is an array (a paged list, a series): the databases that did not answer, as a header. */
export const unavailableHeaders = (unavailable: readonly string[] | undefined): Record<string, string> =>
  unavailable && unavailable.length > 0 ? { [UNAVAILABLE_DATABASES_HEADER]: unavailable.join(", ") } : {};

/** Each numeric field summed over the answers (the first answer's shape; zeros when none answered). */
export function sumCounts<T extends { [K in keyof T]: number }>(answers: readonly T[], zero: T): T {
  const sum = { ...zero };
  for (const answer of answers) for (const key of Object.keys(zero) as (keyof T)[]) sum[key] = (sum[key] + Number(answer[key] ?? 0)) as T[keyof T];
  return sum;
}

/**
 * Series of the same buckets (days, hours, weeks), one per database, summed bucket by bucket: rows
 * with the same `key` add their numeric fields; other fields are the first row's. Buckets keep
 * the first series' order.
 */
export function sumSeries<T extends object>(series: readonly (readonly T[])[], key: keyof T): T[] {
  const byKey = new Map<unknown, Record<string, unknown>>();
  for (const rows of series) {
    for (const row of rows) {
      const seen = byKey.get(row[key]);
      if (!seen) {
        byKey.set(row[key], { ...(row as Record<string, unknown>) });
        continue;
      }
      for (const [field, value] of Object.entries(row as Record<string, unknown>))
        if (field !== key && typeof value === "number") seen[field] = Number(seen[field]) + value;
    }
  }
  return [...byKey.values()] as T[];
}

/** Stored instants and ids compare as D1 compares text (binary), never by locale. */
export const textOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Keyset pages of one list, one per database, merged newest first by (`at`, id) and cut to `limit`
 * rows. Each database answered the rows after the same cursor (the sort key is the same everywhere),
 * so the merged rows are the list's next rows; a row met twice (a family caught mid-move) is listed once.
 */
export function mergeNewestFirst<T extends { id: string }>(pages: readonly (readonly T[])[], at: (row: T) => string, limit: number): T[] {
  const seen = new Set<string>();
  return pages
    .flat()
    .sort((a, b) => textOrder(at(b), at(a)) || textOrder(b.id, a.id))
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit);
}

/** Top lists, one per database, merged by `order` and cut to `limit`. */
export const mergeTop = <T>(lists: readonly (readonly T[])[], order: (a: T, b: T) => number, limit: number): T[] => lists.flat().sort(order).slice(0, limit);
