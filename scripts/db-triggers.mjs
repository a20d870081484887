// `npm run db:triggers`: writes the version, row-cap, CalDAV and move-guard triggers the lists in worker/db/counted-tables.ts,
// FAMILY_ROW_CAPS (contract/limits.ts), worker/db/dav-tables.ts, contract/caldav-limits.ts and the schema
// (worker/db/family-scope.ts) call for into a
// new migration `NNNN_generated_triggers.sql`, with its journal entry, when the newest such migration no
// longer matches them. A deployed migration never runs again, so a change needs a new one; `--replace`
// rewrites the newest instead, for one that has not left your branch yet. test/unit/generated-triggers.test.ts fails until this has run.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

register("./ts-hooks.mjs", import.meta.url);
const { GENERATED_MIGRATION, generatedTriggersMigration, ownedTriggersCreatedIn } = await import("../worker/db/generated-triggers.ts");

const folder = join(dirname(fileURLToPath(import.meta.url)), "..", "migrations");
const files = readdirSync(folder)
  .filter((file) => /^\d{4}_\w+\.sql$/.test(file))
  .sort();
const text = (file) => readFileSync(join(folder, file), "utf8");
const migrationAfter = (earlier) => generatedTriggersMigration(earlier.flatMap((file) => ownedTriggersCreatedIn(text(file))));

const newest = files.findLast((file) => GENERATED_MIGRATION.test(file));
const before = (file) => files.slice(0, files.indexOf(file));

if (newest && process.argv.includes("--replace")) {
  writeFileSync(join(folder, newest), migrationAfter(before(newest)));
  console.log(`Rewrote migrations/${newest}.`);
} else if (newest && migrationAfter(before(newest)) === text(newest)) {
  console.log(`migrations/${newest} already holds what the lists say.`);
} else {
  const idx = Number(files.at(-1)?.slice(0, 4) ?? -1) + 1;
  const tag = `${String(idx).padStart(4, "0")}_generated_triggers`;
  writeFileSync(join(folder, `${tag}.sql`), migrationAfter(files));
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  // drizzle's migrator runs only entries newer than the last applied one, so time never goes back here.
  const when = Math.max(Date.now(), (journal.entries.at(-1)?.when ?? 0) + 1);
  journal.entries.push({ idx, version: "6", when, tag, breakpoints: true });
  writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
  console.log(`Wrote migrations/${tag}.sql and its journal entry.`);
}
