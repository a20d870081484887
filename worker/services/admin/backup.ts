import { backupMessages as m } from "@contract/backup-messages";
import type { RestoreAnswer } from "@contract/schemas/backup";
import type { FamilyDatabaseName } from "@worker/db/databases";
import type { Db } from "@worker/env";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, backupFileName, type BackupHeader, type BackupRow } from "@worker/lib/backup/format";
import { ENROLLED_SQL, restoredAdminCodes } from "@worker/lib/backup/admin-codes";
import { withDerivedColumns } from "@worker/lib/backup/derived-columns";
import { forgetFinishedJobs, insertStatements } from "@worker/lib/backup/statements";
import { BackupSigner, signatureProblem } from "@worker/lib/backup/signature";
import { givingWay, restoreClaim, restoredRows, WAITING_ADMINS_SQL, type WaitingAdmin } from "@worker/lib/backup/target";
import { BACKUP_TABLES, BACKUP_TABLE_NAMES, type BackupTable } from "@worker/lib/backup/tables";
import { validateBackup } from "@worker/lib/backup/validate";
import { newId } from "@worker/lib/crypto";
import { HttpError } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import type { Audit } from "@worker/services/security-log";
import { type Outcome, outcome } from "@worker/services/effects";
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
  const columns = table.columns.map((column) => q(column.name)).join(", ");
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
 * Restores a backup file's text into a database that holds nothing but its admins: the whole
 * file is validated first, its signature under this server's secret checked, and nothing is
 * written unless all of it is right (lib/backup/target.ts says what may be there already and who
 * gives way; the directory, whether an account of another database has a file user's name). The
 * rows, the restored administrators' enrolment codes (lib/backup/admin-codes.ts) and the
 * restore's security event are one D1 batch, one transaction: a failure leaves the database as it
 * was. Once it went in, the directory gets the restored accounts' and families' rows, so they can
 * sign in.
 */
export interface RestoreTarget {
  /** The administrator's own family database, which the file's rows go into, and its name. */
  db: Db;
  name: FamilyDatabaseName;
  /** Where the restored accounts and families are placed (backup-directory.ts). */
  directory: Db;
}

export async function restoreBackup(target: RestoreTarget, secret: string, text: string, audit: Audit, now = Date.now()): Promise<Outcome<RestoreAnswer>> {
  const { db, directory } = target;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidFile([{ path: "", message: m.notJson }]);
  }
  const d1 = db.$client;
  const validation = validateBackup(parsed, await migrationLevel(d1));
  if (!validation.ok) throw invalidFile(validation.problems);
  const { file } = validation;
  const unsigned = signatureProblem(secret, file, validation.signature);
  if (unsigned) throw invalidFile([{ path: "signature", message: unsigned }]);
  const { results: waiting } = await d1.prepare(WAITING_ADMINS_SQL).all<WaitingAdmin>();
  const { statements: givingWayStatements, inTheWay, leaving } = givingWay(file, waiting, audit.actorId);
  const [blocking] = inTheWay;
  if (blocking) throw new HttpError("conflict", m.adminInTheWay(blocking.admin, blocking.fileUser));
  const [elsewhere] = await directoryInTheWay(directory, file, audit.actorId);
  if (elsewhere) throw new HttpError("conflict", m.accountInTheWay(elsewhere.account, elsewhere.fileUser));
  const { claim, guard } = restoreClaim(file, { id: newId(), actorId: audit.actorId, client: audit.client, at: iso(now) });
  const giveWay = givingWayStatements.map(({ sql, params }) => ({ sql: `${sql} AND ${guard}`, params }));
  const { results: enrolled } = await d1.prepare(ENROLLED_SQL).all<{ id: string }>();
  const { codes, statements: issueCodes } = await restoredAdminCodes(file, enrolled, now, guard);
  const statements = [claim, ...giveWay, ...insertStatements(withDerivedColumns(file), guard), ...issueCodes, forgetFinishedJobs(guard)];
  const [claimed] = await d1.batch(statements.map(({ sql, params }) => d1.prepare(sql).bind(...params)));
  if (!claimed?.meta.changes) throw new HttpError("conflict", m.notEmpty);
  await directory.batch(directoryRestoreQueries(directory, file, target.name, leaving));
  return outcome(200, { rows: restoredRows(file), enrolmentCodes: codes });
}
