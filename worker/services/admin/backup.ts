import { backupMessages as m } from "@contract/backup-messages";
import type { RestoreAnswer } from "@contract/schemas/backup";
import type { FamilyDatabaseName } from "@worker/db/databases";
import type { Db } from "@worker/env";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, backupFileName, type BackupHeader, type BackupRow } from "@worker/lib/backup/format";
import { ENROLLED_SQL, type RestoredAdminCode, restoredAdminCodes } from "@worker/lib/backup/admin-codes";
import { withDerivedColumns } from "@worker/lib/backup/derived-columns";
import { familiesOf, placeFamilies, spreadFile } from "@worker/lib/backup/spread";
import { forgetFinishedJobs, insertStatements, type Statement } from "@worker/lib/backup/statements";
import { BackupSigner, signatureProblem } from "@worker/lib/backup/signature";
import { type GivingWay, givingWay, OCCUPIED_SQL, restoreClaim, restoredRows, WAITING_ADMINS_SQL, type WaitingAdmin } from "@worker/lib/backup/target";
import { BACKUP_TABLES, BACKUP_TABLE_NAMES, type BackupTable, EMPTIED_COLUMNS } from "@worker/lib/backup/tables";
import { validateBackup } from "@worker/lib/backup/validate";
import { newId } from "@worker/lib/crypto";
import { HttpError } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import type { Audit } from "@worker/services/security-log";
import { type Outcome, outcome } from "@worker/services/effects";
import { accountsPerDatabase } from "@worker/services/directory/accounts";
import { deleteFamiliesStatements } from "@worker/services/directory/move-rows";
import { directoryInTheWay, directoryRestoreQueries } from "./backup-directory";

/** Rows per keyset page: small enough that a page never weighs on the Worker's memory. */
const EXPORT_PAGE_ROWS = 500;

/** The newest migration wrangler (or the tests) applied, the level a restore must match. */
export async function migrationLevel(d1: D1Database): Promise<string | null> {
  try {
    const row = await d1.prepare("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1").first<{ name: string }>();
    return row?.name ?? null;
  } catch {
    return null;
  }
}

const q = (name: string) => `"${name}"`;

function pageQuery(table: BackupTable, after: BackupRow | null): { sql: string; params: (string | number | null)[] } {
  const emptied = EMPTIED_COLUMNS[table.name] ?? [];
  // A column naming a left-out table's row (a picture, whose photo no file carries) goes out empty.
  const columns = table.columns.map((column) => (emptied.includes(column.name) ? `NULL AS ${q(column.name)}` : q(column.name))).join(", ");
  const key = table.key.map(q).join(", ");
  const where = after ? ` WHERE (${key}) > (${table.key.map(() => "?").join(", ")})` : "";
  return {
    sql: `SELECT ${columns} FROM ${q(table.name)}${where} ORDER BY ${key} LIMIT ${EXPORT_PAGE_ROWS}`,
    params: after ? table.key.map((column) => after[column] ?? null) : [],
  };
}

/**
 * The backup as a stream of JSON, written as it reads: one keyset page of one table per pull, so
 * the Worker holds a page at a time however large the database is. The header comes first, the
 * signature of everything before it last.
 */
