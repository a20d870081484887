import * as v from "valibot";
import { LOG_LEVELS } from "../limits";
import { adminSystemTexts as sys } from "../messages";
import { unavailableAnswer } from "./admin";
import { countAnswer, instantAnswer, nullableInstantAnswer } from "./common";

/**
 * The admin panel's system views (Email System and Database cards, Authentication, Database,
 * Logs, Backup, the local outbox) as their routes answer them; strict, like every answer
 * (contract/schemas/common.ts).
 */

/** `?level=` of GET /api/admin/system/logs: one of the log levels, or absent for all. */
export const logsQuery = v.object({ level: v.optional(v.picklist(LOG_LEVELS, sys.unknownLevel)) });
export type LogLevel = (typeof LOG_LEVELS)[number];

export const MAIL_TRANSPORTS = ["outbox", "http", "cloudflare", "misconfigured"] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

/** GET /api/admin/system/status: the Email System and Database cards. */
export const systemStatusAnswer = v.strictObject({
  email: v.strictObject({ transport: v.picklist(MAIL_TRANSPORTS), status: v.picklist(["Ready", "Not configured"]) }),
  database: v.strictObject({ status: v.literal("Connected") }),
  unavailable: unavailableAnswer,
});
export type SystemStatus = v.InferOutput<typeof systemStatusAnswer>;

/** GET /api/admin/system/auth. `activeSessions`: sessions not expired with a request seen in the last hour. */
export const authStatsAnswer = v.strictObject({
  activeSessions: countAnswer,
  totalRegisteredUsers: countAnswer,
  jwtSettings: v.strictObject({ algorithm: v.string(), expiresIn: v.string(), rememberMeExpiresIn: v.string() }),
  recentLogins: v.array(v.strictObject({ username: v.string(), email: v.string(), createdAt: instantAnswer })),
  unavailable: unavailableAnswer,
});
export type AuthStats = v.InferOutput<typeof authStatsAnswer>;

/** GET /api/admin/system/database. D1 has no connection pool to count, nor dead rows. */
export const databaseInfoAnswer = v.strictObject({
  databaseSize: countAnswer,
  version: v.string(),
  host: v.string(),
  connections: v.null(),
  tables: v.array(v.strictObject({ tablename: v.string(), schemaname: v.string(), live_tuples: countAnswer, dead_tuples: v.null() })),
  unavailable: unavailableAnswer,
});
export type DatabaseInfo = v.InferOutput<typeof databaseInfoAnswer>;

export const logEntryAnswer = v.strictObject({ level: v.picklist(LOG_LEVELS), timestamp: instantAnswer, message: v.string(), source: v.string() });
export type LogEntry = v.InferOutput<typeof logEntryAnswer>;

/** GET /api/admin/system/logs. */
export const systemLogsAnswer = v.strictObject({
  systemStatus: v.picklist(["healthy", "errors"]),
  /** Seconds since this Worker isolate started (a deployed app runs many isolates, each with its own). */
  uptime: v.pipe(v.number(), v.minValue(0)),
  errorLogs: v.array(logEntryAnswer),
  /** The most recently seen sessions, as "who is using the app". */
  recentActivity: v.array(v.strictObject({ state: v.picklist(["active", "idle"]), query_start: instantAnswer, query: v.string() })),
  unavailable: unavailableAnswer,
});
export type SystemLogs = v.InferOutput<typeof systemLogsAnswer>;

/** GET /api/admin/system/backup: `lastBackup` is the newest export's time. */
export const backupInfoAnswer = v.strictObject({
  backupStatus: v.literal("ready"),
  lastBackup: nullableInstantAnswer,
  exportFormats: v.array(v.literal("json")),
  tables: v.array(v.strictObject({ tablename: v.string(), schemaname: v.string(), row_count: countAnswer })),
});
export type BackupInfo = v.InferOutput<typeof backupInfoAnswer>;

/** GET /api/admin/system/outbox: the local outbox's newest mails. */
export const outboxMailsAnswer = v.array(v.strictObject({ id: v.string(), recipient: v.string(), subject: v.string(), createdAt: instantAnswer }));
export type OutboxMail = v.InferOutput<typeof outboxMailsAnswer>[number];

/** POST /api/admin/system/test-email: the text to show and the address the mail went to. */
export const testMailAnswer = v.strictObject({ message: v.string(), to: v.string() });
export type TestMailAnswer = v.InferOutput<typeof testMailAnswer>;
