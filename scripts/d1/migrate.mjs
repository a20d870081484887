// `wrangler d1 migrations apply` on every database of a wrangler config (scripts/d1/databases.mjs):
// every database has every migration, the directory as each family database.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { appliedMigrations, runQuietly } from "../start/quiet.mjs";
import { databaseBindings } from "./databases.mjs";
import { wranglerEnv } from "./execute.mjs";
import { migrateLocally } from "./migrate-local.mjs";

/**
 * Migrates each database in turn; `where` is ["--local", …] (in one process, migrate-local.mjs) or ["--remote"]. Quiet, wrangler's
 * output is kept back (shown when it fails) and its confirmation answered (CI); otherwise it is the
 * terminal's, so an operator sees and confirms each remote database's migrations.
 * Answers what each database got: [{ binding, applied: ["0059_directory.sql", …] }].
 */
export async function migrateAll({ root, config = join(root, "wrangler.toml"), where, quiet = true }) {
  if (where[0] === "--local") return migrateLocally({ config, where });
  const wrangler = join(root, "node_modules", ".bin", "wrangler");
  const results = [];
  for (const binding of databaseBindings(config)) {
    const args = ["d1", "migrations", "apply", binding, ...where, "--config", config];
    const output = quiet ? await runQuietly(wrangler, args, { cwd: root, env: { ...wranglerEnv, CI: "true" } }) : await runInTerminal(wrangler, args, root);
    results.push({ binding, applied: quiet ? appliedMigrations(output) : [] });
  }
  return results;
}

function runInTerminal(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: wranglerEnv, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve("") : reject(new Error(`wrangler ${args.join(" ")} exited with ${code}`))));
  });
}

/**
 * One line for what migrateAll did, e.g. "applied 54 migration(s) to 3 local databases (DB, DB_00,
 * DB_01), the last 0059_directory.sql" or "… to 2 of 5 local databases (DB_02, DB_03); DB, DB_00, DB_01 up to date".
 */
export function migrationSummary(results, place = "local") {
  const names = (list) => list.map((result) => result.binding).join(", ");
  const changed = results.filter((result) => result.applied.length > 0);
  const unchanged = results.filter((result) => result.applied.length === 0);
  if (changed.length === 0) return `${results.length} ${place} databases up to date (${names(results)})`;
  const counts = new Set(changed.map((result) => result.applied.length));
  const which = counts.size === 1 ? names(changed) : changed.map((result) => `${result.binding}: ${result.applied.length}`).join(", ");
  const last = changed
    .flatMap((result) => result.applied)
    .sort()
    .at(-1);
  return [
    `applied ${counts.size === 1 ? changed[0].applied.length : "the"} migration(s) to `,
    changed.length === results.length ? `${results.length} ${place} databases` : `${changed.length} of ${results.length} ${place} databases`,
    ` (${which}), the last ${last}`,
    unchanged.length ? `; ${names(unchanged)} up to date` : "",
  ].join("");
}
