import {
  ADMIN_ACTIVE_SESSION_MS,
  ADMIN_LOG_ENTRIES,
  ADMIN_OUTBOX_SHOWN,
  ADMIN_RECENT_ACTIVITY,
  ADMIN_RECENT_LOGINS,
  SESSION_TTL_MS,
  SESSION_TTL_REMEMBER_MS,
} from "@contract/limits";
import { adminSystemTexts as m } from "@contract/messages";
import type { AuthStats, BackupInfo, DatabaseInfo, LogEntry, LogLevel, OutboxMail, SystemLogs } from "@contract/schemas/admin-system";
import type { SecurityEventKind } from "@contract/security-events";
import type { Db } from "@worker/env";
import { HttpError } from "@worker/lib/http-error";
import { type Outcome, outcome } from "@worker/services/effects";
import type { Mailer } from "@worker/services/mailer";
import { BACKUP_TABLE_NAMES } from "@worker/lib/backup/tables";
import { TOKEN_ALGORITHM } from "@worker/lib/jwt";
import { iso } from "@worker/lib/time";
import { migrationLevel } from "./backup";

/**
 * The admin panel's system views (docs/features/admin.md, "System views"). Each is one D1 batch of
 * index-range reads, except the table row counts, which count every row of every table the view
 * lists: bounded to one statement per table in one batch, run only while the admin has the view open.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** "12h", "30d": a lifetime as the token settings state it. */
const lifetime = (ms: number) => (ms % DAY_MS === 0 ? `${ms / DAY_MS}d` : `${ms / HOUR_MS}h`);

export async function authStats(db: Db, now: number): Promise<AuthStats> {
  const d1 = db.$client;
  const [counts, logins] = await d1.batch([
    d1
      .prepare(
        `SELECT (SELECT count(*) FROM sessions WHERE last_seen_at >= ?1 AND expires_at > ?2) AS activeSessions,
          (SELECT count(*) FROM users) AS totalRegisteredUsers`,
      )
      .bind(iso(now - ADMIN_ACTIVE_SESSION_MS), iso(now)),
    // Successful sign-ins are the security log's sign_in events (index on kind, created_at).
    d1
      .prepare(
        `SELECT u.username AS username, u.email AS email, e.created_at AS createdAt
          FROM security_events e JOIN users u ON u.id = e.user_id
          WHERE e.kind = 'sign_in' ORDER BY e.created_at DESC LIMIT ?1`,
      )
      .bind(ADMIN_RECENT_LOGINS),
  ]);
  const row = counts!.results[0] as { activeSessions: number; totalRegisteredUsers: number };
  return {
    ...row,
    jwtSettings: { algorithm: TOKEN_ALGORITHM, expiresIn: lifetime(SESSION_TTL_MS), rememberMeExpiresIn: lifetime(SESSION_TTL_REMEMBER_MS) },
    recentLogins: logins!.results as AuthStats["recentLogins"],
  };
}

/** A real round trip to D1; its meta says how large the database file is (D1 refuses `PRAGMA page_count`). */
export async function pingDatabase(db: Db): Promise<{ size: number }> {
  const result = await db.$client.prepare("SELECT 1 AS ok").all();
  return { size: result.meta.size_after };
}

/** The app's tables (D1's own and SQLite's internal ones left out), by name. */
async function appTables(db: Db): Promise<string[]> {
  const { results } = await db.$client
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations' ORDER BY name",
    )
    .all<{ name: string }>();
  return results.map((row) => row.name);
}

/** One `count(*)` per table, all in one batch. Names come from sqlite_master or the backup's list, never from a request. */
async function rowCounts(db: Db, tables: readonly string[]): Promise<number[]> {
  if (tables.length === 0) return [];
  const d1 = db.$client;
  const results = await d1.batch(tables.map((name) => d1.prepare(`SELECT count(*) AS n FROM "${name}"`)));
  return results.map((result) => (result.results[0] as { n: number }).n);
}

export async function databaseInfo(db: Db): Promise<DatabaseInfo> {
  const [{ size }, tables, migration] = await Promise.all([pingDatabase(db), appTables(db), migrationLevel(db.$client)]);
  const counts = await rowCounts(db, tables);
  return {
    databaseSize: size,
    version: `Cloudflare D1 (SQLite), schema at ${migration ?? "no migrations"}`,
    host: "Cloudflare D1 (binding DB)",
    connections: null,
    tables: tables.map((tablename, index) => ({ tablename, schemaname: "main", live_tuples: counts[index]!, dead_tuples: null })),
  };
}

/** Security events that are refusals read as warnings; the rest as information. None is an error. */
const WARNING_KINDS: readonly SecurityEventKind[] = [
  "sign_in_failed",
  "sign_in_locked",
  "second_factor_failed",
  "second_factor_locked",
  "forbidden",
  "rate_limited",
];
const securityLevel = (kind: SecurityEventKind): LogLevel => (WARNING_KINDS.includes(kind) ? "WARN" : "INFO");
const kindList = WARNING_KINDS.map((kind) => `'${kind}'`).join(", ");
const SECURITY_FILTER: Record<LogLevel | "all", string> = {
  all: "1 = 1",
  ERROR: "0 = 1",
  WARN: `kind IN (${kindList})`,
  INFO: `kind NOT IN (${kindList})`,
};

