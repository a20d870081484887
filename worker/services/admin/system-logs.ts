import { ADMIN_ACTIVE_SESSION_MS, ADMIN_LOG_ENTRIES, ADMIN_RECENT_ACTIVITY } from "@contract/limits";
import type { LogEntry, LogLevel, SystemLogs } from "@contract/schemas/admin-system";
import type { SecurityEventKind } from "@contract/security-events";
import type { Db } from "@worker/env";
import { iso } from "@worker/lib/time";
import { mergeTop, type NamedDb, readEvery, textOrder, type Unavailable, withUnavailable } from "./across-databases";

/** The Logs view (docs/features/admin.md "System views"): the app's errors and the security log, merged over every database. */

const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * The errors and the security log of every database, newest first (at most ADMIN_LOG_ENTRIES of
 * all), the status from the ERRORs of all, the most recently seen sessions of all.
 */
export async function systemLogs(databases: readonly NamedDb[], level: LogLevel | undefined, now: number): Promise<SystemLogs & Unavailable> {
  const { answers, unavailable } = await readEvery(databases, (db) => logsOf(db, level, now));
  const byTime = (a: LogEntry, b: LogEntry) => textOrder(b.timestamp, a.timestamp);
  const seen = mergeTop(
    answers.map((answer) => answer.seen),
    (a, b) => textOrder(b.seenAt, a.seenAt),
    ADMIN_RECENT_ACTIVITY,
  );
  const logs: SystemLogs = {
    systemStatus: answers.some((answer) => answer.errorsToday > 0) ? "errors" : "healthy",
    uptime: Math.max(0, Math.floor((now - isolateStart(now)) / 1000)),
    errorLogs: mergeTop(
      answers.map((answer) => answer.entries),
      byTime,
      ADMIN_LOG_ENTRIES,
    ),
    recentActivity: seen.map((row) => ({
      state: Date.parse(row.seenAt) >= now - ADMIN_ACTIVE_SESSION_MS ? "active" : "idle",
      query_start: row.seenAt,
      query: row.username,
    })),
  };
  return withUnavailable(logs, unavailable);
}

/** One database's part: one batch of the newest errors, security events and sessions, and today's ERROR count. */
async function logsOf(db: Db, level: LogLevel | undefined, now: number) {
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
  const errorsToday = (recentErrors!.results[0] as { n: number }).n;
  return {
    entries: [...(errors!.results as LogEntry[]), ...fromSecurity],
    errorsToday,
    seen: seen!.results as { seenAt: string; username: string }[],
  };
}
