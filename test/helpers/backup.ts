import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { signBackup } from "@worker/lib/backup/signature";
import { BACKUP_TABLE_NAMES } from "@worker/lib/backup/tables";
import { OWN_LOG_TABLES } from "@worker/lib/backup/target";
import { call, json } from "./api";
import { createUser, PASSWORD, type TestUser } from "./factories";
import { freshCode } from "./second-factor";
import { securityEventsOf } from "./security-events";

export interface ExportedFile {
  format: string;
  formatVersion: number;
  migration: string | null;
  exportedAt: string;
  tables: Record<string, Record<string, unknown>[]>;
  signature?: string;
}

/** A changed file signed again under the server's secret, as only the server could: to reach the checks behind the signature. */
export const resigned = (file: ExportedFile): string => JSON.stringify({ ...file, signature: signBackup(env.JWT_SECRET, file) });

export const exportBackup = (admin: Pick<TestUser, "token">, body: unknown = { format: "json" }) =>
  call("POST", "/api/admin/system/backup/export", { token: admin.token, body });

export const importBackup = (admin: Pick<TestUser, "token">, text: string) =>
  call("POST", "/api/admin/system/backup/import", { token: admin.token, headers: { "Content-Type": "application/json" }, rawBody: text });

/** Every table a backup holds, and the live ones it leaves out, emptied in every database: children first. */
export async function emptyDatabase() {
  // Then what the triggers kept of the rows (change counters, CalDAV's log), as a fresh install has none.
  const kept = ["family_versions", "dav_changes", "dav_collections", "dav_log_sizes", "dav_text_usage", "dav_sync_floors"];
  const tables = ["auth_tokens", "sessions", ...[...BACKUP_TABLE_NAMES].reverse(), ...kept];
  // Every database: a backup reads them all (the directory's placements go with the rows they placed).
  for (const database of [env.DB, env.DB_00!, env.DB_01!]) {
    await database.batch([...tables, "directory_accounts", "directory_families"].map((table) => database.prepare(`DELETE FROM "${table}"`)));
  }
}

/**
 * An administrator of a fresh install with the family sign-up gave them, signed in through the
 * login routes (password, then a code) and stepped up, as a real one is: the attempt and the sign-in event are in the log (the event is
 * written after the answer, so this waits for it). The one a restore waits for.
 */
export async function waitingAdmin(username?: string): Promise<TestUser> {
  const admin = await createUser({ isAdmin: true });
  if (username) {
    await env.DB_00!.prepare("UPDATE users SET username = ? WHERE id = ?").bind(username, admin.id).run();
    await env.DB.prepare("UPDATE directory_accounts SET username_key = lower(?) WHERE user_id = ?").bind(username, admin.id).run();
  }
  const passwordStep = await call("POST", "/api/auth/login", { body: { username: username ?? admin.username, password: PASSWORD } });
  if (passwordStep.status !== 200) throw new Error(`sign-in failed: ${passwordStep.status} ${await passwordStep.text()}`);
  const { mfaToken } = await json<{ mfaToken: string }>(passwordStep);
  const login = await call("POST", "/api/auth/login/totp", { body: { mfaToken, code: await freshCode(admin.totpKey!) } });
  if (login.status !== 200) throw new Error(`code sign-in failed: ${login.status} ${await login.text()}`);
  expect(await securityEventsOf({ kind: "sign_in", userId: admin.id })).toHaveLength(1);
  const { token } = await json<{ token: string }>(login);
  // A restore cannot be undone: it needs a step-up in the session.
  const stepUp = await call("POST", "/api/auth/step-up", { token, body: { code: await freshCode(admin.totpKey!) } });
  if (stepUp.status !== 204) throw new Error(`step-up failed: ${stepUp.status} ${await stepUp.text()}`);
  return { ...admin, username: username ?? admin.username, token };
}

/**
 * Ids of the rows the logs hold now, by table, in every database (a sign-in attempt is the
 * directory's, the sign-in event the account's family database's): a fresh install's own log,
 * which a restore leaves beside the restored one.
 */
export async function logIds(): Promise<Record<string, string[]>> {
  const tables = [...OWN_LOG_TABLES];
  const ids: Record<string, string[]> = Object.fromEntries(tables.map((table) => [table, []]));
  for (const database of [env.DB, env.DB_00!, env.DB_01!]) {
    const answers = await database.batch<{ id: string }>(tables.map((table) => database.prepare(`SELECT id FROM "${table}"`)));
    for (const [index, table] of tables.entries()) ids[table]!.push(...answers[index]!.results.map((row) => row.id));
  }
  return Object.fromEntries(Object.entries(ids).map(([table, list]) => [table, list.sort()]));
}
