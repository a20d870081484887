import * as v from "valibot";
import { adminSupportTexts as ms, adminSystemTexts as sys, adminTexts as m } from "../messages";
import { cursorSchema } from "../paging";
import { countAnswer, dateAnswer, instantAnswer, missingKeyMessage } from "./common";
import { adminMessageAnswer, requiredText, supportTicketAnswer } from "./support";
import {
  ADMIN_PASSWORD_MIN,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TICKET_STATUSES,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from "../limits";

/**
 * The databases a read across every database could not reach (docs/features/several-databases.md
 * "The admin panel across databases"): present only when some did not answer, and then the numbers
 * and lists leave out their families. Object answers carry it as `unavailable`; array answers (the
 * paged lists, the series) in this header, the names comma-separated.
 */
export const unavailableAnswer = v.optional(v.array(v.string()));
export const UNAVAILABLE_DATABASES_HEADER = "X-Unavailable-Databases";

/** An administrator sets a user's password: at least 8 characters (the common-password check is the server's). */
export const adminPasswordBody = v.object(
  {
    newPassword: v.pipe(v.string(m.passwordRequired), v.minLength(ADMIN_PASSWORD_MIN, m.passwordTooShort), v.maxLength(PASSWORD_MAX, m.passwordTooLong)),
  },
  m.passwordRequired,
);
export type AdminPasswordBody = v.InferInput<typeof adminPasswordBody>;

/** The overview counts (GET /api/admin/stats). */
export const adminStatsAnswer = v.strictObject({
  totalUsers: countAnswer,
  verifiedUsers: countAnswer,
  todayUsers: countAnswer,
  usersWithoutFamily: countAnswer,
  totalEvents: countAnswer,
  totalReminders: countAnswer,
  totalShoppingItems: countAnswer,
  totalMeals: countAnswer,
  unavailable: unavailableAnswer,
});
export type AdminStats = v.InferOutput<typeof adminStatsAnswer>;

const kindCounts = { events: countAnswer, reminders: countAnswer, shoppingItems: countAnswer, meals: countAnswer };

/** A day of the trend: the calendar date in the administrator's time zone. */
const trendDayAnswer = v.strictObject({ date: dateAnswer, ...kindCounts, newUsers: countAnswer });
export type TrendDay = v.InferOutput<typeof trendDayAnswer>;

const topItemAnswer = v.strictObject({ name: v.string(), count: countAnswer });
export type TopItem = v.InferOutput<typeof topItemAnswer>;

/** GET /api/admin/detailed-stats. */
export const detailedStatsAnswer = v.strictObject({
  daily: v.strictObject({ ...kindCounts, logins: countAnswer, newUsers: countAnswer }),
  accumulated: v.strictObject({ ...kindCounts, users: countAnswer }),
  /** The last 7 days, oldest first, today last. */
  weeklyTrend: v.array(trendDayAnswer),
  /** Items (all four kinds) that existed at the end of each of those days. */
  weeklyAccumulatedTrend: v.array(v.strictObject({ date: dateAnswer, totalItems: countAnswer })),
  topItems: v.strictObject({ today: v.array(topItemAnswer), week: v.array(topItemAnswer) }),
  unavailable: unavailableAnswer,
});
export type DetailedStats = v.InferOutput<typeof detailedStatsAnswer>;

const adminUserEntries = {
  id: v.string(),
  username: v.string(),
  email: v.string(),
  createdAt: instantAnswer,
  isAdmin: v.boolean(),
  verified: v.boolean(),
  familyId: v.nullable(v.string()),
  family: v.nullable(v.strictObject({ name: v.string() })),
};
export const adminUserAnswer = v.strictObject(adminUserEntries);
export type AdminUser = v.InferOutput<typeof adminUserAnswer>;

/**
 * New User's answer: the account, and for an administrator the one-time enrolment code they need to
 * set up their second factor, shown once to the administrator who made the account (docs/features/auth.md).
 */
export const createdUserAnswer = v.strictObject({ ...adminUserEntries, enrolmentCode: v.optional(v.string()) });
export type CreatedUser = v.InferOutput<typeof createdUserAnswer>;

/** `?before=` of the paged lists (the user lists, the tickets, the info messages, the password resets): the previous page's `nextBefore` (contract/paging.ts). */
export const adminPageQuery = v.object({ before: v.optional(cursorSchema(sys.cursorInvalid)) });
export type AdminPageQuery = v.InferOutput<typeof adminPageQuery>;

/** Where a paged list's next page starts: the cursor for the next (older) page, or null on the last. */
interface NextPage {
  nextBefore: string | null;
  /** The databases that did not answer (sent as UNAVAILABLE_DATABASES_HEADER). */
  unavailable?: string[];
}

/** A page of GET /api/admin/users (and /today, /unverified, /no-family), newest first. */
export interface AdminUserPage extends NextPage {
  users: AdminUser[];
}

/** GET /api/admin/users/active: a row per user, with what they added per kind. */
export const activeUserAnswer = v.strictObject({
  userId: v.string(),
  username: v.string(),
  email: v.string(),
  familyName: v.nullable(v.string()),
  shoppingCount: countAnswer,
  eventsCount: countAnswer,
  remindersCount: countAnswer,
  mealsCount: countAnswer,
  totalActivity: countAnswer,
});
export type ActiveUser = v.InferOutput<typeof activeUserAnswer>;

/** PATCH /api/admin/support/tickets/{id}: any of the three statuses, from any other. */
export const ticketStatusBody = v.object({ status: v.picklist(TICKET_STATUSES, ms.statusInvalid) }, ms.statusInvalid);
export type TicketStatusBody = v.InferInput<typeof ticketStatusBody>;

/** A user route's `:id`: an id no user can have is 404 without a query. */
export const adminUserParams = v.object({ id: v.pipe(v.string(), v.maxLength(64, m.userNotFound)) });

/** An administrator's response to a ticket: the users' rule, with the panel's English texts. */
export const adminTicketResponseBody = v.object({ message: requiredText(DESCRIPTION_MAX, ms.responseTooLong, ms.responseRequired) }, ms.responseRequired);
export type AdminTicketResponseBody = v.InferInput<typeof adminTicketResponseBody>;

/** A ticket as the panel sees it: its owner, and its responses oldest first. */
export const adminTicketAnswer = v.strictObject({ ...supportTicketAnswer.entries, user: v.strictObject({ username: v.string(), email: v.string() }) });
export type AdminTicket = v.InferOutput<typeof adminTicketAnswer>;

/** A page of GET /api/admin/support/tickets, newest first. */
export interface AdminTicketPage extends NextPage {
  tickets: AdminTicket[];
}

/** An info message with how many users have read it (GET /api/admin/messages). */
export const adminMessageStatsAnswer = v.strictObject({
  ...adminMessageAnswer.entries,
  readCount: countAnswer,
  totalUsers: countAnswer,
  /** readCount / totalUsers as a whole percentage, rounded half up; 0 when there are no users. */
  readPercentage: v.pipe(countAnswer, v.maxValue(100)),
});
export type AdminMessageStats = v.InferOutput<typeof adminMessageStatsAnswer>;

/** POST /api/admin/messages: the message, and the family databases that did not get their copy. */
export const createdAdminMessageAnswer = v.strictObject({ ...adminMessageAnswer.entries, unavailable: unavailableAnswer });
export type CreatedAdminMessage = v.InferOutput<typeof createdAdminMessageAnswer>;

/** A page of GET /api/admin/messages, newest first. */
export interface AdminMessagePage extends NextPage {
  messages: AdminMessageStats[];
}

/** GET /api/admin/login-analytics: one point per clock hour of the administrator's zone, oldest first. */
export const loginHourAnswer = v.strictObject({
  /** The hour's start as an instant (ISO 8601, UTC). */
  hour: instantAnswer,
  /** The hour's start on the administrator's clock. */
  label: v.pipe(v.string(), v.regex(/^\d{2}:00$/)),
  /** Successful sign-ins in the hour. */
  recentLogins: countAnswer,
});
export type LoginHour = v.InferOutput<typeof loginHourAnswer>;

/** GET /api/admin/password-resets: one row per completed reset, newest first; `id` is the reset's own (a user may reset more than once). */
export const passwordResetAnswer = v.strictObject({ id: v.string(), userId: v.string(), username: v.string(), email: v.string(), resetAt: instantAnswer });
export type PasswordResetRecord = v.InferOutput<typeof passwordResetAnswer>;

/** A page of GET /api/admin/password-resets, newest first. */
export interface PasswordResetPage extends NextPage {
  resets: PasswordResetRecord[];
}

/** GET /api/admin/shopping/daily: items added to lists and items bought (ticked), per day. */
export const shoppingDayAnswer = v.strictObject({ date: dateAnswer, added: countAnswer, bought: countAnswer });
export type ShoppingDay = v.InferOutput<typeof shoppingDayAnswer>;

/** GET /api/admin/shopping/weekly: the same per ISO week (Monday to Sunday), `weekStart` its Monday. */
export const shoppingWeekAnswer = v.strictObject({ weekStart: dateAnswer, added: countAnswer, bought: countAnswer });
export type ShoppingWeek = v.InferOutput<typeof shoppingWeekAnswer>;

/** What an action on a user answers: the text to show, and the user it acted on. */
const userActionAnswer = <E extends v.ObjectEntries>(user: E) => v.strictObject({ message: v.string(), user: v.strictObject({ id: v.string(), ...user }) });

/** POST /api/admin/users/{id}/verify, and PATCH /api/admin/users/{id}/password. */
export const verifyUserAnswer = userActionAnswer({ username: v.string() });
export type VerifyUserAnswer = v.InferOutput<typeof verifyUserAnswer>;

/** POST /api/admin/users/{id}/resend-verification. */
export const resendVerificationAnswer = userActionAnswer({ email: v.string() });
export type ResendVerificationAnswer = v.InferOutput<typeof resendVerificationAnswer>;

/** POST /api/admin/users/{id}/fix-family: the family made for the user. */
export const fixFamilyAnswer = v.strictObject({ familyId: v.string() });
export type FixFamilyAnswer = v.InferOutput<typeof fixFamilyAnswer>;

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
