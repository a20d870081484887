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
 * The database a helper's SQL runs on unless told: the family tables (families, users, their lists)
 * live in the family databases, and new families go to DB_00 first. The directory's tables and what
 * comes before sign-in (throttle_hits, login_events, registration challenges) are in `"DB"`.
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
