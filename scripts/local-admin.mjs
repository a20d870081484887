// Creates the local admin account (with its own family) when the local database has no admin.
// Only ever runs against the local database: `npm run make-admin -- <username> --remote` is for real ones.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { hashPassword } from "../worker/lib/passwords.ts";
import { seal } from "../worker/lib/sealed.ts";
import { keyFromBase32 } from "../worker/lib/totp.ts";

const sqlText = (value) => `'${String(value).replaceAll("'", "''")}'`;

function d1(root, persist, command) {
  const result = spawnSync(join(root, "node_modules", ".bin", "wrangler"), ["d1", "execute", "DB", "--local", ...persist, "--json", "--command", command], {
    cwd: root,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed:\n${result.stderr}\n${result.stdout}`);
  return JSON.parse(result.stdout)[0]?.results ?? [];
}

/**
 * Enrols the admin's second factor with the TOTP secret of .dev.vars (sealed as the Worker seals it,
 * under JWT_SECRET), so local use and the tests compute its codes and the admin is not sent to enrol.
 * A changed secret in .dev.vars replaces the stored one.
 */
async function enrolLocalAdmin(root, persist, username, { totpSecret, jwtSecret }) {
  const key = keyFromBase32(totpSecret);
  if (!key) throw new Error("ADMIN_TOTP_SECRET in .dev.vars is not a base32 key of at least 10 bytes");
  const sealed = await seal(jwtSecret, key);
  const now = new Date().toISOString();
  d1(
    root,
    persist,
    `INSERT INTO second_factors (user_id, secret, enabled_at, created_at) SELECT id, ${sqlText(sealed)}, ${sqlText(now)}, ${sqlText(now)} FROM users WHERE username = ${sqlText(username)} AND is_admin = 1 ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, enabled_at = coalesce(second_factors.enabled_at, excluded.enabled_at)`,
  );
}

export async function ensureLocalAdmin({ root, persist, password, totp, username = "admin" }) {
  const [existing] = d1(root, persist, "SELECT username FROM users WHERE is_admin = 1 LIMIT 1");
  if (existing) {
    await enrolLocalAdmin(root, persist, existing.username, totp);
    return { created: false, username: existing.username, password };
  }
  const now = new Date().toISOString();
  const [familyId, userId, memberId] = [randomUUID(), randomUUID(), randomUUID()];
  const hash = await hashPassword(password);
  d1(
    root,
    persist,
    [
      `INSERT INTO families (id, name, time_zone, created_at) VALUES (${sqlText(familyId)}, 'Familjan hjá ${username}', 'Atlantic/Faroe', ${sqlText(now)})`,
      `INSERT INTO users (id, username, email, password_hash, family_id, is_admin, email_verified_at, created_at) VALUES (${sqlText(userId)}, ${sqlText(username)}, 'admin@familyhub.local', ${sqlText(hash)}, ${sqlText(familyId)}, 1, ${sqlText(now)}, ${sqlText(now)})`,
      `INSERT INTO family_members (id, family_id, user_id, name, role, created_at) VALUES (${sqlText(memberId)}, ${sqlText(familyId)}, ${sqlText(userId)}, ${sqlText(username)}, 'Familiemedlem', ${sqlText(now)})`,
    ].join("; "),
  );
  await enrolLocalAdmin(root, persist, username, totp);
  return { created: true, username, password };
}
