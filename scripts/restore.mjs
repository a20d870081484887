// `npm run restore -- <file> [--remote] [--resume] [--trust-unsigned]`: restores a backup file
// (docs/features/backup.md) into the local D1 databases, or the real ones with --remote. It checks the
// whole file with the Worker's own validator and its signature under JWT_SECRET first, then writes
// SQL files of inserts through `wrangler d1 execute --file`: each family's rows into the family
// database it is placed in (spread as registration places families; what is no family's into the
// first, DB_00), then their directory rows (which database holds each account and family) into DB.
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
const { directoryAccountSql, directoryFamilySql } = await import("../worker/lib/account-rows.ts");
const { databaseOfUsers, placeFamilies, spreadFile } = await import("../worker/lib/backup/spread.ts");
const { databaseBindings } = await import("./d1/databases.mjs");
const { d1Execute, d1Rows, whereFromArgs } = await import("./d1/execute.mjs");

/** Statements per SQL file: each file is one `wrangler d1 execute` call, a step the restore can resume after. */
const STATEMENTS_PER_FILE = 200;

const args = process.argv.slice(2);
const path = args.find((arg) => !arg.startsWith("--"));
// Locally, the databases `npm start` uses (STATE_DIR, as scripts/start.mjs).
const where = whereFromArgs(args);
const resume = args.includes("--resume");
// The operator's explicit word that a file without a valid signature is theirs; the panel never has it.
const trustUnsigned = args.includes("--trust-unsigned");
const root = new URL("../", import.meta.url).pathname;

function fail(message) {
  console.error(message);
  process.exit(1);
}

// Every database of wrangler.toml is checked (before the family databases, everything lived in DB);
// what is no family's goes into the first family database.
const databases = databaseBindings(join(root, "wrangler.toml"));
const familyDatabases = databases.filter((database) => database !== "DB");
const home = familyDatabases[0];
const queryAll = (sql) => databases.flatMap((database) => d1Rows(root, database, where, sql));
// FULL_DATABASES closes databases to new families, as it does for registration.
const full = new Set((process.env.FULL_DATABASES ?? "").split(",").map((name) => name.trim()));
const notFull = familyDatabases.filter((name) => !full.has(name));
const open = notFull.length > 0 ? notFull : familyDatabases;

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

const [level] = d1Rows(root, home, where, "SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1");
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
if (!resume && queryAll(OCCUPIED_SQL).some((row) => row.n > 0)) {
  fail("Refused, nothing written: the databases must hold nothing but the admin (restore into an emptied database, or --resume an interrupted restore)");
}

const { inTheWay } = givingWay(file, queryAll(WAITING_ADMINS_SQL), null);
if (inTheWay.length) {
  fail(
    `Refused, nothing written: these accounts of the database have the username or e-mail of a user of the file under another id; delete or rename them first:\n${inTheWay.map(({ admin, fileUser }) => `  ${admin} (the file's ${fileUser})`).join("\n")}`,
  );
}
// Where each family goes: where a database already holds it (a waiting administrator's family, or
// one an interrupted run wrote: a resumed restore keeps its placement), else where registration
// would put it, by the directory's accounts per database.
const held = new Map(familyDatabases.flatMap((name) => d1Rows(root, name, where, "SELECT id FROM families").map((row) => [row.id, name])));
const accounts = new Map(d1Rows(root, "DB", where, "SELECT db, count(*) AS n FROM directory_accounts GROUP BY db").map((row) => [row.db, row.n]));
const placement = placeFamilies(file, open, accounts, held);
const parts = spreadFile(withDerivedColumns(file), placement, home);
// The same ids for the same file, so a resumed restore logs once in each database.
const eventId = `restore-${createHash("sha256")
  .update(`${file.exportedAt}\n${validation.signature ?? ""}`)
  .digest("hex")
  .slice(0, 32)}`;
const at = new Date().toISOString();
const enrolled = queryAll(ENROLLED_SQL);
// A backup holds no second factors: each administrator it writes gets an enrolment code, printed below.
const codes = [];
const writes = [];
for (const [database, part] of parts) {
  const event = restoreEventStatement(part, { id: `${eventId}-${database}`, actorId: null, client: "npm run restore", at, trustedUnsigned: trustUnsigned });
  const issued = await restoredAdminCodes(part, enrolled, Date.now());
  codes.push(...issued.codes);
  for (const statement of [...insertStatements(part), ...issued.statements, forgetFinishedJobs(), event])
    writes.push({ database, sql: inlineStatement(statement) });
}
// The directory's rows last: an account is found only once its rows are all in (a resume skips those there).
const userDatabase = databaseOfUsers(file, placement, home);
const directory = [
  ...(file.tables.users ?? []).map((user) =>
    directoryAccountSql(
      { userId: user.id, username: user.username, email: user.email, db: userDatabase.get(String(user.id)) ?? home, createdAt: user.created_at },
      { ifMissing: true },
    ),
  ),
  ...(file.tables.families ?? []).map((family) =>
    directoryFamilySql({ familyId: family.id, db: placement.get(String(family.id)) ?? home, createdAt: family.created_at }, { ifMissing: true }),
  ),
];
writes.push(...directory.map((sql) => ({ database: "DB", sql: `${sql};` })));
const folder = mkdtempSync(join(tmpdir(), "familyhub-restore-"));
try {
  for (let start = 0, part = 1; start < writes.length; part++) {
    // A file's statements all go to one database.
    const { database } = writes[start];
    let end = start;
    while (end < writes.length && end - start < STATEMENTS_PER_FILE && writes[end].database === database) end++;
    const sqlFile = join(folder, `part-${String(part).padStart(5, "0")}.sql`);
    writeFileSync(
      sqlFile,
      `${writes
        .slice(start, end)
        .map((write) => write.sql)
        .join("\n")}\n`,
    );
    try {
      d1Execute(root, database, where, ["--file", sqlFile]);
    } catch (error) {
      fail(
        `${error.message}\nStopped after ${start} of ${writes.length} statements: fix the cause and run again with --resume (rows already written are skipped).`,
      );
    }
    console.log(`${end} of ${writes.length} statements written`);
    start = end;
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const counts = Object.entries(file.tables).map(([name, rows]) => `${name} ${rows.length}`);
const spread = familyDatabases.map((name) => `${[...placement.values()].filter((db) => db === name).length} into ${name}`).join(", ");
console.log(
  `Restored the ${where[0] === "--remote" ? "remote" : "local"} databases from ${path} (the families ${spread}, their directory rows into DB): ${counts.join(", ")}`,
);
for (const { username, code, expiresAt } of codes) console.log(`Enrolment code for ${username}: ${code} (once, until ${expiresAt})`);
if (codes.length) console.log("They sign in with their password and type it on the set-up page; npm run make-admin -- <username> gives a new one.");
