// `npm run restore -- <file> [--remote] [--resume] [--trust-unsigned]`: restores a backup file
// (docs/features/backup.md) into the local D1 database, or the real one with --remote. It checks the
// whole file with the Worker's own validator and its signature under JWT_SECRET first, then writes
// SQL files of inserts through `wrangler d1 execute --file`.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

register("./ts-hooks.mjs", import.meta.url);
const { validateBackup } = await import("../worker/lib/backup/validate.ts");
const { forgetFinishedJobs, inlineStatement, insertStatements } = await import("../worker/lib/backup/statements.ts");
const { givingWay, OCCUPIED_SQL, restoreEventStatement, WAITING_ADMINS_SQL } = await import("../worker/lib/backup/target.ts");
const { signatureProblem } = await import("../worker/lib/backup/signature.ts");
const { withDerivedColumns } = await import("../worker/lib/backup/derived-columns.ts");
const { ENROLLED_SQL, restoredAdminCodes } = await import("../worker/lib/backup/admin-codes.ts");

/** Statements per SQL file: each file is one `wrangler d1 execute` call, a step the restore can resume after. */
const STATEMENTS_PER_FILE = 200;

const args = process.argv.slice(2);
const path = args.find((arg) => !arg.startsWith("--"));
// Locally, the database `npm start` uses (STATE_DIR, as scripts/start.mjs).
const where = args.includes("--remote") ? ["--remote"] : ["--local", ...(process.env.STATE_DIR ? ["--persist-to", process.env.STATE_DIR] : [])];
const resume = args.includes("--resume");
// The operator's explicit word that a file without a valid signature is theirs; the panel never has it.
const trustUnsigned = args.includes("--trust-unsigned");
const root = new URL("../", import.meta.url).pathname;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function wrangler(extra) {
  const result = spawnSync(join(root, "node_modules", ".bin", "wrangler"), ["d1", "execute", "DB", ...where, "--yes", ...extra], {
    cwd: root,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed:\n${result.stderr}\n${result.stdout}`);
  return result.stdout;
}

const query = (sql) => JSON.parse(wrangler(["--json", "--command", sql]))[0]?.results ?? [];

/**
 * The secret the file's signature is checked under: JWT_SECRET from the environment (the deployed
 * one, for --remote), else locally the one `npm start` keeps in .dev.vars.
 */
function signingSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const devVars = join(root, ".dev.vars");
  if (where[0] === "--local" && existsSync(devVars)) return /^JWT_SECRET=(.*)$/m.exec(readFileSync(devVars, "utf8"))?.[1]?.trim() || null;
  return null;
}

if (!path) fail("Usage: npm run restore -- <backup.json> [--remote] [--resume] [--trust-unsigned]");
let parsed;
try {
  parsed = JSON.parse(readFileSync(path, "utf8"));
} catch (error) {
  fail(`Refused, nothing written: the file is not complete JSON (${error.message})`);
}

const [level] = query("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1");
const validation = validateBackup(parsed, level?.name ?? null);
if (!validation.ok) {
  fail(`Refused, nothing written:\n${validation.problems.map((problem) => `  ${problem.path || "(file)"}: ${problem.message}`).join("\n")}`);
}
const { file } = validation;
if (!trustUnsigned) {
  const secret = signingSecret();
  if (!secret) fail("Refused, nothing written: set JWT_SECRET to the secret of the server that exported the file, or pass --trust-unsigned");
  const problem = signatureProblem(secret, file, validation.signature);
  if (problem) fail(`Refused, nothing written:\n  signature: ${problem}`);
}
if (!resume && (query(OCCUPIED_SQL)[0]?.n ?? 0) > 0) {
  fail("Refused, nothing written: the database must hold nothing but the admin (restore into an emptied database, or --resume an interrupted restore)");
}

const { inTheWay } = givingWay(file, query(WAITING_ADMINS_SQL), null);
if (inTheWay.length) {
  fail(
    `Refused, nothing written: these accounts of the database have the username or e-mail of a user of the file under another id; delete or rename them first:\n${inTheWay.map(({ admin, fileUser }) => `  ${admin} (the file's ${fileUser})`).join("\n")}`,
  );
}
// The same id for the same file, so a resumed restore logs once.
const eventId = `restore-${createHash("sha256")
  .update(`${file.exportedAt}\n${validation.signature ?? ""}`)
  .digest("hex")
  .slice(0, 32)}`;
const event = restoreEventStatement(file, {
  id: eventId,
  actorId: null,
  client: "npm run restore",
  at: new Date().toISOString(),
  trustedUnsigned: trustUnsigned,
});
// A backup holds no second factors: each administrator it writes gets an enrolment code, printed below.
const { codes, statements: issueCodes } = await restoredAdminCodes(file, query(ENROLLED_SQL), Date.now());
const statements = [...insertStatements(withDerivedColumns(file)), ...issueCodes, forgetFinishedJobs(), event].map(inlineStatement);
const folder = mkdtempSync(join(tmpdir(), "familyhub-restore-"));
try {
  for (let start = 0, part = 1; start < statements.length; start += STATEMENTS_PER_FILE, part++) {
    const sqlFile = join(folder, `part-${String(part).padStart(5, "0")}.sql`);
    writeFileSync(sqlFile, `${statements.slice(start, start + STATEMENTS_PER_FILE).join("\n")}\n`);
    try {
      wrangler(["--file", sqlFile]);
    } catch (error) {
      fail(
        `${error.message}\nStopped after ${start} of ${statements.length} statements: fix the cause and run again with --resume (rows already written are skipped).`,
      );
    }
    console.log(`${Math.min(start + STATEMENTS_PER_FILE, statements.length)} of ${statements.length} statements written`);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const counts = Object.entries(file.tables).map(([name, rows]) => `${name} ${rows.length}`);
console.log(`Restored ${where[0] === "--remote" ? "the remote" : "the local"} database from ${path}: ${counts.join(", ")}`);
for (const { username, code, expiresAt } of codes) console.log(`Enrolment code for ${username}: ${code} (once, until ${expiresAt})`);
if (codes.length) console.log("They sign in with their password and type it on the set-up page; npm run make-admin -- <username> gives a new one.");
