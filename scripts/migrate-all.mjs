// `npm run db:migrate [-- --remote | --persist-to <dir>] [--config <file>] [--databases N]`: applies
// the migrations to every database of the wrangler config (the directory DB and each DB_nn). Locally
// `--databases N` (or FAMILY_DATABASES=N) migrates the N family databases `npm start` would run.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { configForFamilyDatabases, familyDatabaseCount } from "./d1/databases.mjs";
import { migrateAll, migrationSummary } from "./d1/migrate.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const remote = args.includes("--remote");
const persistTo = option("--persist-to");
const where = remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", resolve(persistTo)] : [])];

try {
  if (remote && (persistTo || familyDatabaseCount(args) !== undefined))
    throw new Error("--remote migrates the databases of the config: no --persist-to, no --databases");
  const config = option("--config") ? resolve(option("--config")) : configForFamilyDatabases(root, remote ? undefined : familyDatabaseCount(args));
  const results = await migrateAll({ root, config, where, quiet: !remote });
  console.log(remote ? `Migrated ${results.length} remote databases: ${results.map((result) => result.binding).join(", ")}` : migrationSummary(results));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
