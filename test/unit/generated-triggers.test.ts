import { describe, expect, it } from "vitest";
import { GENERATED_MIGRATION, generatedTriggersMigration, ownedTriggersCreatedIn } from "@worker/db/generated-triggers";

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

  it("drops a version or row-cap trigger an earlier migration made for a table no longer listed, and makes it no more", () => {
    const sql = generatedTriggersMigration(["pets_version_insert", "pets_row_cap", "family_members_version_insert"]);
    expect(sql).toContain("DROP TRIGGER IF EXISTS `pets_version_insert`;");
    expect(sql).toContain("DROP TRIGGER IF EXISTS `pets_row_cap`;");
    expect(sql).not.toContain("CREATE TRIGGER `pets_");
    expect(sql.match(/CREATE TRIGGER `family_members_version_insert`/g)).toHaveLength(1);
  });

  it("takes only version and row-cap triggers as its own, never the purchase totals' ones", () => {
    expect(ownedTriggersCreatedIn(migrations["/migrations/0032_purchase_retention.sql"] ?? "")).toEqual([]);
    expect(generatedTriggersMigration(earlierOwned)).not.toContain("purchase_totals_");
  });
});
