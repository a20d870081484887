import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../env";
import { rawStatement } from "../lib/batch";
import { davError } from "./errors";
import { NS, tag } from "./xml";

/**
 * Sync tokens and ctags (docs/features/caldav.md "Sync tokens"): the family's own number of a change
 * (`family_seq`), so a token counts the family's changes and nobody else's. A collection's token is
 * its newest change (dav_collections) or the family's floor, whichever is later; a token is valid
 * from the floor (the newest change pruned) up to the collection's token. Every change after a
 * valid token is still in the log, so an incremental sync reads exactly the changes since, and none
 * of the collection's rows when there are none. Tokens from before the family numbers
 * (`…/ns/sync/<seq>`) are not of this form: 403 valid-sync-token, and the phone syncs afresh.
 */
const TOKEN_PREFIX = "https://familyhub.fo/ns/sync/family/";

export const syncToken = (seq: number) => `${TOKEN_PREFIX}${seq}`;

/** The sequence number a token stands for, or null when it is not one of ours. */
export function seqOfToken(token: string): number | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const digits = token.slice(TOKEN_PREFIX.length);
  return /^\d{1,15}$/.test(digits) ? Number(digits) : null;
}

/**
 * The log of a member's own resources in a collection, those no other member may see (another's
 * private event): `<slug>~<userId>`, written by the triggers (worker/db/dav-tables.ts `privateTo`)
 * and read only by that member's syncs beside the collection's own log.
 */
const personalLog = (slug: string, userId: string) => `${slug}~${userId}`;
/** The two logs a member's sync of a collection reads; `reader` is their user id as SQL (sign-in.ts `signedInUserSql`). */
const logsOf = (slug: string, reader: SQL) => sql`collection IN (${slug}, ${`${slug}~`} || ${reader})`;

export interface CollectionState {
  /** The collection's current token as a number for the member: its newest change they may see, or the family's floor when later. */
  seq: number;
  floor: number;
}

/** One row: the newest change of the collection's log and of the member's own beside it, and the family's floor. */
export const collectionStateStatement = (db: Db, familyId: string, slug: string, reader: SQL) =>
  rawStatement(
    db,
    sql`SELECT (SELECT max(seq) FROM dav_collections WHERE family_id = ${familyId} AND ${logsOf(slug, reader)}) AS tag,
               (SELECT seq FROM dav_sync_floors WHERE family_id = ${familyId}) AS floor`,
  );

export function collectionState(rows: Record<string, unknown>[]): CollectionState {
  const floor = Number(rows[0]?.floor ?? 0);
  return { seq: Math.max(Number(rows[0]?.tag ?? 0), floor), floor };
}

/** Every collection's newest change in a family, and its floor as the row of the empty collection name. */
export const homeStateStatement = (db: Db, familyId: string) =>
  rawStatement(
    db,
    sql`SELECT collection, seq FROM dav_collections WHERE family_id = ${familyId}
        UNION ALL SELECT '' AS collection, seq FROM dav_sync_floors WHERE family_id = ${familyId}`,
  );

/** Each collection's current token for the member as a number, by slug (a collection never changed has the floor's). */
export function homeState(rows: Record<string, unknown>[], viewerId: string): (slug: string) => number {
  const seqs = new Map(rows.map((row) => [String(row.collection), Number(row.seq)]));
  const floor = seqs.get("") ?? 0;
  return (slug) => Math.max(seqs.get(slug) ?? 0, seqs.get(personalLog(slug, viewerId)) ?? 0, floor);
}

/**
 * The resources changed in a collection after `since` that the member may see (its own log and
 * theirs), each once with its newest change: O(changes) rows off the log's index.
 */
export const changesStatement = (db: Db, familyId: string, slug: string, since: number, reader: SQL) =>
  rawStatement(
    db,
    sql`SELECT name, deleted, max(family_seq) AS seq FROM dav_changes
        WHERE family_id = ${familyId} AND ${logsOf(slug, reader)} AND family_seq > ${since}
        GROUP BY name ORDER BY seq`,
  );

export interface Change {
  name: string;
  deleted: boolean;
}

export const changesOf = (rows: Record<string, unknown>[]): Change[] => rows.map((row) => ({ name: String(row.name), deleted: Number(row.deleted) === 1 }));

/** A token the client sent, checked against the collection's state: RFC 6578's 403 `valid-sync-token` when it is not ours, too old or from the future. */
export function checkedSince(token: string, state: CollectionState): number {
  const seq = seqOfToken(token);
  if (seq === null || seq < state.floor || seq > state.seq) throw davError(403, "The sync token is not valid (any more)", tag(NS.dav, "valid-sync-token"));
  return seq;
}