function exportStream(databases: BackupDatabases, tableNames: readonly string[], header: BackupHeader, signer: BackupSigner): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const tables = BACKUP_TABLES.filter((table) => tableNames.includes(table.name));
  let tableIndex = 0;
  // Each table is read from every database in turn, so each family's parents still come before any child.
  let databaseIndex = 0;
  // The last row of the page before (null: the table's first page), and whether a row went out yet.
  let after: BackupRow | null = null;
  let written = false;
  const start = JSON.stringify(header).slice(0, -1);
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`${start},"tables":{`));
      },
      async pull(controller) {
        const table = tables[tableIndex];
        if (!table) {
          controller.enqueue(encoder.encode(`},"signature":${JSON.stringify(signer.signature())}}\n`));
          controller.close();
          return;
        }
        const opening = after === null && databaseIndex === 0;
        if (opening) signer.table(table.name);
        let text = opening ? `${tableIndex ? "," : ""}${JSON.stringify(table.name)}:[` : "";
        const { sql, params } = pageQuery(table, after);
        const sources = databasesOfTable(databases, table.name);
        const { results } = await sources[databaseIndex]!.prepare(sql)
          .bind(...params)
          .all<BackupRow>();
        for (const row of results) {
          signer.row(row);
          text += `${written ? "," : ""}\n${JSON.stringify(row)}`;
          written = true;
        }
        after = results.length === EXPORT_PAGE_ROWS ? (results.at(-1) ?? null) : null;
        if (after === null && databaseIndex + 1 < sources.length) databaseIndex++;
        else if (after === null) {
          text += "]";
          tableIndex++;
          databaseIndex = 0;
          written = false;
        }
        controller.enqueue(encoder.encode(text));
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The whole database or the listed tables (unknown or never-exported names answer 400 listing
 * them), as a stream and its file name.
 */
/** Where a backup reads: the directory and every family database (docs/features/backup.md "Several databases"). */
export interface BackupDatabases {
  directory: D1Database;
  families: readonly D1Database[];
}

/**
 * The databases a table's rows are read from. The administrators' info messages are the
 * directory's (each family database holds a copy); every other table is read from each family
 * database and the directory (which holds the sign-ins and events of no known account).
 */
const databasesOfTable = (databases: BackupDatabases, table: string): D1Database[] =>
  table === "admin_messages" ? [databases.directory] : [databases.directory, ...databases.families];

export async function exportBackup(databases: BackupDatabases, secret: string, appName: string, tables: readonly string[] = BACKUP_TABLE_NAMES) {
  const unknown = tables.filter((name) => !BACKUP_TABLE_NAMES.includes(name));
  if (unknown.length) {
    const issues = unknown.map((name) => ({ path: "tables", message: `${m.unknownTables}: ${name}` }));
    throw new HttpError("invalid_body", `${m.unknownTables}: ${unknown.join(", ")}`, issues);
  }
  const now = new Date();
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    migration: await migrationLevel(databases.directory),
    exportedAt: now.toISOString(),
  };
  return { stream: exportStream(databases, tables, header, new BackupSigner(secret, header)), fileName: backupFileName(appName, now) };
}

function invalidFile(problems: { path: string; message: string }[]): HttpError {
  return new HttpError("invalid_body", `${m.refused}: ${problems[0]?.message ?? ""}`.trim(), problems);
}

/**
 * Restores a backup file's text into family databases that hold nothing but their admins: the
 * whole file is validated first, its signature under this server's secret checked, and nothing is
 * written unless all of it is right (lib/backup/target.ts says what may be there already and who
 * gives way; the directory, whether an account of another database has a file user's name). The
 * file's families are spread over the open family databases as registration places families
 * (lib/backup/spread.ts). Each database's part (its rows, its administrators' enrolment codes, the
 * restore's security event) is one D1 batch, one transaction; the other databases go first and the
 * administrator's own last, and when one fails the parts already written are deleted again, so a
 * failed restore leaves every database as it was. Once all went in, the directory gets the restored
 * accounts' and families' rows, so they can sign in.
 */
export interface RestoreTarget {
  /** The administrator's own family database: what is no family's goes there, and the uploader gives way there. */
  home: { name: FamilyDatabaseName; db: Db };
  /** Every family database (the home among them). */
  databases: readonly { name: FamilyDatabaseName; db: Db }[];
  /** Those that take new families, which the file's families are spread over. */
  open: readonly FamilyDatabaseName[];
  /** Where the restored accounts and families are placed (backup-directory.ts). */
  directory: Db;
}

interface DatabaseState {
  name: FamilyDatabaseName;
  d1: D1Database;
  waiting: WaitingAdmin[];
  enrolled: { id: string }[];
  occupied: number;
}

async function stateOf({ name, db }: { name: FamilyDatabaseName; db: Db }): Promise<DatabaseState> {
  const d1 = db.$client;
  const [waiting, enrolled, occupied] = await d1.batch([d1.prepare(WAITING_ADMINS_SQL), d1.prepare(ENROLLED_SQL), d1.prepare(OCCUPIED_SQL)]);
  return {
    name,
    d1,
    waiting: waiting!.results as WaitingAdmin[],
    enrolled: enrolled!.results as { id: string }[],
    occupied: Number((occupied!.results[0] as { n: number } | undefined)?.n ?? 0),
  };
}

interface WrittenPart {
  d1: D1Database;
  families: string[];
  messages: string[];
  eventId: string;
}

