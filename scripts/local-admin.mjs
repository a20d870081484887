// Creates the local admin account (with its own family) when no database of the local run has an
// admin. Its rows go into the first family database (DB_00), its directory rows into DB. Only ever
// runs against the local databases: `npm run make-admin -- <username> --remote` is for real ones.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { hashPassword } from "../worker/lib/passwords.ts";
import { seal } from "../worker/lib/sealed.ts";
import { keyFromBase32 } from "../worker/lib/totp.ts";
import { ownFamilyAccountSql, ownFamilyDirectorySql, sqlText } from "../worker/lib/account-rows.ts";
import { databaseBindings } from "./d1/databases.mjs";
import { d1RowsAsync } from "./d1/execute.mjs";

const ADMIN_SQL = "SELECT id, username, email, family_id, created_at FROM users WHERE is_admin = 1 ORDER BY created_at LIMIT 1";

/**
 * Enrols the admin's second factor with the TOTP secret of .dev.vars (sealed as the Worker seals it,
 * under JWT_SECRET), so local use and the tests compute its codes and the admin is not sent to enrol.
 * A changed secret in .dev.vars replaces the stored one.
 */
async function enrolLocalAdmin(sql, username, { totpSecret, jwtSecret }) {
  const key = keyFromBase32(totpSecret);
  if (!key) throw new Error("ADMIN_TOTP_SECRET in .dev.vars is not a base32 key of at least 10 bytes");
  const sealed = await seal(jwtSecret, key);
  const now = new Date().toISOString();
  await sql(
    `INSERT INTO second_factors (user_id, secret, enabled_at, created_at) SELECT id, ${sqlText(sealed)}, ${sqlText(now)}, ${sqlText(now)} FROM users WHERE username = ${sqlText(username)} AND is_admin = 1 ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, enabled_at = coalesce(second_factors.enabled_at, excluded.enabled_at)`,
  );
}

/**
 * `config`: the wrangler config of the run (its databases are the ones looked in); `persist`: the
 * `--persist-to` arguments of STATE_DIR, or none.
 */
export async function ensureLocalAdmin({ root, persist, config = join(root, "wrangler.toml"), password, totp, username = "admin" }) {
  const where = ["--local", ...persist, "--config", config];
  const on = (database) => (command) => d1RowsAsync(root, database, where, command);
  const bindings = databaseBindings(config);
  // Every database, the directory too: a local state from before the family databases has its admin in DB.
  // One `wrangler d1 execute` at a time: two of them opening the same local state at once can find a
  // database busy in its recovery (SQLITE_BUSY_RECOVERY), and the start fails.
  const admins = [];
  for (const database of bindings) admins.push({ database, admin: (await on(database)(ADMIN_SQL))[0] });
  const found = admins.find((entry) => entry.admin);
  if (found) {
    const { database, admin } = found;
    const account = { familyId: admin.family_id, userId: admin.id, username: admin.username, email: admin.email, at: admin.created_at };
    // An earlier start stopped between the two databases: the directory gets the rows it lacks.
    if (database !== "DB" && admin.family_id) await on("DB")(ownFamilyDirectorySql(account, database, { ifMissing: true }).join("; "));
    await enrolLocalAdmin(on(database), admin.username, totp);
    return { created: false, username: admin.username, password };
  }
  const home = bindings.find((binding) => binding !== "DB");
  if (!home) throw new Error(`${config} declares no family database (DB_00)`);
  const account = {
    familyId: randomUUID(),
    userId: randomUUID(),
    memberId: randomUUID(),
    username,
    email: "admin@familyhub.local",
    passwordHash: await hashPassword(password),
    isAdmin: true,
    at: new Date().toISOString(),
  };
  // The family's rows first: a start stopped before the directory's finds the admin next time and adds them.
  await on(home)(ownFamilyAccountSql(account).join("; "));
  await on("DB")(ownFamilyDirectorySql(account, home).join("; "));
  await enrolLocalAdmin(on(home), username, totp);
  return { created: true, username, password, database: home };
}
