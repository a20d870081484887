import { type FamilyDatabaseName, familyD1, isFamilyDatabaseName } from "@worker/db/databases";
import { reconnectFamily } from "@worker/durable/stubs";
import type { Bindings } from "@worker/env";
import { errorText } from "@worker/lib/error-text";
import { HttpError } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import {
  COPIED_TABLES,
  checksum,
  davFloorStatement,
  davSeedStatements,
  deleteStatements,
  familyRows,
  forTarget,
  insertStatements,
  runInBatches,
  WRITTEN_OVER,
} from "./move-rows";

/**
 * Moves a family from its family database to another (docs/features/several-databases.md "Moving a
 * family"): the directory marks it moving, the source refuses its writes (family_moves and the
 * generated guards), its rows are copied and checked, the directory points to the target, its
 * phones reconnect, and the source's rows go. A step before the switch that fails undoes what
 * was done: the family stays whole and writable where it was.
 */

export interface MovedFamily {
  familyId: string;
  from: FamilyDatabaseName;
  to: FamilyDatabaseName;
  /** Rows copied, by table. */
  rows: Record<string, number>;
}

type Row = Record<string, unknown>;

/** A copy that did not arrive as it left: what differs, for the refusal's message. */
class CopyMismatch extends Error {}

const refuse = (code: "invalid_body" | "not_found" | "conflict", message: string) => new HttpError(code, message);

async function startMove(env: Bindings, familyId: string, to: string): Promise<FamilyDatabaseName> {
  if (!isFamilyDatabaseName(to) || !env[to]) throw refuse("invalid_body", `No family database ${to} is declared.`);
  const placed = await env.DB.prepare("SELECT db, moving_to AS movingTo FROM directory_families WHERE family_id = ?")
    .bind(familyId)
    .first<{ db: string; movingTo: string | null }>();
  if (!placed || !isFamilyDatabaseName(placed.db) || !env[placed.db]) throw refuse("not_found", "No such family.");
  if (placed.db === to) throw refuse("conflict", `The family is in ${to} already.`);
  if (placed.movingTo) throw refuse("conflict", `The family is being moved to ${placed.movingTo} already.`);
  const from = placed.db;
  // Guarded: of two moves started side by side, one marks the family.
  const marked = await env.DB.prepare("UPDATE directory_families SET moving_to = ?1 WHERE family_id = ?2 AND db = ?3 AND moving_to IS NULL RETURNING family_id")
    .bind(to, familyId, from)
    .all();
  if (marked.results.length !== 1) throw refuse("conflict", "The family is being moved already.");
  try {
    await familyD1(env, from).prepare("INSERT INTO family_moves (family_id, to_db, started_at) VALUES (?, ?, ?)").bind(familyId, to, iso(Date.now())).run();
  } catch (error) {
    await env.DB.prepare("UPDATE directory_families SET moving_to = NULL WHERE family_id = ?").bind(familyId).run();
    throw error;
  }
  return from;
}

/** Copies every table's rows of the family; answers the rows per table and their checksums as they left. */
async function copyRows(source: D1Database, target: D1Database, familyId: string) {
  const familyUsers = new Set(
    (await source.prepare("SELECT id FROM users WHERE family_id = ?").bind(familyId).all<{ id: string }>()).results.map((row) => row.id),
  );
  // Leftovers of an earlier move that failed midway are nobody's: the directory never pointed here.
  await target.batch(deleteStatements(target, familyId));
  const collections = (await source.prepare("SELECT * FROM dav_collections WHERE family_id = ? ORDER BY collection").bind(familyId).all<Row>()).results;
  await runInBatches(target, davSeedStatements(target, collections));
  const copied: { table: string; count: number; sum: string }[] = [];
  for (const table of COPIED_TABLES) {
    if (table.name === "admin_message_reads") await copyAdminMessages(source, target);
    const rows = (await familyRows(source, table, familyId)).map((row) => forTarget(table, row, familyUsers));
    // The totals the purchases' triggers just made give way to the source's figures.
    const clearing = table.name === WRITTEN_OVER ? [target.prepare("DELETE FROM purchase_totals WHERE family_id = ?").bind(familyId)] : [];
    await runInBatches(target, [...clearing, ...insertStatements(target, table.name, rows)]);
    copied.push({ table: table.name, count: rows.length, sum: await checksum(rows) });
  }
  await davFloorStatement(target, familyId).run();
  return copied;
}

