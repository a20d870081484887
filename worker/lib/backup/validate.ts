import { DERIVED_COLUMNS } from "./derived-columns";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupFile, type BackupRow, type BackupValue } from "./format";
import { BACKUP_TABLES, EMPTIED_COLUMNS, LEFT_OUT, type BackupColumn, type BackupTable } from "./tables";
import { checkPurchaseTotals } from "./totals";
import { userRowProblems } from "./user-rows";

interface Problem {
  path: string;
  message: string;
}

/** Enough to fix a file; the rest are counted. */
const MAX_PROBLEMS = 50;

export type Validation = { ok: true; file: BackupFile; signature: unknown } | { ok: false; problems: Problem[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

class Problems {
  readonly list: Problem[] = [];
  private extra = 0;
  add(path: string, message: string) {
    if (this.list.length < MAX_PROBLEMS) this.list.push({ path, message });
    else this.extra++;
  }
  done(): Problem[] {
    return this.extra ? [...this.list, { path: "", message: `…and ${this.extra} more problems` }] : this.list;
  }
}

function checkValue(column: BackupColumn, value: unknown): string | null {
  if (value === undefined) return "missing";
  if (value === null) return column.nullable ? null : "may not be null";
  if (column.kind === "text") {
    if (typeof value !== "string") return "must be text";
    if (column.values && !column.values.includes(value)) return `must be one of ${column.values.join(", ")}`;
    return null;
  }
  if (column.kind === "boolean") return value === 0 || value === 1 ? null : "must be 0 or 1";
  return Number.isSafeInteger(value) ? null : "must be a whole number";
}

const keyOf = (row: BackupRow, columns: readonly string[]) => JSON.stringify(columns.map((column) => row[column]));

/** Rows that must be unique besides their key: the case-insensitive sign-in names. */
const UNIQUE_FOLDED: Readonly<Record<string, readonly string[]>> = { users: ["username", "email"] };

function checkRows(table: BackupTable, rows: unknown, problems: Problems): BackupRow[] {
  const path = `tables.${table.name}`;
  if (!Array.isArray(rows)) {
    problems.add(path, "must be a list of rows");
    return [];
  }
  const names = new Set(table.columns.map((column) => column.name));
  const keys = new Set<string>();
  const folded = new Map<string, Set<string>>();
  rows.forEach((row: unknown, index) => {
    const at = `${path}[${index}]`;
    if (!isRecord(row)) {
      problems.add(at, "must be an object");
      return;
    }
    for (const name of Object.keys(row)) if (!names.has(name)) problems.add(`${at}.${name}`, "is not a column of this table");
    const derived = DERIVED_COLUMNS[table.name] ?? [];
    for (const column of table.columns) {
      if (derived.includes(column.name) && row[column.name] === undefined) continue;
      const wrong = checkValue(column, row[column.name]);
      if (wrong) problems.add(`${at}.${column.name}`, wrong);
    }
    if (table.name === "users") for (const wrong of userRowProblems(row as BackupRow)) problems.add(`${at}.${wrong.column}`, wrong.message);
    const key = keyOf(row as BackupRow, table.key);
    if (keys.has(key)) problems.add(at, `repeats the key ${table.key.join(", ")} of an earlier row`);
    keys.add(key);
    for (const column of UNIQUE_FOLDED[table.name] ?? []) {
      const seen = folded.get(column) ?? new Set<string>();
      folded.set(column, seen);
      const value = String(row[column]).toLowerCase();
      if (seen.has(value)) problems.add(`${at}.${column}`, "repeats an earlier row's (case-insensitively)");
      seen.add(value);
    }
  });
  return rows.filter(isRecord) as BackupRow[];
}

function checkReferences(tables: Record<string, BackupRow[]>, problems: Problems) {
  const keySets = new Map<string, Set<BackupValue>>();
  const keysOf = (table: string, column: string) => {
    const id = `${table}.${column}`;
    let set = keySets.get(id);
    if (!set) {
      set = new Set((tables[table] ?? []).map((row) => row[column] ?? null));
      keySets.set(id, set);
    }
    return set;
  };
  for (const table of BACKUP_TABLES) {
    const rows = tables[table.name];
    if (!rows) continue;
    // A column naming a left-out table's row is emptied by the restore, whatever the file says.
    for (const reference of table.references.filter((each) => !EMPTIED_COLUMNS[table.name]?.includes(each.column))) {
      const present = reference.table in tables;
      rows.forEach((row, index) => {
        const value = row[reference.column];
        if (value === null || value === undefined) return;
        const at = `tables.${table.name}[${index}].${reference.column}`;
        if (!present) problems.add(at, `refers to ${reference.table}, which the file does not hold`);
        else if (!keysOf(reference.table, reference.foreignColumn).has(value))
          problems.add(at, `refers to ${reference.table} ${String(value)}, which the file does not hold`);
      });
    }
  }
}

function checkHeader(input: Record<string, unknown>, migration: string | null, problems: Problems) {
  if (input.format !== BACKUP_FORMAT) problems.add("format", `must be "${BACKUP_FORMAT}": this is not a backup file`);
  const version = input.formatVersion;
  if (typeof version !== "number" || !Number.isSafeInteger(version) || version < 1) problems.add("formatVersion", "must be a whole number from 1");
  else if (version > BACKUP_FORMAT_VERSION) {
    problems.add("formatVersion", `is ${version}, made by a newer version of the app; this one reads up to ${BACKUP_FORMAT_VERSION}`);
  }
  if (typeof input.exportedAt !== "string") problems.add("exportedAt", "must be the export time");
  if (input.migration !== migration) {
    problems.add("migration", `is ${String(input.migration)}, but the database is at ${String(migration)}: restore into a database at the same migration`);
  }
}

/**
 * Checks a whole parsed backup file before anything is written: its header, the database's
 * migration level, every row against the schema (columns, types, keys) and every reference
 * between rows, and that the exported purchase totals are the sums of the exported purchases.
 */
export function validateBackup(input: unknown, migration: string | null): Validation {
  const problems = new Problems();
  if (!isRecord(input)) return { ok: false, problems: [{ path: "", message: "The file is not a backup: expected a JSON object" }] };
  checkHeader(input, migration, problems);
  if (!isRecord(input.tables)) {
    problems.add("tables", "must map table names to their rows");
    return { ok: false, problems: problems.done() };
  }
  const known = new Map(BACKUP_TABLES.map((table) => [table.name, table]));
  const tables: Record<string, BackupRow[]> = {};
  for (const [name, rows] of Object.entries(input.tables)) {
    const table = known.get(name);
    if (!table) problems.add(`tables.${name}`, name in LEFT_OUT ? "is never part of a backup" : "is not a table of this app");
    else tables[name] = checkRows(table, rows, problems);
  }
  if (problems.list.length === 0) checkReferences(tables, problems);
  if (problems.list.length === 0) for (const problem of checkPurchaseTotals(tables)) problems.add(problem.path, problem.message);
  const found = problems.done();
  if (found.length) return { ok: false, problems: found };
  return {
    ok: true,
    file: { format: BACKUP_FORMAT, formatVersion: Number(input.formatVersion), migration, exportedAt: String(input.exportedAt), tables },
    signature: input.signature,
  };
}
