import { describe, expect, it } from "vitest";
import type { BackupFile, BackupRow } from "@worker/lib/backup/format";
import { databaseOfUsers, placeFamilies, spreadFile } from "@worker/lib/backup/spread";

const family = (id: string): BackupRow => ({ id, name: `Familjan ${id}`, created_at: "2026-01-01T00:00:00.000Z" });
const user = (id: string, familyId: string | null, isAdmin = 0): BackupRow => ({ id, family_id: familyId, username: id, is_admin: isAdmin });

function fileOf(tables: Record<string, BackupRow[]>): BackupFile {
  return { format: "familyhub-backup", formatVersion: 1, migration: "0063_generated_triggers", exportedAt: "2026-12-03T08:00:00.000Z", tables };
}

const idsOf = (part: BackupFile | undefined, table: string) => (part?.tables[table] ?? []).map((row) => row.id);

describe("placing a backup's families", () => {
  it("gives each family in turn the open database holding the fewest accounts, counting the family's own accounts", () => {
    const file = fileOf({
      families: [family("a"), family("b"), family("c"), family("d")],
      users: [user("a1", "a"), user("a2", "a"), user("a3", "a"), user("b1", "b"), user("c1", "c")],
    });
    // DB_00 already holds one account (the restoring administrator).
    const placement = placeFamilies(file, ["DB_00", "DB_01"], new Map([["DB_00", 1]]));
    // a (3 accounts) → DB_01 (0); b → DB_00 (1 < 3); c → DB_00 (2 < 3); d (no account, weighs 1) → DB_00 (3 = 3: first by name).
    expect([...placement]).toEqual([
      ["a", "DB_01"],
      ["b", "DB_00"],
      ["c", "DB_00"],
      ["d", "DB_00"],
    ]);
  });

  it("leaves a family where a database already holds it, and places nothing in a closed database", () => {
    const file = fileOf({ families: [family("a"), family("b"), family("c")], users: [] });
    const placement = placeFamilies(file, ["DB_01", "DB_02"], new Map(), new Map([["b", "DB_00"]]));
    expect([...placement]).toEqual([
      ["a", "DB_01"],
      ["b", "DB_00"],
      ["c", "DB_02"],
    ]);
  });
});

describe("spreading a backup over its databases", () => {
  const file = fileOf({
    families: [family("a"), family("b")],
    users: [user("ua", "a"), user("ub", "b"), user("admin", null, 1)],
    family_members: [
      { id: "ma", family_id: "a", user_id: "ua" },
      { id: "mb", family_id: "b", user_id: "ub" },
    ],
    events: [
      { id: "ea", family_id: "a", created_by: "ua" },
      // Made by a user who has since moved to the other family.
      { id: "eb", family_id: "b", created_by: "ua" },
    ],
    support_tickets: [{ id: "ta", user_id: "ua" }],
    ticket_responses: [
      { id: "ra", ticket_id: "ta", user_id: "ua" },
      { id: "rb", ticket_id: "ta", user_id: "admin" },
    ],
    admin_messages: [{ id: "m1", created_by: "admin" }],
    admin_message_reads: [{ message_id: "m1", user_id: "ub" }],
    login_events: [
      { id: "la", user_id: "ua" },
      { id: "lx", user_id: null },
    ],
  });
  const placement = new Map([
    ["a", "DB_01"],
    ["b", "DB_00"],
  ]);
  const parts = spreadFile(file, placement, "DB_00");

  it("puts each family's rows, its users' rows and the rows hanging off those in the family's database", () => {
    const a = parts.get("DB_01");
    const b = parts.get("DB_00");
    expect(idsOf(a, "families")).toEqual(["a"]);
    expect(idsOf(a, "users")).toEqual(["ua"]);
    expect(idsOf(a, "family_members")).toEqual(["ma"]);
    expect(idsOf(a, "events")).toEqual(["ea"]);
    expect(idsOf(a, "support_tickets")).toEqual(["ta"]);
    // A ticket's responses follow their ticket (no family or owner column of their own).
    expect(idsOf(a, "ticket_responses")).toEqual(["ra", "rb"]);
    expect(idsOf(a, "login_events")).toEqual(["la"]);
    expect(idsOf(b, "families")).toEqual(["b"]);
    expect(idsOf(b, "users")).toEqual(["ub", "admin"]);
    expect(b?.tables.admin_message_reads).toEqual([{ message_id: "m1", user_id: "ub" }]);
  });

  it("puts what is no family's in the home: an administrator without a family, a log row of no account", () => {
    expect(idsOf(parts.get("DB_00"), "users")).toContain("admin");
    expect(idsOf(parts.get("DB_00"), "login_events")).toEqual(["lx"]);
  });

  it("copies the info messages into every part, and empties an author column naming a user of another database", () => {
    expect(parts.get("DB_00")?.tables.admin_messages).toEqual([{ id: "m1", created_by: "admin" }]);
    expect(parts.get("DB_01")?.tables.admin_messages).toEqual([{ id: "m1", created_by: null }]);
    expect(parts.get("DB_01")?.tables.ticket_responses).toEqual([
      { id: "ra", ticket_id: "ta", user_id: "ua" },
      { id: "rb", ticket_id: "ta", user_id: null },
    ]);
    expect(parts.get("DB_00")?.tables.events).toEqual([{ id: "eb", family_id: "b", created_by: null }]);
  });

  it("loses and doubles no row: every row of the file is in exactly one part, the messages in each", () => {
    for (const [table, rows] of Object.entries(file.tables)) {
      const written = [...parts.values()].flatMap((part) => part.tables[table] ?? []);
      expect(written.length, table).toBe(table === "admin_messages" ? rows.length * parts.size : rows.length);
    }
    expect([...parts.values()].every((part) => part.exportedAt === file.exportedAt && part.migration === file.migration)).toBe(true);
  });

  it("names each user's database: their family's, else the home", () => {
    expect([...databaseOfUsers(file, placement, "DB_00")]).toEqual([
      ["ua", "DB_01"],
      ["ub", "DB_00"],
      ["admin", "DB_00"],
    ]);
  });
});
