import { execFile, spawnSync } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { inject } from "vitest";

/** A database of wrangler.toml by binding: the directory, or a family database (worker/db/databases.ts). */
export type DatabaseName = "DB" | `DB_${string}`;

const root = new URL("../../..", import.meta.url).pathname;
const wrangler = join(root, "node_modules", ".bin", "wrangler");
const wranglerEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const executeArgs = (stateDir: string, command: string, database: DatabaseName) => [
  "d1",
  "execute",
  database,
  "--local",
  "--persist-to",
  stateDir,
  "--json",
  "--command",
  command,
];
const rowsOf = <T>(stdout: string): T[] => (JSON.parse(stdout) as { results: T[] }[])[0]?.results ?? [];

/**
 * The database a helper's SQL runs on unless told: the first family database, where the suite's own
 * administrators are made (helpers/factories.ts). A family registered through the app may be in any
 * family database: `databaseOfFamily` says which. The directory's tables and what comes before
 * sign-in (throttle_hits, login_events, registration challenges) are in `"DB"`.
 */
export const FAMILY_DATABASE: DatabaseName = "DB_00";

/**
 * Runs SQL on one of a running local app's D1 databases through `wrangler d1 execute`, for what no
 * route can make: rows dated in the past (a family's purchase history) or read back as they are stored.
 */
export function sqlAt<T>(stateDir: string, command: string, database: DatabaseName = FAMILY_DATABASE): T[] {
  const result = spawnSync(wrangler, executeArgs(stateDir, command, database), { cwd: root, encoding: "utf8", env: wranglerEnv });
  if (result.status !== 0) throw new Error(`wrangler d1 execute ${database} failed:\n${result.stderr}${result.stdout}`);
  return rowsOf<T>(result.stdout);
}

/** SQL on the suite's own app (global-setup.ts). */
export const sqlOnServer = <T>(command: string, database: DatabaseName = FAMILY_DATABASE): T[] => sqlAt<T>(inject("stateDir"), command, database);

/** Like sqlOnServer, without holding up the file meanwhile (a browser starting, users registering). */
export async function sqlOnServerAsync<T>(command: string, database: DatabaseName = FAMILY_DATABASE): Promise<T[]> {
  try {
    const { stdout } = await promisify(execFile)(wrangler, executeArgs(inject("stateDir"), command, database), {
      cwd: root,
      env: wranglerEnv,
      maxBuffer: 64 * 1024 * 1024,
    });
    return rowsOf<T>(stdout);
  } catch (error) {
    const { stderr = "", stdout = "" } = error as { stderr?: string; stdout?: string };
    throw new Error(`wrangler d1 execute ${database} failed:\n${stderr}${stdout}`);
  }
}

/** The family database holding a family (registration places each new family), from the directory. */
export async function databaseOfFamily(familyId: string): Promise<DatabaseName> {
  const [row] = await sqlOnServerAsync<{ db: DatabaseName }>(`SELECT db FROM directory_families WHERE family_id = '${familyId.replaceAll("'", "''")}'`, "DB");
  if (!row) throw new Error(`the directory has no family ${familyId}`);
  return row.db;
}
