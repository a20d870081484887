import { ENROLMENT_CODE_TTL_MS } from "@contract/limits";
import { hashPassword, verifyPassword } from "./passwords";
import { newRecoveryCode, normalRecoveryCode } from "./totp";

/**
 * The one-time code an administrator needs to enrol a second factor: shaped as a recovery code (80
 * bits, `abcd-efgh-ijkl-mnop`, typed the same way) and stored as a salted scrypt hash, since
 * `npm run make-admin` writes it without the Worker's JWT_SECRET (the script loads this module through
 * scripts/ts-hooks.mjs).
 */
export interface EnrolmentCode {
  code: string;
  codeHash: string;
  expiresAt: string;
}

export async function newEnrolmentCode(now: number): Promise<EnrolmentCode> {
  const code = newRecoveryCode();
  return { code, codeHash: await hashPassword(normalRecoveryCode(code) ?? code), expiresAt: new Date(now + ENROLMENT_CODE_TTL_MS).toISOString() };
}

/** Whether a typed code is the one stored (case, spaces and dashes ignored). */
export async function enrolmentCodeMatches(typed: string, codeHash: string): Promise<boolean> {
  const plain = normalRecoveryCode(typed);
  return plain !== null && verifyPassword(plain, codeHash);
}

/**
 * The statement `npm run make-admin` runs against D1 (and the browser tests' set-up, as it does) to
 * give an administrator without an enabled second factor this code, replacing an earlier one. It
 * selects the account by username (case-insensitive, as sign-in matches), only an administrator's
 * and only one not enrolled, so it never touches an enrolled factor or a family member. A restore
 * adds its `guard` (SQL without parameters: only if the restore went in).
 */
export function enrolmentCodeStatement(username: string, code: Pick<EnrolmentCode, "codeHash" | "expiresAt">, at: string, guard?: string): string {
  const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
  return [
    "INSERT INTO enrolment_codes (user_id, code_hash, expires_at, created_at)",
    `SELECT id, ${text(code.codeHash)}, ${text(code.expiresAt)}, ${text(at)} FROM users`,
    `WHERE lower(username) = lower(${text(username)}) AND is_admin = 1`,
    "AND NOT EXISTS (SELECT 1 FROM second_factors WHERE user_id = users.id AND enabled_at IS NOT NULL)",
    ...(guard ? [`AND ${guard}`] : []),
    "ON CONFLICT (user_id) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, created_at = excluded.created_at",
  ].join(" ");
}
