// `npm run make-admin -- <username> [--remote]`: grants an existing user the admin flag.
import { spawnSync } from "node:child_process";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const username = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
if (!username || !/^[a-zA-Z0-9._-]{5,32}$/.test(username)) {
  console.error("Usage: npm run make-admin -- <username> [--remote]");
  process.exit(1);
}
const where = process.argv.includes("--remote") ? "--remote" : "--local";
const result = spawnSync(
  join(root, "node_modules", ".bin", "wrangler"),
  ["d1", "execute", "DB", where, "--command", `UPDATE users SET is_admin = 1 WHERE lower(username) = lower('${username}')`],
  { cwd: root, stdio: "inherit" },
);
process.exit(result.status ?? 1);
