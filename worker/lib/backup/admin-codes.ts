import { enrolmentCodeStatement, newEnrolmentCode } from "../enrolment-code";
import type { BackupFile } from "./format";
import type { Statement } from "./statements";

/** A restored administrator's one-time code to enrol a second factor, as `npm run make-admin` prints one. */
export interface RestoredAdminCode {
  username: string;
  code: string;
  expiresAt: string;
}

/** The administrators already enrolled, whom a restore leaves as they are. */
export const ENROLLED_SQL = "SELECT user_id AS id FROM second_factors WHERE enabled_at IS NOT NULL";

/**
 * A backup holds no second factors (they are sealed under the deployment's secret), so every
 * administrator of the file gets an enrolment code, in the restore's own writes (`guard`: only if
 * the restore went in), handed to whoever restored: the panel's answer, the script's output. One
 * already enrolled (an administrator of this database the file also holds) keeps their factor and
 * gets none; the statement checks that again as it runs. Each code replaces an earlier one, so a
 * resumed script restore's codes are the ones that work.
 */
export async function restoredAdminCodes(
  file: BackupFile,
  enrolled: readonly { id: string }[],
  now: number,
  guard?: string,
): Promise<{ codes: RestoredAdminCode[]; statements: Statement[] }> {
  const skip = new Set(enrolled.map((user) => user.id));
  const admins = (file.tables.users ?? []).filter((user) => user.is_admin === 1 && !skip.has(String(user.id)));
  const at = new Date(now).toISOString();
  const codes: RestoredAdminCode[] = [];
  const statements: Statement[] = [];
  for (const admin of admins) {
    const username = String(admin.username);
    const code = await newEnrolmentCode(now);
    codes.push({ username, code: code.code, expiresAt: code.expiresAt });
    statements.push({ sql: enrolmentCodeStatement(username, code, at, guard), params: [] });
  }
  return { codes, statements };
}