/** Info messages a read of the family names: a copy in every family database has no author (services/admin/messages.ts), as this one. */
async function copyAdminMessages(source: D1Database, target: D1Database): Promise<void> {
  const messages = (await source.prepare("SELECT * FROM admin_messages ORDER BY id").all<Row>()).results.map((row) => ({ ...row, created_by: null }));
  await runInBatches(target, insertStatements(target, "admin_messages", messages, "INSERT OR IGNORE"));
}

/** Reads every copied table back from the target: the same count and checksum, else CopyMismatch. */
async function verify(target: D1Database, familyId: string, copied: Awaited<ReturnType<typeof copyRows>>): Promise<void> {
  for (const [index, table] of COPIED_TABLES.entries()) {
    const expected = copied[index]!;
    const rows = await familyRows(target, table, familyId);
    if (rows.length !== expected.count) throw new CopyMismatch(`${table.name}: ${rows.length} rows arrived of ${expected.count}`);
    if ((await checksum(rows)) !== expected.sum) throw new CopyMismatch(`${table.name}: the rows arrived changed`);
  }
}

/** Undoes a move before its switch: the copy goes, the source takes writes again, the directory forgets the move. */
async function undo(env: Bindings, familyId: string, from: FamilyDatabaseName, to: FamilyDatabaseName): Promise<void> {
  const target = familyD1(env, to);
  await target.batch(deleteStatements(target, familyId));
  await familyD1(env, from).prepare("DELETE FROM family_moves WHERE family_id = ?").bind(familyId).run();
  await env.DB.prepare("UPDATE directory_families SET moving_to = NULL WHERE family_id = ? AND moving_to = ?").bind(familyId, to).run();
}

/** The directory points the family and each of its accounts to the target, in one batch. */
async function switchDirectory(env: Bindings, familyId: string, to: FamilyDatabaseName, userIds: readonly string[]): Promise<void> {
  const accounts = [];
  for (let start = 0; start < userIds.length; start += 90) {
    const chunk = userIds.slice(start, start + 90);
    accounts.push(env.DB.prepare(`UPDATE directory_accounts SET db = ? WHERE user_id IN (${chunk.map(() => "?").join(", ")})`).bind(to, ...chunk));
  }
  await env.DB.batch([
    env.DB.prepare("UPDATE directory_families SET db = ?1, moving_to = NULL, version = version + 1 WHERE family_id = ?2 AND moving_to = ?1").bind(to, familyId),
    ...accounts,
  ]);
}

/** The family's rows leave the source, in one batch whose first statement lets its guards pass. */
const dropFromSource = (source: D1Database, familyId: string) =>
  source.batch([source.prepare("DELETE FROM family_moves WHERE family_id = ?").bind(familyId), ...deleteStatements(source, familyId)]);

export async function moveFamily(env: Bindings, familyId: string, to: string): Promise<MovedFamily> {
  const from = await startMove(env, familyId, to);
  const target = to as FamilyDatabaseName;
  const source = familyD1(env, from);
  let rows: Record<string, number>;
  let userIds: string[];
  try {
    const copied = await copyRows(source, familyD1(env, target), familyId);
    await verify(familyD1(env, target), familyId, copied);
    rows = Object.fromEntries(copied.map((table) => [table.table, table.count]));
    userIds = (await source.prepare("SELECT id FROM users WHERE family_id = ?").bind(familyId).all<{ id: string }>()).results.map((row) => row.id);
    await switchDirectory(env, familyId, target, userIds);
  } catch (error) {
    await undo(env, familyId, from, target);
    if (error instanceof CopyMismatch) throw refuse("conflict", `The copy to ${target} did not check out (${error.message}); nothing was moved.`);
    console.error(`moving family ${familyId} to ${target} failed: ${errorText(error)}`);
    throw new HttpError("unavailable", `The move to ${target} failed and was undone; the family is in ${from} as before.`);
  }
  await reconnectFamily(env, familyId);
  try {
    await dropFromSource(source, familyId);
  } catch (error) {
    // The family lives in the target now; the old copy still refuses writes, and a phone reading it reads the same rows.
    console.error(`family ${familyId} moved to ${target}, but its rows in ${from} were not deleted: ${errorText(error)}`);
    throw new HttpError("unavailable", `The family moved to ${target}, but its old rows in ${from} could not be deleted: delete them by hand.`);
  }
  return { familyId, from, to: target, rows };
}
