import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "@worker/db/schema";
import { BACKUP_FORMAT, backupFileName, type BackupFile } from "@worker/lib/backup/format";
import { DESCRIPTION_MAX } from "@contract/limits";
import { withDerivedColumns } from "@worker/lib/backup/derived-columns";
import { inlineStatement, insertStatements, MAX_BOUND_PARAMETERS, MAX_INLINE_SQL_BYTES } from "@worker/lib/backup/statements";
import { BACKUP_TABLES, BACKUP_TABLE_NAMES, DERIVED_TABLES, EMPTIED_COLUMNS, LEFT_OUT, SCHEMA_TABLE_NAMES } from "@worker/lib/backup/tables";

describe("the backed-up tables", () => {
  it("cover every table of the schema: backed up, or left out with a reason", () => {
    const covered = [...BACKUP_TABLE_NAMES, ...Object.keys(LEFT_OUT)].sort();
    expect(covered).toEqual([...SCHEMA_TABLE_NAMES].sort());
    expect(BACKUP_TABLE_NAMES).not.toContain("sessions");
  });

  it("come in an order where every reference points to a table before it", () => {
    BACKUP_TABLES.forEach((table, index) => {
      for (const reference of table.references.filter((each) => !EMPTIED_COLUMNS[table.name]?.includes(each.column))) {
        const at = BACKUP_TABLE_NAMES.indexOf(reference.table);
        expect(at, `${table.name}.${reference.column}`).toBeGreaterThanOrEqual(0);
        expect(at, `${table.name}.${reference.column}`).toBeLessThan(index);
      }
    });
  });

  it("empty exactly the columns that name a left-out table's row, each one that may be empty: the pictures, whose photos no file carries", () => {
    expect(EMPTIED_COLUMNS).toEqual({ recipes: ["photo_id"], dinner_meals: ["photo_id"] });
    for (const [name, columns] of Object.entries(EMPTIED_COLUMNS)) {
      const table = BACKUP_TABLES.find((each) => each.name === name)!;
      for (const column of columns) expect(table.columns.find((each) => each.name === column)?.nullable, `${name}.${column}`).toBe(true);
    }
  });
});

describe("the restore's inserts", () => {
  const rows = Array.from({ length: 45 }, (_, index) => ({
    id: `e${index}`,
    family_id: "f",
    created_by: null,
    title: `Heiti 'í' ${index}`,
    description: null,
    start_time: "2026-01-01T00:00:00.000Z",
    end_time: "2026-01-01T01:00:00.000Z",
    location: null,
    recurrence: "none",
    recurrence_ends: null,
    days_of_week: null,
    ends_at: "2026-01-01T01:00:00.000Z",
    created_at: "2026-01-01T00:00:00.000Z",
    dav_name: null,
    dav_source: null,
  }));
  const file: BackupFile = { format: BACKUP_FORMAT, formatVersion: 1, migration: null, exportedAt: "", tables: { events: rows, purchase_totals: [] } };

  it("bind at most 100 parameters each and write every row once", () => {
    const statements = insertStatements(file);
    for (const statement of statements) expect(statement.params.length).toBeLessThanOrEqual(MAX_BOUND_PARAMETERS);
    // Every column of the table, those the file leaves out as NULL.
    expect(statements.reduce((sum, statement) => sum + statement.params.length, 0)).toBe(45 * Object.keys(getTableColumns(events)).length);
    expect(statements.every((statement) => !statement.sql.includes("purchase_totals"))).toBe(true);
  });

  it("write values into SQL text safely for wrangler's --file", () => {
    const [first] = insertStatements(file);
    const sql = inlineStatement(first!);
    expect(sql).toContain("'Heiti ''í'' 0'");
    expect(sql).not.toContain("?");
    expect(DERIVED_TABLES.has("purchase_totals")).toBe(true);
  });

  it("keep each statement's SQL, values written in, under D1's 100,000 bytes, every row once and in order", () => {
    // The longest messages the app accepts, in characters of three and four bytes, quotes doubled.
    const long = (index: number) => `${index}'日ð🫛`.repeat(DESCRIPTION_MAX).slice(0, DESCRIPTION_MAX);
    const messages = Array.from({ length: 20 }, (_, index) => ({
      id: `m${index}`,
      title: `Boð ${index}`,
      message: long(index),
      created_by: null,
      created_at: "2026-01-01T00:00:00.000Z",
    }));
    const statements = insertStatements({ ...file, tables: { admin_messages: messages } });
    expect(statements.length).toBeGreaterThan(1);
    for (const statement of statements) {
      const bytes = new TextEncoder().encode(inlineStatement(statement)).length;
      expect(bytes).toBeLessThanOrEqual(MAX_INLINE_SQL_BYTES);
      expect(statement.params.length).toBeLessThanOrEqual(MAX_BOUND_PARAMETERS);
    }
    expect(statements.flatMap((statement) => statement.params.filter((_, index) => index % 5 === 2))).toEqual(messages.map((row) => row.message));
  });

  it("write a row larger than the cap in a statement of its own", () => {
    const rows = ["a", "b", "c"].map((id) => ({ id, title: id, message: (id === "b" ? "ø" : "x").repeat(60_000), created_by: null, created_at: "" }));
    const statements = insertStatements({ ...file, tables: { admin_messages: rows } });
    expect(statements.map((statement) => statement.params[0])).toEqual(["a", "b", "c"]);
  });

  it("name the file after the app and the day", () => {
    expect(backupFileName("FamilyHub", new Date("2026-11-23T23:59:00Z"))).toBe("familyhub_backup_2026-11-23.json");
  });
});

