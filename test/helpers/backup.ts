import { env } from "cloudflare:workers";
import { BACKUP_TABLE_NAMES } from "@worker/lib/backup/tables";
import { call } from "./api";
import { createUser, db, type TestUser } from "./factories";

export interface ExportedFile {
  format: string;
  formatVersion: number;
  migration: string | null;
  exportedAt: string;
  tables: Record<string, Record<string, unknown>[]>;
}

export const exportBackup = (admin: Pick<TestUser, "token">, body: unknown = { format: "json" }) =>
  call("POST", "/api/admin/system/backup/export", { token: admin.token, body });

export const importBackup = (admin: Pick<TestUser, "token">, text: string) =>
  call("POST", "/api/admin/system/backup/import", { token: admin.token, headers: { "Content-Type": "application/json" }, rawBody: text });

/** Every table a backup holds, and the live ones it leaves out, emptied: children first. */
export async function emptyDatabase() {
  const tables = ["auth_tokens", "sessions", ...[...BACKUP_TABLE_NAMES].reverse()];
  await env.DB.batch(tables.map((table) => env.DB.prepare(`DELETE FROM "${table}"`)));
}

/** An administrator of a fresh install with the family sign-up gave them, signed in: the one a restore waits for. */
export async function waitingAdmin(username?: string): Promise<TestUser> {
  const admin = await createUser({ isAdmin: true });
  if (username) await env.DB.prepare("UPDATE users SET username = ? WHERE id = ?").bind(username, admin.id).run();
  return admin;
}

export { db };
