import { EVERYONE_SCOPE, USER_SCOPE_PREFIX, VERSIONED_TABLES } from "../db/counted-tables";
import { hashToken } from "./crypto";

/**
 * Conditional family reads (docs/features/conditional-reads.md). Triggers (worker/db/generated-triggers.ts) count
 * every row change per family and table in `family_versions`; a read's ETag is built from the
 * counters of the tables its selects read, so `If-None-Match` can be answered 304 from one small
 * read of counters, without reading a single row.
 */

/** Tables kept by triggers from a versioned one, which therefore changes with them. */
const KEPT_FROM: Readonly<Record<string, (typeof VERSIONED_TABLES)[number]>> = { purchase_totals: "purchases" };

/** Any table named after FROM or JOIN, quoted (drizzle) or not (hand-written SQL). */
const TABLE_AFTER = /\b(?:from|join)\s+[`"]?(\w+)[`"]?/gi;

export interface ReadVersioning {
  tables: readonly string[];
  /** What else the ETag stands for: the selects themselves, so an answer of another shape never matches. */
  fingerprint: string;
  /** A select compares with the database's clock ('now'): its answer may change with no write, so its ETag holds for a minute. */
  followsClock: boolean;
}

/** How a read's ETag is made, from its selects' SQL. A table the versions do not cover is a bug caught at once. */
export function readVersioning(sqlTexts: readonly string[]): ReadVersioning {
  const tables = new Set<string>();
  for (const text of sqlTexts) {
    for (const [, name] of text.matchAll(TABLE_AFTER)) {
      if (name === undefined || name.toLowerCase() === "select") continue;
      const versioned = KEPT_FROM[name] ?? name;
      if (!(VERSIONED_TABLES as readonly string[]).includes(versioned)) throw new Error(`a family read reads ${name}, which has no version triggers`);
      tables.add(versioned);
    }
  }
  return {
    tables: [...tables].sort(),
    fingerprint: hashToken(sqlTexts.join("\n")).slice(0, 12),
    followsClock: sqlTexts.some((text) => text.includes("'now'")),
  };
}

/** The statement that reads the counters of `tables` for one family. */
export function versionsStatement(d1: D1Database, familyId: string, tables: readonly string[]): D1PreparedStatement {
  return d1
    .prepare(`SELECT table_name AS tableName, version FROM family_versions WHERE family_id = ? AND table_name IN (${tables.map(() => "?").join(", ")})`)
    .bind(familyId, ...tables);
}

/** The ETag of a read's answer: its fingerprint, its parameters and its tables' counters (a table never written: 0). */
export function etagOf(versioning: ReadVersioning, result: D1Result, params: unknown, now: number): string {
  const counters = new Map((result.results as { tableName: string; version: number }[]).map((row) => [row.tableName, row.version]));
  const versions = versioning.tables.map((table) => counters.get(table) ?? 0).join(".");
  const query = hashToken(JSON.stringify(params)).slice(0, 8);
  const minute = versioning.followsClock ? `-${Math.floor(now / 60_000)}` : "";
  return `W/"${versioning.fingerprint}-${query}-${versions}${minute}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** The counters' scope for one user's own rows: their support tickets and read marks. */
export const userScope = (userId: string) => `${USER_SCOPE_PREFIX}${userId}`;

/** Routes name scopes through this module, since they may not import worker/db/ (docs/architecture.md). */
export { EVERYONE_SCOPE };

/** One counter: a scope (a family id, `userScope`, `EVERYONE_SCOPE`) and the table it counts. */
export type Counter = readonly [scope: string, table: string];

/** The statement that reads the named counters. */
export function countersStatement(d1: D1Database, counters: readonly Counter[]): D1PreparedStatement {
  const pairs = counters.map(() => "(family_id = ? AND table_name = ?)").join(" OR ");
  return d1.prepare(`SELECT family_id AS scope, table_name AS tableName, version FROM family_versions WHERE ${pairs}`).bind(...counters.flat());
}

/** The ETag of a signed-in read stamped by `counters`: the read's name, its parameters and the counters (one never written: 0). */
export function countersEtag(read: string, result: D1Result, counters: readonly Counter[], params: unknown): string {
  const rows = result.results as { scope: string; tableName: string; version: number }[];
  const versions = counters.map(([scope, table]) => rows.find((row) => row.scope === scope && row.tableName === table)?.version ?? 0).join(".");
  const query = hashToken(JSON.stringify(params ?? null)).slice(0, 8);
  return `W/"${hashToken(read).slice(0, 12)}-${query}-${versions}"`;
}