/** Deletes what a part wrote (a later database failed): its families with everything of theirs, its message copies and its event. */
async function undoPart({ d1, families, messages, eventId }: WrittenPart): Promise<void> {
  await d1.batch([
    ...deleteFamiliesStatements(d1, families),
    d1.prepare("DELETE FROM admin_messages WHERE id IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(messages)),
    // The messages' change counter, when none are left: the database as it was before.
    d1.prepare("DELETE FROM family_versions WHERE family_id = 'everyone' AND table_name = 'admin_messages' AND NOT EXISTS (SELECT 1 FROM admin_messages)"),
    d1.prepare("DELETE FROM security_events WHERE id = ?").bind(eventId),
  ]);
}

export async function restoreBackup(target: RestoreTarget, secret: string, text: string, audit: Audit, now = Date.now()): Promise<Outcome<RestoreAnswer>> {
  const { home, directory } = target;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidFile([{ path: "", message: m.notJson }]);
  }
  const validation = validateBackup(parsed, await migrationLevel(home.db.$client));
  if (!validation.ok) throw invalidFile(validation.problems);
  const unsigned = signatureProblem(secret, validation.file, validation.signature);
  if (unsigned) throw invalidFile([{ path: "signature", message: unsigned }]);
  const file = withDerivedColumns(validation.file);
  const states = await Promise.all(target.databases.map(stateOf));
  const leaving: GivingWay[] = [];
  const giveWayOf = new Map<string, Statement[]>();
  for (const state of states) {
    const { statements, inTheWay, leaving: gone } = givingWay(file, state.waiting, audit.actorId);
    const [blocking] = inTheWay;
    if (blocking) throw new HttpError("conflict", m.adminInTheWay(blocking.admin, blocking.fileUser));
    giveWayOf.set(state.name, statements);
    leaving.push(...gone);
  }
  const [elsewhere] = await directoryInTheWay(directory, file, audit.actorId);
  if (elsewhere) throw new HttpError("conflict", m.accountInTheWay(elsewhere.account, elsewhere.fileUser));
  if (states.some((state) => state.occupied > 0)) throw new HttpError("conflict", m.notEmpty);

  // A family a database already holds (a waiting administrator's, which the file names too) stays there.
  const held = new Map(states.flatMap((state) => state.waiting.flatMap((admin) => (admin.family_id ? [[admin.family_id, state.name] as const] : []))));
  const placement = placeFamilies(file, target.open, await accountsPerDatabase(directory, target.open), held);
  const parts = spreadFile(file, placement, home.name);
  // The home last: only its part gives way (deletes the uploader), which nothing could undo.
  const order = [...states.filter((state) => state.name !== home.name && parts.has(state.name)), ...states.filter((state) => state.name === home.name)];
  const written: WrittenPart[] = [];
  const codes: RestoredAdminCode[] = [];
  try {
    for (const state of order) {
      const part = parts.get(state.name)!;
      const eventId = newId();
      const { claim, guard } = restoreClaim(part, { id: eventId, actorId: audit.actorId, client: audit.client, at: iso(now) });
      const giveWay = (giveWayOf.get(state.name) ?? []).map(({ sql, params }) => ({ sql: `${sql} AND ${guard}`, params }));
      const issued = await restoredAdminCodes(part, state.enrolled, now, guard);
      const statements = [claim, ...giveWay, ...insertStatements(part, guard), ...issued.statements, forgetFinishedJobs(guard)];
      const [claimed] = await state.d1.batch(statements.map(({ sql, params }) => state.d1.prepare(sql).bind(...params)));
      if (!claimed?.meta.changes) throw new HttpError("conflict", m.notEmpty);
      codes.push(...issued.codes);
      const messages = (part.tables.admin_messages ?? []).map((message) => String(message.id));
      written.push({ d1: state.d1, families: familiesOf(part).filter((id) => held.get(id) !== state.name), messages, eventId });
    }
  } catch (error) {
    await Promise.all(written.map(undoPart)).catch((undoError: unknown) =>
      console.error(`a restore's written parts were not all deleted again: ${String(undoError)}`),
    );
    if (error instanceof HttpError) throw error;
    console.error(`a family database refused its part of a restore: ${String(error)}`);
    throw new HttpError("unavailable", m.databaseFailed);
  }
  await directory.batch(directoryRestoreQueries(directory, file, { placement, home: home.name }, leaving));
  return outcome(200, { rows: restoredRows(file), enrolmentCodes: codes });
}
