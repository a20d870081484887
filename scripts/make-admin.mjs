// `npm run make-admin -- <username> [--remote]`: grants an existing user the admin flag.
// `npm run make-admin -- <username> --reset-second-factor [--remote]`: an administrator who lost
// their authenticator and recovery codes enrols again at their next sign-in (scripts/admin/reset-second-factor.ts).
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { resetSecondFactorStatements } from "./admin/reset-second-factor.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const username = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
if (!username || !/^[a-zA-Z0-9._-]{5,32}$/.test(username)) {
  console.error("Usage: npm run make-admin -- <username> [--reset-second-factor] [--remote]");
  process.exit(1);
}
const where = process.argv.includes("--remote") ? "--remote" : "--local";

function d1(command) {
  const result = spawnSync(join(root, "node_modules", ".bin", "wrangler"), ["d1", "execute", "DB", where, "--json", "--command", command], {
    cwd: root,
    encoding: "utf8",
  });
  if (result.status !== 0) {
    console.error(result.stderr || result.stdout);
    process.exit(result.status ?? 1);
  }
  return JSON.parse(result.stdout)[0]?.results ?? [];
}

if (process.argv.includes("--reset-second-factor")) {
  const [admin] = d1(`SELECT username FROM users WHERE lower(username) = lower('${username}') AND is_admin = 1`);
  if (!admin) {
    console.error(`No administrator named ${username}.`);
    process.exit(1);
  }
  d1(resetSecondFactorStatements(username, randomUUID(), new Date().toISOString()).join(";\n"));
  console.log(`${admin.username}'s second factor, recovery codes and sessions are removed: the next sign-in sets up a new authenticator.`);
} else {
  d1(`UPDATE users SET is_admin = 1 WHERE lower(username) = lower('${username}')`);
}
