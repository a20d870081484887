// `wrangler d1 execute` on one database of the config, for the scripts that write rows themselves
// (the local admin, make-admin, restore). `where` is ["--local", "--persist-to", dir] or ["--remote"].
import { execFile, spawnSync } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";

// Without a network, wrangler would fail to fetch Request.cf's data and print a stack trace; the
// placeholder it falls back to is what it would use anyway.
export const wranglerEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

/** Local, or the remote databases with --remote; locally in STATE_DIR when set (as scripts/start.mjs). */
export const whereFromArgs = (args, env = process.env) =>
  args.includes("--remote") ? ["--remote"] : ["--local", ...(env.STATE_DIR ? ["--persist-to", env.STATE_DIR] : [])];

const executeCall = (root, database, where, args) => [
  join(root, "node_modules", ".bin", "wrangler"),
  ["d1", "execute", database, ...where, "--yes", ...args],
  { cwd: root, encoding: "utf8", env: wranglerEnv, maxBuffer: 64 * 1024 * 1024 },
];

/** The output of `wrangler d1 execute <database> … --yes`; throws with wrangler's output on failure. */
export function d1Execute(root, database, where, args) {
  const result = spawnSync(...executeCall(root, database, where, args));
  if (result.status !== 0) throw new Error(`wrangler d1 execute ${database} failed:\n${result.stderr}\n${result.stdout}`);
  return result.stdout;
}

/** The rows of one SQL command (the first statement's, when it holds several) on `database`. */
export const d1Rows = (root, database, where, sql) => JSON.parse(d1Execute(root, database, where, ["--json", "--command", sql]))[0]?.results ?? [];

/** d1Rows without holding up the script: several databases are asked at once. */
export async function d1RowsAsync(root, database, where, sql) {
  try {
    const { stdout } = await promisify(execFile)(...executeCall(root, database, where, ["--json", "--command", sql]));
    return JSON.parse(stdout)[0]?.results ?? [];
  } catch (error) {
    throw new Error(`wrangler d1 execute ${database} failed:\n${error.stderr ?? ""}\n${error.stdout ?? error.message}`);
  }
}