/**
 * When this isolate loaded the module. Workers freeze the clock during startup (it may read 0), so
 * a zero falls back to the first request that asks.
 */
const loadedAt = Date.now();
let firstAsked: number | undefined;
function isolateStart(now: number): number {
  if (loadedAt > 0) return loadedAt;
  firstAsked ??= now;
  return firstAsked;
}

interface SecurityRow {
  kind: SecurityEventKind;
  createdAt: string;
  route: string | null;
  username: string | null;
  userId: string | null;
  actor: string | null;
  actorId: string | null;
  count: number;
}

/** A user's name, else (a deleted account) the kept id, pseudonymous. */
const nameOrId = (name: string | null, id: string | null) => name ?? (id ? `user ${id.slice(0, 8)}` : null);

export async function systemLogs(db: Db, level: LogLevel | undefined, now: number): Promise<SystemLogs> {
  const d1 = db.$client;
  const [errors, security, recentErrors, seen] = await d1.batch([
    d1
      .prepare(`SELECT level, created_at AS timestamp, message, source FROM app_errors WHERE ?1 IS NULL OR level = ?1 ORDER BY created_at DESC LIMIT ?2`)
      .bind(level ?? null, ADMIN_LOG_ENTRIES),
    d1
      .prepare(
        `SELECT e.kind AS kind, e.created_at AS createdAt, e.route AS route, u.username AS username, e.user_id AS userId,
                a.username AS actor, e.actor_id AS actorId, e.count AS count
          FROM security_events e LEFT JOIN users u ON u.id = e.user_id LEFT JOIN users a ON a.id = e.actor_id
          WHERE ${SECURITY_FILTER[level ?? "all"]} ORDER BY e.created_at DESC LIMIT ?1`,
      )
      .bind(ADMIN_LOG_ENTRIES),
    d1.prepare("SELECT count(*) AS n FROM app_errors WHERE created_at >= ?1 AND level = 'ERROR'").bind(iso(now - DAY_MS)),
    d1
      .prepare(
        `SELECT s.last_seen_at AS seenAt, u.username AS username FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.expires_at > ?1 ORDER BY s.last_seen_at DESC LIMIT ?2`,
      )
      .bind(iso(now), ADMIN_RECENT_ACTIVITY),
  ]);
  const fromSecurity = (security!.results as SecurityRow[]).map(
    (row): LogEntry => ({
      level: securityLevel(row.kind),
      timestamp: row.createdAt,
      // The subject, then "by" the actor when someone else acted (an administrator on a user).
      message: [
        row.kind,
        nameOrId(row.username, row.userId),
        row.actorId && row.actorId !== row.userId ? `by ${nameOrId(row.actor, row.actorId)}` : null,
        row.route,
        row.count > 1 ? `×${row.count}` : null,
      ]
        .filter(Boolean)
        .join(" · "),
      source: "security",
    }),
  );
  const errorLogs = [...(errors!.results as LogEntry[]), ...fromSecurity]
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0))
    .slice(0, ADMIN_LOG_ENTRIES);
  const errorsToday = (recentErrors!.results[0] as { n: number }).n;
  return {
    systemStatus: errorsToday > 0 ? "errors" : "healthy",
    uptime: Math.max(0, Math.floor((now - isolateStart(now)) / 1000)),
    errorLogs,
    recentActivity: (seen!.results as { seenAt: string; username: string }[]).map((row) => ({
      state: Date.parse(row.seenAt) >= now - ADMIN_ACTIVE_SESSION_MS ? "active" : "idle",
      query_start: row.seenAt,
      query: row.username,
    })),
  };
}

export async function backupInfo(db: Db): Promise<BackupInfo> {
  const [last, counts] = await Promise.all([
    db.$client.prepare("SELECT created_at AS at FROM security_events WHERE kind = 'backup_exported' ORDER BY created_at DESC LIMIT 1").first<{ at: string }>(),
    rowCounts(db, BACKUP_TABLE_NAMES),
  ]);
  return {
    backupStatus: "ready",
    lastBackup: last?.at ?? null,
    exportFormats: ["json"],
    tables: BACKUP_TABLE_NAMES.map((tablename, index) => ({ tablename, schemaname: "main", row_count: counts[index]! })),
  };
}

export async function outboxMails(db: Db): Promise<OutboxMail[]> {
  const { results } = await db.$client
    .prepare("SELECT id, recipient, subject, created_at AS createdAt FROM outbox ORDER BY created_at DESC LIMIT ?1")
    .bind(ADMIN_OUTBOX_SHOWN)
    .all<OutboxMail>();
  return results;
}

/**
 * Mails a test to the calling administrator through the configured transport, before the answer:
 * the answer says whether the transport took it, and why not.
 */
export async function sendTestMail(mailer: Mailer, admin: { email: string; username: string }): Promise<Outcome<{ message: string; to: string }>> {
  try {
    await mailer.send({ to: admin.email, subject: m.testMailSubject, text: m.testMailBody(admin.username) });
  } catch (error) {
    throw new HttpError("unavailable", m.testMailFailed(error instanceof Error ? error.message : String(error)));
  }
  return outcome(200, { message: m.testMailSent, to: admin.email });
}
