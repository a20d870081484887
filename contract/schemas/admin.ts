import * as v from "valibot";
import { adminSupportTexts as ms, adminTexts as m } from "../messages";
import { TICKET_STATUSES, type SupportTicket } from "./support";
import { ADMIN_PASSWORD_MIN, PASSWORD_MAX } from "../limits";

/** An administrator sets a user's password: at least 8 characters (the common-password check is the server's). */
export const adminPasswordBody = v.object(
  {
    newPassword: v.pipe(v.string(m.passwordRequired), v.minLength(ADMIN_PASSWORD_MIN, m.passwordTooShort), v.maxLength(PASSWORD_MAX, m.passwordTooLong)),
  },
  m.passwordRequired,
);
export type AdminPasswordBody = v.InferOutput<typeof adminPasswordBody>;

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

export interface KindCounts {
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
export type TicketStatusBody = v.InferOutput<typeof ticketStatusBody>;

/** A ticket as the panel sees it: its owner, and its responses oldest first. */
export interface AdminTicket extends SupportTicket {
  user: { username: string; email: string };
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
