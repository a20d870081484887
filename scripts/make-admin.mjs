// `npm run make-admin -- <username> [--remote]`: grants an existing user the admin flag and prints the
// one-time enrolment code they set up their second factor with (docs/features/auth.md).
// `npm run make-admin -- <username> --reset-second-factor [--remote]`: an administrator who lost
// their authenticator and recovery codes enrols again at their next sign-in, with the code printed
// (scripts/admin/reset-second-factor.ts). The account is changed in its family database, which the
// directory's directory_accounts names.
import { randomUUID } from "node:crypto";
import { register } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { d1Rows, whereFromArgs } from "./d1/execute.mjs";

register("./ts-hooks.mjs", import.meta.url);
const { resetSecondFactorStatements } = await import("./admin/reset-second-factor.ts");
const { enrolmentCodeStatement, newEnrolmentCode } = await import("../worker/lib/enrolment-code.ts");
const { sqlText } = await import("../worker/lib/account-rows.ts");

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const username = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
if (!username || !/^[a-zA-Z0-9._-]{5,32}$/.test(username)) {
  console.error("Usage: npm run make-admin -- <username> [--reset-second-factor] [--remote]");
  process.exit(1);
}
// Locally, the databases `npm start` uses (STATE_DIR, as scripts/start.mjs).
const where = whereFromArgs(process.argv);

function on(database, command) {
  try {
    return d1Rows(root, database, where, command);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

const sqlName = sqlText(username);
// The account's family database, from the directory; an account from before the directory lives in DB.
const database = on("DB", `SELECT db FROM directory_accounts WHERE username_key = lower(${sqlName})`)[0]?.db ?? "DB";
const d1 = (command) => on(database, command);
const adminOf = () =>
  d1(
    `SELECT u.username, sf.enabled_at AS enabled FROM users u LEFT JOIN second_factors sf ON sf.user_id = u.id WHERE lower(u.username) = lower(${sqlName}) AND u.is_admin = 1`,
  )[0];

const now = Date.now();
const code = await newEnrolmentCode(now);
const issue = enrolmentCodeStatement(username, code, new Date(now).toISOString());
const printCode = (name) =>
  console.log(
    `Enrolment code for ${name}: ${code.code}\nIt works once, until ${code.expiresAt}: they sign in with their password and type it on the set-up page. Running this again replaces it.`,
  );

if (process.argv.includes("--reset-second-factor")) {
  const admin = adminOf();
  if (!admin) {
    console.error(`No administrator named ${username}.`);
    process.exit(1);
  }
  d1([...resetSecondFactorStatements(username, randomUUID(), new Date(now).toISOString()), issue].join(";\n"));
  console.log(`${admin.username}'s second factor, recovery codes and sessions are removed: the next sign-in sets up a new authenticator.`);
  printCode(admin.username);
} else {
  d1(`UPDATE users SET is_admin = 1 WHERE lower(username) = lower(${sqlName})`);
  const admin = adminOf();
  if (!admin) {
    console.error(`No user named ${username}.`);
    process.exit(1);
  }
  if (admin.enabled) {
    console.log(`${admin.username} is an administrator with a second factor already (--reset-second-factor starts it again).`);
  } else {
    d1(issue);
    printCode(admin.username);
  }
}
