import { describe, expect, it } from "vitest";
import { DAV_CHANGES_PER_FAMILY, DAV_TEXT_FAMILY_MAX_BYTES, DAV_TEXT_MAX_BYTES } from "@contract/caldav-limits";
import { DAV_LOGGED_TABLES } from "@worker/db/dav-tables";
import { davTriggers, GENERATED_MIGRATION, generatedTriggersMigration, ownedTriggersCreatedIn } from "@worker/db/generated-triggers";

const migrations = import.meta.glob<string>("/migrations/*.sql", { query: "?raw", import: "default", eager: true });
const journals = import.meta.glob<{ entries: { tag: string; when: number }[] }>("/migrations/meta/_journal.json", { import: "default", eager: true });
const journal = journals["/migrations/meta/_journal.json"]!;
const files = Object.keys(migrations).sort();
const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const newest = files.findLast((path) => GENERATED_MIGRATION.test(fileName(path)))!;
const earlierOwned = files.slice(0, files.indexOf(newest)).flatMap((path) => ownedTriggersCreatedIn(migrations[path] ?? ""));

describe("the generated triggers", () => {
  it("the newest generated migration is what `npm run db:triggers` writes from the lists now", () => {
    expect(newest).toBeDefined();
    expect(migrations[newest]).toBe(generatedTriggersMigration(earlierOwned));
  });

  it("the generated migrations have their entries in drizzle's journal, each newer than the one before", () => {
    const tags = journal.entries.map((entry) => entry.tag);
    for (const path of files.filter((file) => GENERATED_MIGRATION.test(fileName(file)))) expect(tags).toContain(fileName(path).replace(/\.sql$/, ""));
    const times = journal.entries.map((entry) => entry.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("drops a version, row-cap or CalDAV trigger an earlier migration made for a table no longer listed, and makes it no more", () => {
    const sql = generatedTriggersMigration(["pets_version_insert", "pets_row_cap", "pets_dav_update", "pets_dav_text_cap", "family_members_version_insert"]);
    expect(sql).toContain("DROP TRIGGER IF EXISTS `pets_dav_update`;");
    expect(sql).toContain("DROP TRIGGER IF EXISTS `pets_dav_text_cap`;");
    expect(sql).toContain("DROP TRIGGER IF EXISTS `pets_version_insert`;");
    expect(sql).toContain("DROP TRIGGER IF EXISTS `pets_row_cap`;");
    expect(sql).not.toContain("CREATE TRIGGER `pets_");
    expect(sql.match(/CREATE TRIGGER `family_members_version_insert`/g)).toHaveLength(1);
  });

  it("makes CalDAV's log, text-cap and log-cap triggers from DAV_LOGGED_TABLES and the CalDAV limits", () => {
    const names = davTriggers().map((made) => made.name);
    for (const table of Object.keys(DAV_LOGGED_TABLES))
      for (const operation of ["insert", "update", "delete"]) expect(names).toContain(`${table}_dav_${operation}`);
    const texts = Object.entries(DAV_LOGGED_TABLES)
      .filter(([, table]) => "phoneWritten" in table)
      .map(([table]) => table);
    expect(texts.sort()).toEqual(["events", "reminders", "shopping_items"]);
    for (const table of texts) for (const suffix of ["cap", "cap_update", "insert", "update", "delete"]) expect(names).toContain(`${table}_dav_text_${suffix}`);
    const sql = davTriggers()
      .map((made) => made.sql)
      .join("\n");
    expect(sql).toContain(`> ${DAV_TEXT_MAX_BYTES};`);
    expect(sql).toContain(`> ${DAV_TEXT_FAMILY_MAX_BYTES};`);
    expect(sql).toContain(`> ${DAV_CHANGES_PER_FAMILY}`);
  });

  it("takes the CalDAV log and cap triggers of migrations 0038, 0048, 0051 and 0052 as its own, never the family deletion's or the collections' ones", () => {
    const owned = ["0038_dav_changes", "0048_outside_dav_changes", "0051_dav_caps", "0052_dav_family_tokens"].flatMap((name) =>
      ownedTriggersCreatedIn(migrations[`/migrations/${name}.sql`] ?? ""),
    );
    expect(owned.sort()).toEqual(
      davTriggers()
        .map((made) => made.name)
        .sort(),
    );
    expect(owned).not.toContain("families_dav_delete");
    expect(owned).not.toContain("families_dav_caps_delete");
    expect(owned).not.toContain("dav_changes_collection");
  });

  it("takes only version and row-cap triggers as its own, never the purchase totals' ones", () => {
    expect(ownedTriggersCreatedIn(migrations["/migrations/0032_purchase_retention.sql"] ?? "")).toEqual([]);
    // The move's guard on purchase_totals is the generator's own; the totals' triggers on purchases and families are not.
    expect(generatedTriggersMigration(earlierOwned)).not.toMatch(/purchase_totals_(?!moving_)/);
  });
});
