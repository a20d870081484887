import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FAMILY_ROW_CAPS } from "@contract/limits";
import { USER_COUNTED_TABLES, VERSIONED_TABLES } from "@worker/db/counted-tables";
import { DAV_LOGGED_TABLES } from "@worker/db/dav-tables";
import { capTriggers, davTriggers, versionTriggers } from "@worker/db/generated-triggers";

// The database the real migrations make holds exactly the triggers the lists call for (docs/features/conditional-reads.md).

interface TriggerRow {
  name: string;
  table: string;
  sql: string;
}

async function triggersNamed(pattern: RegExp): Promise<TriggerRow[]> {
  const { results } = await env.DB.prepare("SELECT name, tbl_name AS \"table\", sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name").all<TriggerRow>();
  return results.filter((row) => pattern.test(row.name));
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const VERSION = /_version_(?:insert|update|delete)$/;
const ROW_CAP = /_row_cap$/;
const DAV = /^(?!families_)\w+_dav_(?:insert|update|delete|text_cap|text_cap_update|text_insert|text_update|text_delete)$|^dav_changes_cap$/;

describe("the triggers in the database", () => {
  it("every versioned and user-counted table has its insert, update and delete version triggers, and no other table has one", async () => {
    const listed = [...VERSIONED_TABLES, ...Object.keys(USER_COUNTED_TABLES)];
    const expected = listed.flatMap((table) => ["insert", "update", "delete"].map((operation) => ({ name: `${table}_version_${operation}`, table })));
    const present = (await triggersNamed(VERSION)).map(({ name, table }) => ({ name, table }));
    expect(present.sort(byName)).toEqual(expected.sort(byName));
  });

  it("every capped table has its row-cap trigger, and no other table has one", async () => {
    const expected = Object.keys(FAMILY_ROW_CAPS).map((table) => ({ name: `${table}_row_cap`, table }));
    const present = (await triggersNamed(ROW_CAP)).map(({ name, table }) => ({ name, table }));
    expect(present.sort(byName)).toEqual(expected.sort(byName));
  });

  it("each version and row-cap trigger is exactly the one the generator makes from the lists", async () => {
    const made = [...versionTriggers(), ...capTriggers()].map(({ name, table, sql }) => ({ name, table, sql })).sort(byName);
    const present = await triggersNamed(new RegExp(`${VERSION.source}|${ROW_CAP.source}`));
    expect(present.sort(byName)).toEqual(made);
  });

  it("every table behind a CalDAV collection has its three log triggers, and no other table has one", async () => {
    const expected = Object.keys(DAV_LOGGED_TABLES).flatMap((table) =>
      ["insert", "update", "delete"].map((operation) => ({ name: `${table}_dav_${operation}`, table })),
    );
    const present = (await triggersNamed(/^(?!families_)\w+_dav_(?:insert|update|delete)$/)).map(({ name, table }) => ({ name, table }));
    expect(present.sort(byName)).toEqual(expected.sort(byName));
  });

  it("each CalDAV log, text-cap and log-cap trigger is exactly the one the generator makes from the lists", async () => {
    const made = davTriggers()
      .map(({ name, table, sql }) => ({ name, table, sql }))
      .sort(byName);
    const present = await triggersNamed(DAV);
    expect(present.sort(byName)).toEqual(made);
  });
});