describe("the restore's derived columns", () => {
  const event = (id: string, familyId: string, fields: Record<string, string | null>) => ({
    id,
    family_id: familyId,
    start_time: "2026-03-02T08:00:00.000Z",
    end_time: "2026-03-02T09:00:00.000Z",
    recurrence: "monthly",
    recurrence_ends: "2026-05-02T08:00:00.000Z",
    days_of_week: null,
    ...fields,
  });
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    formatVersion: 1,
    migration: null,
    exportedAt: "",
    tables: {
      families: [
        { id: "faroe", time_zone: "Atlantic/Faroe" },
        { id: "nowhere", time_zone: "Nowhere/Atlantis" },
      ],
      events: [
        event("left-out", "faroe", {}),
        event("stated-wrong", "faroe", { ends_at: "2000-01-01T00:00:00.000Z" }),
        event("one-off", "faroe", { recurrence: "none", recurrence_ends: null }),
        event("endless", "faroe", { recurrence_ends: null }),
        event("unknown-zone", "nowhere", {}),
      ],
    },
  };

  it("computes each event's end for good on its family's clock, whatever the file says", () => {
    const ends = withDerivedColumns(file).tables.events?.map((row) => [row.id, row.ends_at]);
    // Monthly at 08:00 Faroe time: 2 May is in summer time, 07:00 UTC, and ends an hour later.
    expect(ends).toEqual([
      ["left-out", "2026-05-02T08:00:00.000Z"],
      ["stated-wrong", "2026-05-02T08:00:00.000Z"],
      ["one-off", "2026-03-02T09:00:00.000Z"],
      ["endless", null],
      ["unknown-zone", null],
    ]);
  });

  it("computes each event's UID from its phone text, and gives a later holder of a shared UID its own", () => {
    const phone = (uid: string) =>
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART:20260302T080000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    const shared: BackupFile = {
      ...file,
      tables: {
        ...file.tables,
        events: [
          event("later", "faroe", { created_at: "2026-02-02", dav_source: phone("twice@example.com"), dav_uid: "twice@example.com" }),
          event("earlier", "faroe", { created_at: "2026-02-01", dav_source: phone("twice@example.com") }),
          event("other-family", "nowhere", { created_at: "2026-02-03", dav_source: phone("twice@example.com") }),
          event("app", "faroe", { created_at: "2026-02-04", dav_source: null, dav_uid: "stated" }),
          event("own", "faroe", { created_at: "2026-02-05", dav_source: phone("own@familyhub") }),
          event("took-app", "faroe", { created_at: "2026-02-06", dav_source: phone("app@familyhub") }),
        ],
      },
    };
    const rows = withDerivedColumns(shared).tables.events ?? [];
    expect(rows.map((row) => [row.id, row.dav_uid])).toEqual([
      ["later", null],
      ["earlier", "twice@example.com"],
      ["other-family", "twice@example.com"],
      ["app", null],
      ["own", null],
      ["took-app", null],
    ]);
    expect(rows[0]?.dav_source).toContain("UID:later@familyhub");
    expect(rows[5]?.dav_source).toContain("UID:took-app@familyhub");
  });
});
