import * as v from "valibot";
import { adminSupportTexts as ms, adminSystemTexts as sys, adminTexts as m } from "../messages";
import { cursorSchema } from "../paging";
import { missingKeyMessage } from "./common";
import { requiredText, TICKET_STATUSES, type SupportTicket } from "./support";
import {
  ADMIN_PASSWORD_MIN,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  LOG_LEVELS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from "../limits";

/** An administrator sets a user's password: at least 8 characters (the common-password check is the server's). */
export const adminPasswordBody = v.object(
  {
    newPassword: v.pipe(v.string(m.passwordRequired), v.minLength(ADMIN_PASSWORD_MIN, m.passwordTooShort), v.maxLength(PASSWORD_MAX, m.passwordTooLong)),
  },
  m.passwordRequired,
);

/** The overview counts (GET /api/admin/stats). */
export interface AdminStats {
  totalUsers: number;
  verifiedUsers: number;
  todayUsers: number;
  usersWithoutFamily: number;
  totalEvents: number;
  totalReminders: number;
  totalShoppingItems: number;
  totalMeals: number;
}

interface KindCounts {
  events: number;
  reminders: number;
  shoppingItems: number;
  meals: number;
}

export interface TrendDay extends KindCounts {
  /** The calendar date in the administrator's time zone. */
  date: string;
  newUsers: number;
}

export interface TopItem {
  name: string;
  count: number;
}

/** GET /api/admin/detailed-stats. */
export interface DetailedStats {
  daily: KindCounts & { logins: number; newUsers: number };
  accumulated: KindCounts & { users: number };
  /** The last 7 days, oldest first, today last. */
  weeklyTrend: TrendDay[];
  /** Items (all four kinds) that existed at the end of each of those days. */
  weeklyAccumulatedTrend: { date: string; totalItems: number }[];
  topItems: { today: TopItem[]; week: TopItem[] };
}

export interface AdminUser {
  id: string;
  username: string;
  email: string;
  createdAt: string;
  isAdmin: boolean;
  verified: boolean;
  familyId: string | null;
  family: { name: string } | null;
}

/**
 * New User's answer: the account, and for an administrator the one-time enrolment code they need to
 * set up their second factor, shown once to the administrator who made the account (docs/features/auth.md).
 */
export interface CreatedUser extends AdminUser {
  enrolmentCode?: string;
}

/** `?before=` of the paged lists (the user lists, the tickets, the info messages, the password resets): the previous page's `nextBefore` (contract/paging.ts). */
export const adminPageQuery = v.object({ before: v.optional(cursorSchema(sys.cursorInvalid)) });
export type AdminPageQuery = v.InferOutput<typeof adminPageQuery>;

/** A page of GET /api/admin/users (and /today, /unverified, /no-family), newest first. */
export interface AdminUserPage {
  users: AdminUser[];
  /** The cursor for the next (older) page, or null when this is the last. */
  nextBefore: string | null;
}

export interface ActiveUser {
  userId: string;
  username: string;
  email: string;
  familyName: string | null;
  shoppingCount: number;
  eventsCount: number;
  remindersCount: number;
  mealsCount: number;
  totalActivity: number;
}

/** PATCH /api/admin/support/tickets/{id}: any of the three statuses, from any other. */
export const ticketStatusBody = v.object({ status: v.picklist(TICKET_STATUSES, ms.statusInvalid) }, ms.statusInvalid);

/** A user route's `:id`: an id no user can have is 404 without a query. */
export const adminUserParams = v.object({ id: v.pipe(v.string(), v.maxLength(64, m.userNotFound)) });

/** An administrator's response to a ticket: the users' rule, with the panel's English texts. */
export const adminTicketResponseBody = v.object({ message: requiredText(DESCRIPTION_MAX, ms.responseTooLong, ms.responseRequired) }, ms.responseRequired);

/** A ticket as the panel sees it: its owner, and its responses oldest first. */
export interface AdminTicket extends SupportTicket {
  user: { username: string; email: string };
}

/** A page of GET /api/admin/support/tickets, newest first. */
export interface AdminTicketPage {
  tickets: AdminTicket[];
  /** The cursor for the next (older) page, or null when this is the last. */
  nextBefore: string | null;
}

/** An info message with how many users have read it (GET /api/admin/messages). */
export interface AdminMessageStats {
  id: string;
  title: string;
  message: string;
  createdAt: string;
  readCount: number;
  totalUsers: number;
  /** readCount / totalUsers as a whole percentage, rounded half up; 0 when there are no users. */
  readPercentage: number;
}

/** A page of GET /api/admin/messages, newest first. */
export interface AdminMessagePage {
  messages: AdminMessageStats[];
  /** The cursor for the next (older) page, or null when this is the last. */
  nextBefore: string | null;
}

/** GET /api/admin/login-analytics: one point per clock hour of the administrator's zone, oldest first. */
export interface LoginHour {
  /** The hour's start as an instant (ISO 8601, UTC). */
  hour: string;
  /** The hour's start on the administrator's clock, "HH:00". */
  label: string;
  /** Successful sign-ins in the hour. */
  recentLogins: number;
}

/** GET /api/admin/password-resets: one row per completed reset, newest first. */
export interface PasswordResetRecord {
  /** The reset's own id (a user may reset more than once). */
  id: string;
  userId: string;
  username: string;
  email: string;
  resetAt: string;
}

/** A page of GET /api/admin/password-resets, newest first. */
export interface PasswordResetPage {
  resets: PasswordResetRecord[];
  /** The cursor for the next (older) page, or null when this is the last. */
  nextBefore: string | null;
}

/** GET /api/admin/shopping/daily: items added to lists and items bought (ticked), per day. */
export interface ShoppingDay {
  date: string;
  added: number;
  bought: number;
}

/** GET /api/admin/shopping/weekly: the same per ISO week (Monday to Sunday). */
export interface ShoppingWeek {
  /** The week's Monday. */
  weekStart: string;
  added: number;
  bought: number;
}

/** POST /api/admin/users/{id}/verify. */
export interface VerifyUserAnswer {
  message: string;
  user: { id: string; username: string };
}

/** POST /api/admin/users/{id}/resend-verification. */
export interface ResendVerificationAnswer {
  message: string;
  user: { id: string; email: string };
}

// ── System views, Email card and Quick Actions ──

/** `?level=` of GET /api/admin/system/logs: one of the log levels, or absent for all. */
export const logsQuery = v.object({ level: v.optional(v.picklist(LOG_LEVELS, sys.unknownLevel)) });
export type LogLevel = (typeof LOG_LEVELS)[number];

/** POST /api/admin/users: registration's rules (the same limits and pattern), in English. */
export const createUserBody = v.object(
  {
    username: v.pipe(
      v.string(sys.usernameRequired),
      v.trim(),
      v.minLength(USERNAME_MIN, sys.usernameInvalid),
      v.maxLength(USERNAME_MAX, sys.usernameInvalid),
      v.regex(USERNAME_PATTERN, sys.usernameInvalid),
    ),
    email: v.pipe(v.string(sys.emailInvalid), v.trim(), v.maxLength(EMAIL_MAX, sys.emailInvalid), v.regex(EMAIL_PATTERN, sys.emailInvalid)),
    password: v.pipe(v.string(sys.passwordTooShort), v.minLength(PASSWORD_MIN, sys.passwordTooShort), v.maxLength(PASSWORD_MAX, sys.passwordTooLong)),
    isAdmin: v.optional(v.boolean(), false),
  },
  missingKeyMessage({ username: sys.usernameRequired, email: sys.emailInvalid, password: sys.passwordRequired }, sys.usernameRequired),
);
export type CreateUserBody = v.InferOutput<typeof createUserBody>;

export interface AuthStats {
  /** Sessions not expired with a request seen in the last hour. */
  activeSessions: number;
  totalRegisteredUsers: number;
  jwtSettings: { algorithm: string; expiresIn: string; rememberMeExpiresIn: string };
  recentLogins: { username: string; email: string; createdAt: string }[];
}

export interface DatabaseInfo {
  databaseSize: number;
  version: string;
  host: string;
  /** D1 has no connection pool to count. */
  connections: null;
  tables: { tablename: string; schemaname: string; live_tuples: number; dead_tuples: null }[];
}

export interface LogEntry {
  level: LogLevel;
  timestamp: string;
  message: string;
  source: string;
}

export interface SystemLogs {
  systemStatus: "healthy" | "errors";
  /** Seconds since this Worker isolate started (a deployed app runs many isolates, each with its own). */
  uptime: number;
  errorLogs: LogEntry[];
  /** The most recently seen sessions, as "who is using the app". */
  recentActivity: { state: "active" | "idle"; query_start: string; query: string }[];
}

export interface BackupInfo {
  backupStatus: "ready";
  lastBackup: string | null;
  exportFormats: "json"[];
  tables: { tablename: string; schemaname: string; row_count: number }[];
}

export type MailTransport = "outbox" | "http" | "cloudflare" | "misconfigured";

/** GET /api/admin/system/status: the Email System and Database cards. */
export interface SystemStatus {
  email: { transport: MailTransport; status: "Ready" | "Not configured" };
  database: { status: "Connected" };
}

export interface OutboxMail {
  id: string;
  recipient: string;
  subject: string;
  createdAt: string;
}
