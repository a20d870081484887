import { ADMIN_ACTIVE_SESSION_MS, ADMIN_OUTBOX_SHOWN, ADMIN_RECENT_LOGINS, SESSION_TTL_MS, SESSION_TTL_REMEMBER_MS } from "@contract/limits";
import { adminSystemTexts as m } from "@contract/messages";
import type { AuthStats, BackupInfo, DatabaseInfo, OutboxMail } from "@contract/schemas/admin-system";
import type { Db } from "@worker/env";
import { HttpError } from "@worker/lib/http-error";
import { type Outcome, outcome } from "@worker/services/effects";
import type { Mailer } from "@worker/services/mailer";
import { BACKUP_TABLE_NAMES } from "@worker/lib/backup/tables";
import { TOKEN_ALGORITHM } from "@worker/lib/jwt";
import { iso } from "@worker/lib/time";
import { migrationLevel } from "./backup";
import { mergeTop, type NamedDb, readEvery, sumCounts, textOrder, type Unavailable, withUnavailable } from "./across-databases";

/**
 * The admin panel's system views (docs/features/admin.md, "System views"). Each is one D1 batch of
 * index-range reads, except the table row counts, which count every row of every table the view
 * lists: bounded to one statement per table in one batch, run only while the admin has the view open.
 * Every database is read in parallel (the backup's counts excepted: the backup is the request's
 * database); counts are summed, the newest entries merged.
 */

/** Newest first by a stored instant, compared as D1 compares text. */
const newestFirst =
  <T>(at: (row: T) => string) =>
  (a: T, b: T) =>
    textOrder(at(b), at(a));

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** "12h", "30d": a lifetime as the token settings state it. */
const lifetime = (ms: number) => (ms % DAY_MS === 0 ? `${ms / DAY_MS}d` : `${ms / HOUR_MS}h`);

type AuthCounts = { activeSessions: number; totalRegisteredUsers: number };
type RecentLogin = AuthStats["recentLogins"][number];

/** Sessions and users counted in every database, the newest sign-ins of all of them. */
export async function authStats(databases: readonly NamedDb[], now: number): Promise<AuthStats & Unavailable> {
  const { answers, unavailable } = await readEvery(databases, (db) => authStatsOf(db, now));
  const counts = sumCounts<AuthCounts>(
    answers.map((answer) => answer.counts),
    { activeSessions: 0, totalRegisteredUsers: 0 },
  );
  const stats: AuthStats = {
    ...counts,
    jwtSettings: { algorithm: TOKEN_ALGORITHM, expiresIn: lifetime(SESSION_TTL_MS), rememberMeExpiresIn: lifetime(SESSION_TTL_REMEMBER_MS) },
    recentLogins: mergeTop(
      answers.map((answer) => answer.logins),
      newestFirst((login: RecentLogin) => login.createdAt),
      ADMIN_RECENT_LOGINS,
    ),
  };
  return withUnavailable(stats, unavailable);
}

async function authStatsOf(db: Db, now: number): Promise<{ counts: AuthCounts; logins: RecentLogin[] }> {
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
  return { counts: counts!.results[0] as AuthCounts, logins: logins!.results as RecentLogin[] };
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

/** A real round trip to every database: the names of those that did not answer. */
export async function pingEveryDatabase(databases: readonly NamedDb[]): Promise<string[]> {
  return (await readEvery(databases, (db) => pingDatabase(db))).unavailable;
}

async function databaseInfoOf(db: Db) {
  const [{ size }, tables, migration] = await Promise.all([pingDatabase(db), appTables(db), migrationLevel(db.$client)]);
  const counts = await rowCounts(db, tables);
  return { size, migration: migration ?? "no migrations", rows: new Map(tables.map((table, index) => [table, counts[index]!])) };
}

/**
 * The databases' size and each table's rows, summed over every database (every database has every
 * table); the schema's level as the databases say it, each named when they differ.
 */
export async function databaseInfo(databases: readonly NamedDb[]): Promise<DatabaseInfo & Unavailable> {
  const { answers, unavailable } = await readEvery(databases, async (db, name) => ({ ...(await databaseInfoOf(db)), name }));
  const levels = [...new Set(answers.map((answer) => answer.migration))];
  const level = levels.length <= 1 ? (levels[0] ?? "no migrations") : answers.map((answer) => `${answer.name} ${answer.migration}`).join(", ");
  const tables = [...new Set(answers.flatMap((answer) => [...answer.rows.keys()]))].sort(textOrder);
  const info: DatabaseInfo = {
    databaseSize: answers.reduce((sum, answer) => sum + answer.size, 0),
    version: `Cloudflare D1 (SQLite), schema at ${level}`,
    host: `Cloudflare D1 (${databases.length === 1 ? "binding" : "bindings"} ${databases.map((named) => named.name).join(", ")})`,
    connections: null,
    tables: tables.map((tablename) => ({
      tablename,
      schemaname: "main",
      live_tuples: answers.reduce((sum, answer) => sum + (answer.rows.get(tablename) ?? 0), 0),
      dead_tuples: null,
    })),
  };
  return withUnavailable(info, unavailable);
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

/** The newest mails of every database's outbox (a mail is stored where the request that sent it ran). */
export async function outboxMails(databases: readonly NamedDb[]): Promise<{ mails: OutboxMail[]; unavailable: string[] }> {
  const { answers, unavailable } = await readEvery(databases, async (db) => {
    const { results } = await db.$client
      .prepare("SELECT id, recipient, subject, created_at AS createdAt FROM outbox ORDER BY created_at DESC LIMIT ?1")
      .bind(ADMIN_OUTBOX_SHOWN)
      .all<OutboxMail>();
    return results;
  });
  return {
    mails: mergeTop(
      answers,
      newestFirst((mail: OutboxMail) => mail.createdAt),
      ADMIN_OUTBOX_SHOWN,
    ),
    unavailable,
  };
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
