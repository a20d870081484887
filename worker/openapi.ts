import { toJsonSchema, type JsonSchema } from "@valibot/to-json-schema";
import type { GenericSchema } from "valibot";
import { ERROR_STATUS, type ErrorCode } from "@contract/errors";
import { MAX_BODY_BYTES } from "@contract/limits";
import { createItemBody, createListBody, updateItemBody } from "@contract/schemas/shopping";
import { createEventBody, feedQuery, updateEventBody } from "@contract/schemas/events";
import { createMealBody, updateMealBody } from "@contract/schemas/meals";
import { loginBody, newPasswordBody, registerBody, resetRequestBody } from "@contract/schemas/auth";
import { createMemberBody, joinFamilyBody, updateMemberBody } from "@contract/schemas/families";
import { createReminderBody, updateReminderBody } from "@contract/schemas/reminders";
import { exportBackupBody } from "@contract/schemas/backup";
import { createAdminMessageBody, createTicketBody, ticketResponseBody } from "@contract/schemas/support";
import { adminPasswordBody, createUserBody, logsQuery, ticketStatusBody } from "@contract/schemas/admin";
import { PLAIN_TEXT_ERROR_PATHS } from "./routes/auth";

/** One of the admin panel's user lists, all of the same shape. */
const adminUserList = (summary: string): ApiRoute => ({
  summary,
  tag: "admin",
  access: "admin",
  answer: { status: 200, description: "`[{id, username, email, createdAt, isAdmin, verified, familyId, family: {name} | null}]`" },
});

/** An admin call without a body that answers 200. */
const adminCall = (summary: string, description: string, errors?: ApiRoute["errors"]): ApiRoute => ({
  summary,
  tag: "admin",
  access: "admin",
  answer: { status: 200, description },
  ...(errors ? { errors } : {}),
});

/**
 * The API's route registry: one entry per route the app mounts, from which GET /api/openapi.json
 * is built. test/worker/openapi.test.ts holds it to the app (every mounted route has its entry and
 * no entry lacks a route; `body` and `query` are the very schemas the route validates with), so
 * adding a route is adding its entry here. docs/api.md explains the conventions around it.
 */

/** Who may call a route: anyone; a signed-in user; a signed-in user acting on their own family; an admin. */
export type Access = "public" | "signed-in" | "family" | "admin";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** `METHOD /path`, exactly as Hono lists the route (path parameters as `:name`). */
export type RouteKey = `${Method} /api/${string}`;

export interface QueryParameter {
  description: string;
  required?: boolean;
}

export interface ApiRoute {
  /** One line: what the call does. */
  summary: string;
  /** Groups the operation in the reference (one tag per feature). */
  tag: string;
  access: Access;
  /** The contract schema the route validates its JSON body with (`validate("json", …)`). */
  body?: GenericSchema;
  /** The query string: the schema of `validate("query", …)`, or its parameters when the route reads them itself. */
  query?: GenericSchema | Record<string, QueryParameter>;
  /** The successful answer. */
  answer: { status: number; description: string };
  /** Failures beyond those every route of its access class and body can answer (added by `operation`). */
  errors?: Partial<Record<ErrorCode, string>>;
}

export const apiRoutes = {
  "GET /api/health": {
    summary: "Liveness check; the cheapest route, the baseline of the benchmarks.",
    tag: "health",
    access: "public",
    answer: { status: 200, description: "`{ok: true}`" },
  },
  "GET /api/openapi.json": {
    summary: "This document.",
    tag: "health",
    access: "public",
    answer: { status: 200, description: "The OpenAPI 3.1 document of the API." },
  },

  "GET /api/auth/challenge": {
    summary: "A registration challenge: two numbers to add and a signed, single-use token.",
    tag: "auth",
    access: "public",
    answer: { status: 200, description: "`{a, b, securityToken}`, a and b in 1..10." },
    errors: { rate_limited: "More than 120 challenges from this address in an hour; see Retry-After." },
  },
  "POST /api/auth/register": {
    summary: "Creates an account (in a new family, or the invite's) and mails a verification link.",
    tag: "auth",
    access: "public",
    body: registerBody,
    answer: { status: 201, description: "`{message}`. A taken e-mail address answers the same and mails its owner instead." },
    errors: {
      conflict: "The username is taken.",
      rate_limited: "More than 3 registrations for this address, or 30 from this client, in an hour; see Retry-After.",
    },
  },
  "POST /api/auth/login": {
    summary: "Signs in.",
    tag: "auth",
    access: "public",
    body: loginBody,
    answer: { status: 200, description: "`{token, user}`: the bearer token and the current user." },
    errors: {
      unauthenticated: "Wrong username or password (the same text whether the account exists or not).",
      rate_limited:
        "Too many failed sign-ins: for this username from this client (after 3, each try waits twice as long; 10 per 15 minutes), for the username from anywhere (100) or from the client (30); see Retry-After. Counted before the password is checked.",
    },
  },
  "GET /api/auth/verify": {
    summary: "The e-mail verification link.",
    tag: "auth",
    access: "public",
    query: { token: { description: "The token from the mailed link.", required: true } },
    answer: { status: 302, description: "Redirects to `/auth?verified=true` (`&already=true` when spent before), or `/auth?verified=false`." },
  },
  "POST /api/auth/reset-password": {
    summary: "Mails a password-reset link if the address has an account.",
    tag: "auth",
    access: "public",
    body: resetRequestBody,
    answer: { status: 200, description: "`{message}`, whether or not the address has an account." },
    errors: { rate_limited: "More than 3 requests for this address (known or not), or 20 from this client, in an hour; see Retry-After. Plain text." },
  },
  "POST /api/auth/new-password": {
    summary:
      "Sets a new password with a reset link's token (checked before anything is hashed), ends every session of the user and mails the address; a never-verified account that shares its family starts in a family of its own.",
    tag: "auth",
    access: "public",
    body: newPasswordBody,
    answer: { status: 200, description: "`{message}`" },
  },
  "GET /api/auth/me": {
    summary: "The signed-in user.",
    tag: "auth",
    access: "signed-in",
    answer: { status: 200, description: "`{id, username, email, familyId, isAdmin, verified, timeZone}`: timeZone is the family's (IANA name)." },
  },
  "POST /api/auth/logout": {
    summary: "Ends this session and closes the user's live sockets.",
    tag: "auth",
    access: "signed-in",
    answer: { status: 204, description: "Signed out." },
  },

  "GET /api/families/:familyId/members": {
    summary: "The family's members (every user is one; members without an account too).",
    tag: "families",
    access: "family",
    answer: { status: 200, description: "`[{id, name, role, hasAccount}]` in the order they were added." },
  },
  "POST /api/family-members": {
    summary: "Adds a member (without an account) to the caller's family.",
    tag: "families",
    access: "family",
    body: createMemberBody,
    answer: { status: 201, description: "`{id, name, role, hasAccount}`" },
  },
  "PATCH /api/family-members/:id": {
    summary: "Renames a member (the member's name, never a username).",
    tag: "families",
    access: "family",
    body: updateMemberBody,
    answer: { status: 200, description: "`{id, name, role, hasAccount}`" },
    errors: { not_found: "No such member in the caller's family." },
  },
  "DELETE /api/family-members/:id": {
    summary: "Removes a member without an account; their tasks become unassigned in the same batch.",
    tag: "families",
    access: "family",
    answer: { status: 204, description: "Removed." },
    errors: { not_found: "No such member in the caller's family.", conflict: "The member has an account and cannot be removed." },
  },
  "GET /api/families/:familyId/invites": {
    summary: "The family's invites that can still be used, soonest to expire first (codes are never shown again).",
    tag: "families",
    access: "family",
    answer: { status: 200, description: "`[{id, createdAt, expiresAt, createdBy}]`: createdBy is the username, or null." },
  },
  "DELETE /api/families/:familyId/invites/:id": {
    summary: "Revokes an invite: its code stops working at once.",
    tag: "families",
    access: "family",
    answer: { status: 204, description: "Revoked." },
    errors: { not_found: "No such invite in the caller's family." },
  },

  "GET /api/families/:familyId/reminders": {
    summary: "The family's tasks: open ones by due date (undated last), then completed ones, newest completion first.",
    tag: "tasks",
    access: "family",
    answer: { status: 200, description: "`[{id, title, description, dueDate, priority, assignedTo, assignedMember, completed, completedAt, createdAt}]`" },
  },
  "POST /api/reminders": {
    summary: "Creates a task; a client `id` makes a repeated create answer the stored task.",
    tag: "tasks",
    access: "family",
    body: createReminderBody,
    answer: { status: 201, description: "The task (200 with the stored task when its `id` was already used by this family)." },
    errors: { not_found: "`assignedTo` is not a member of the caller's family.", conflict: "The `id` is used by another family." },
  },
  "PATCH /api/reminders/:id": {
    summary: "Renames (`{title}`) or completes (`{completed: true}`) a task; completion keeps its first time.",
    tag: "tasks",
    access: "family",
    body: updateReminderBody,
    answer: { status: 200, description: "The task as it now is." },
    errors: { not_found: "No such task in the caller's family." },
  },
  "DELETE /api/reminders/:id": {
    summary: "Deletes a task.",
    tag: "tasks",
    access: "family",
    answer: { status: 204, description: "Deleted." },
    errors: { not_found: "No such task in the caller's family." },
  },
  "POST /api/families/:familyId/invites": {
    summary: "An invite code and link, valid for 7 days for anyone who uses it.",
    tag: "families",
    access: "family",
    answer: { status: 201, description: "`{code, url, expiresAt}`" },
  },
  "POST /api/families/join": {
    summary: "Moves a signed-in user who has no family into the invite's family.",
    tag: "families",
    access: "signed-in",
    body: joinFamilyBody,
    answer: { status: 200, description: "`{familyId}`" },
    errors: { conflict: "The user already has a family." },
  },

  "GET /api/families/:familyId/shopping-lists": {
    summary: "The family's shopping list with its items (a family has at most one list).",
    tag: "shopping",
    access: "family",
    answer: { status: 200, description: "`[{id, familyId, name, items: [{id, listId, name, quantity, completed, completedAt, addedBy, mealScheduledDate}]}]`" },
  },
  "GET /api/families/:familyId/shopping-statistics": {
    summary: "Purchase statistics per item name, most bought first.",
    tag: "shopping",
    access: "family",
    answer: { status: 200, description: "`[{itemName, totalQuantity, purchaseCount, lastPurchased}]`" },
  },
  "POST /api/shopping-lists": {
    summary: "The family's list, created first if it has none.",
    tag: "shopping",
    access: "family",
    body: createListBody,
    answer: { status: 201, description: "The list with its items." },
    errors: { forbidden: "The caller has no family, or `familyId` is not theirs." },
  },
  "POST /api/shopping-items": {
    summary: "Adds an item to the family's list; a client `id` makes a repeated add answer the stored item.",
    tag: "shopping",
    access: "family",
    body: createItemBody,
    answer: { status: 201, description: "The item (200 with the stored item when its `id` was already used by this family)." },
    errors: { not_found: "No such list in the caller's family.", conflict: "The `id` is used by another family." },
  },
  "PATCH /api/shopping-items/:id": {
    summary: "Ticks or unticks, renames, or changes the quantity of an item (one change per call).",
    tag: "shopping",
    access: "family",
    body: updateItemBody,
    answer: { status: 200, description: "The item as it now is." },
    errors: { not_found: "No such item in the caller's family." },
  },
  "DELETE /api/shopping-items/:id": {
    summary: "Deletes an item.",
    tag: "shopping",
    access: "family",
    answer: { status: 204, description: "Deleted." },
    errors: { not_found: "No such item in the caller's family." },
  },

  "GET /api/families/:familyId/events": {
    summary: "The family's events by start; which are upcoming or finished is decided on the family's clock (docs/features/calendar.md).",
    tag: "calendar",
    access: "family",
    answer: {
      status: 200,
      description: "`[{id, familyId, createdBy, title, description, startTime, endTime, location, recurrence, recurrenceEnds, daysOfWeek}]`",
    },
  },
  "POST /api/events": {
    summary: "Creates an event in the caller's family; recurrence none clears recurrenceEnds and daysOfWeek.",
    tag: "calendar",
    access: "family",
    body: createEventBody,
    answer: { status: 201, description: "The event." },
    errors: { forbidden: "The caller has no family, or `familyId` / `createdBy` is not theirs." },
  },
  "PATCH /api/events/:id": {
    summary: "Renames an event (the title is all it changes).",
    tag: "calendar",
    access: "family",
    body: updateEventBody,
    answer: { status: 200, description: "The event as it now is." },
    errors: { not_found: "No such event in the caller's family." },
  },
  "DELETE /api/events/:id": {
    summary: "Deletes an event.",
    tag: "calendar",
    access: "family",
    answer: { status: 204, description: "Deleted." },
    errors: { not_found: "No such event in the caller's family." },
  },
  "GET /api/families/:familyId/calendar-feed": {
    summary: "The family's calendar feed link for phone calendars.",
    tag: "calendar",
    access: "family",
    answer: { status: 200, description: "`{url}`: the absolute link with its key." },
  },
  "POST /api/families/:familyId/calendar-feed/rotate": {
    summary: "A new feed key: the link changes and the old one answers 404 from then on.",
    tag: "calendar",
    access: "family",
    answer: { status: 200, description: "`{url}` with the new key." },
  },
  "GET /api/families/:familyId/calendar.ics": {
    summary: "The family's calendar as iCalendar (RFC 5545) for subscribing; the key in the link is the credential.",
    tag: "calendar",
    access: "public",
    query: feedQuery,
    answer: { status: 200, description: "`text/calendar; charset=utf-8`: VTIMEZONE and a VEVENT (with RRULE) per event." },
    errors: {
      not_found: "No such family, or the key is missing, wrong or rotated.",
      invalid_body: "`include` names something other than events, tasks, meals.",
    },
  },

  "GET /api/families/:familyId/dinner-meals": {
    summary: "The meal plan: open meals soonest first, then the 10 newest completed ones, newest completion first.",
    tag: "meals",
    access: "family",
    answer: { status: 200, description: "`[{id, title, scheduledDate, completed, completedAt, ingredients: [{ingredientName}]}]`" },
  },
  "POST /api/dinner-meals": {
    summary: "Plans a meal; each ingredient also goes on the family's list as '<name> (Matarætlan)', in one batch (the list is created if missing).",
    tag: "meals",
    access: "family",
    body: createMealBody,
    answer: { status: 201, description: "The meal with its ingredients." },
    errors: { invalid_body: "A blank title, an invalid date or time, bad ingredients, or a day before the family's today." },
  },
  "PATCH /api/dinner-meals/:id": {
    summary: "Renames a meal, or completes or reopens it (one change per call).",
    tag: "meals",
    access: "family",
    body: updateMealBody,
    answer: { status: 200, description: "The meal as it now is." },
    errors: { not_found: "No such meal in the caller's family." },
  },
  "DELETE /api/dinner-meals/:id": {
    summary: "Deletes a meal with its ingredients and the items it put on the list that nobody has ticked.",
    tag: "meals",
    access: "family",
    answer: { status: 204, description: "Deleted." },
    errors: { not_found: "No such meal in the caller's family." },
  },

  "POST /api/ws/ticket": {
    summary: "A single-use ticket for opening the live channel, valid 30 seconds.",
    tag: "live",
    access: "family",
    answer: { status: 200, description: "`{ticket}`" },
  },
  "GET /api/ws": {
    summary: "Opens the family's live channel (WebSocket upgrade); see docs/api.md#live-channel.",
    tag: "live",
    access: "public",
    query: { ticket: { description: "A ticket from POST /api/ws/ticket: it is the credential of this call.", required: true } },
    answer: { status: 101, description: "Switching protocols: `{type, at}` messages follow." },
    errors: {
      invalid_body: "Not a WebSocket upgrade.",
      unauthenticated: "The ticket is unknown, spent or expired.",
      forbidden: "The Origin header is not the app's.",
    },
  },

  "GET /api/admin-messages": {
    summary: "The administrators' messages to the caller, with whether each is read.",
    tag: "admin-messages",
    access: "signed-in",
    answer: { status: 200, description: "`[{id, title, message, createdAt, isRead, readAt}]`" },
  },
  "POST /api/admin-messages/:id/read": {
    summary: "Marks a message read for the caller.",
    tag: "admin-messages",
    access: "signed-in",
    answer: { status: 204, description: "Marked read." },
    errors: { not_found: "No such message." },
  },
  "POST /api/admin/messages": {
    summary: "Sends a message to every user and tells every family's live channel.",
    tag: "admin-messages",
    access: "admin",
    body: createAdminMessageBody,
    answer: { status: 201, description: "`{id, title, message, createdAt}`" },
  },

  "POST /api/admin/system/backup/export": {
    summary: "Streams the whole database, or the listed tables, as a JSON backup file (docs/features/backup.md).",
    tag: "backup",
    access: "admin",
    body: exportBackupBody,
    answer: {
      status: 200,
      description: "Attachment `<app>_backup_YYYY-MM-DD.json`: `{format, formatVersion, migration, exportedAt, tables: {<name>: [row…]}}`",
    },
    errors: { invalid_body: "A format other than json, or unknown table names (listed)." },
  },
  "POST /api/admin/system/backup/import": {
    summary: "Restores a backup file (the body, up to 10 MiB) into a database that holds nothing but its admins, after checking all of it.",
    tag: "backup",
    access: "admin",
    answer: { status: 200, description: "`{rows: {<table>: count}}`" },
    errors: {
      invalid_body: "The file is refused; `issues` lists every problem (path and message). Nothing is written.",
      conflict: "The database holds more than its admins.",
      too_large: "Over 10 MiB: use `npm run restore`.",
    },
  },

  "GET /api/admin/stats": {
    summary: "The overview counts: users (all, verified, new today, without a family) and all-time events, reminders, shopping items and meals.",
    tag: "admin",
    access: "admin",
    answer: {
      status: 200,
      description: "`{totalUsers, verifiedUsers, todayUsers, usersWithoutFamily, totalEvents, totalReminders, totalShoppingItems, totalMeals}`",
    },
  },
  "GET /api/admin/detailed-stats": {
    summary:
      "Today's counts, all-time totals, the 7-day trend per kind and combined, and the top shopping items today and this week (days in the administrator's time zone).",
    tag: "admin",
    access: "admin",
    answer: {
      status: 200,
      description:
        "`{daily: {events, reminders, shoppingItems, meals, logins, newUsers}, accumulated: {events, reminders, shoppingItems, meals, users}, weeklyTrend: [{date, events, reminders, shoppingItems, meals, newUsers}], weeklyAccumulatedTrend: [{date, totalItems}], topItems: {today: [{name, count}], week: [{name, count}]}}`",
    },
  },
  "GET /api/admin/users": adminUserList("Every user, newest first (at most 1000)."),
  "GET /api/admin/users/today": adminUserList("Users who registered today."),
  "GET /api/admin/users/unverified": adminUserList("Users whose e-mail is not verified."),
  "GET /api/admin/users/no-family": adminUserList("Users without a family."),
  "GET /api/admin/users/active": {
    summary: "The 20 most active users over the last 24 hours, with what they added per kind.",
    tag: "admin",
    access: "admin",
    answer: { status: 200, description: "`[{userId, username, email, familyName, shoppingCount, eventsCount, remindersCount, mealsCount, totalActivity}]`" },
  },
  "POST /api/admin/users/:id/fix-family": {
    summary: "Creates a family for a user who has none and makes them its member.",
    tag: "admin",
    access: "admin",
    answer: { status: 200, description: "`{familyId}`" },
    errors: { not_found: "No such user.", conflict: "The user already has a family." },
  },
  "PATCH /api/admin/users/:id/password": {
    summary: "Sets a user's password (at least 8 characters, not a common one), ends their sessions and sockets and mails them.",
    tag: "admin",
    access: "admin",
    body: adminPasswordBody,
    answer: { status: 200, description: "`{message, user: {id, username}}`" },
    errors: { not_found: "No such user." },
  },
  "DELETE /api/admin/users/:id": {
    summary: "Deletes a user and what is theirs in one batch (their family too when they were its only account).",
    tag: "admin",
    access: "admin",
    answer: { status: 204, description: "Deleted." },
    errors: { not_found: "No such user.", conflict: "Administrators cannot be deleted." },
  },

  "GET /api/admin/support/tickets": {
    summary: "Every support ticket (the newest 500), newest first, with its owner and its responses oldest first.",
    tag: "admin",
    access: "admin",
    answer: {
      status: 200,
      description:
        "`[{id, subject, description, status, priority, createdAt, user: {username, email}, responses: [{id, message, createdAt, isAdminResponse}]}]`",
    },
  },
  "PATCH /api/admin/support/tickets/:id": {
    summary: "Sets a ticket's status (open, in_progress or closed, from any other) and tells the owner's family channel.",
    tag: "admin",
    access: "admin",
    body: ticketStatusBody,
    answer: { status: 200, description: "The ticket as GET /api/admin/support/tickets lists it." },
    errors: { not_found: "No such ticket." },
  },
  "GET /api/admin/messages": {
    summary: "The info messages (the newest 500), newest first, with how many users have read each.",
    tag: "admin-messages",
    access: "admin",
    answer: { status: 200, description: "`[{id, title, message, createdAt, readCount, totalUsers, readPercentage}]` (a whole percentage, rounded)" },
  },
  "DELETE /api/admin/messages/:id": {
    summary: "Deletes an info message with every read mark of it, and tells every family's live channel.",
    tag: "admin-messages",
    access: "admin",
    answer: { status: 204, description: "Deleted." },
    errors: { not_found: "No such message." },
  },
  "GET /api/admin/login-analytics": adminCall(
    "Successful sign-ins per clock hour over the last 24 hours (the administrator's time zone), oldest first.",
    "`[{hour, label, recentLogins}]`: 24 points; `hour` the hour's start as an instant, `label` it as `HH:00`.",
  ),
  "GET /api/admin/password-resets": adminCall("Completed password resets, newest first (at most 100).", "`[{id, userId, username, email, resetAt}]`"),
  "GET /api/admin/shopping/daily": adminCall(
    "Shopping items added to lists and items bought, per day over the last 7 days (the administrator's time zone).",
    "`[{date, added, bought}]`, oldest first.",
  ),
  "GET /api/admin/shopping/weekly": adminCall(
    "Shopping items added and bought per ISO week (Monday to Sunday) over the last 8 weeks.",
    "`[{weekStart, added, bought}]`, oldest first.",
  ),
  "POST /api/admin/users/:id/verify": adminCall(
    "Marks a user's e-mail address verified and spends their open verification links.",
    "`{message, user: {id, username}}`",
    { not_found: "No such user.", conflict: "The address is already verified." },
  ),
  "POST /api/admin/users/:id/resend-verification": adminCall(
    "Mails an unverified user a fresh verification link (earlier unused links stop working).",
    "`{message, user: {id, email}}`",
    { not_found: "No such user.", conflict: "The address is already verified.", unavailable: "The mail could not be sent." },
  ),

  "GET /api/admin/system/status": {
    summary: "The Email System and Database cards: the mail transport in use and a real round trip to the database.",
    tag: "admin-system",
    access: "admin",
    answer: { status: 200, description: '`{email: {transport: outbox|http|cloudflare|misconfigured, status}, database: {status: "Connected"}}`' },
  },
  "GET /api/admin/system/auth": {
    summary: "Sessions active in the last hour, registered users, the token settings and the last 10 sign-ins.",
    tag: "admin-system",
    access: "admin",
    answer: {
      status: 200,
      description:
        "`{activeSessions, totalRegisteredUsers, jwtSettings: {algorithm, expiresIn, rememberMeExpiresIn}, recentLogins: [{username, email, createdAt}]}`",
    },
  },
  "GET /api/admin/system/database": {
    summary: "The database's size, what D1 says of its version, and every table with its row count.",
    tag: "admin-system",
    access: "admin",
    answer: {
      status: 200,
      description: "`{databaseSize, version, host, connections: null, tables: [{tablename, schemaname, live_tuples, dead_tuples: null}]}`",
    },
  },
  "GET /api/admin/system/logs": {
    summary: "The app's errors and the security log, newest first (at most 100), with the system status, the isolate's uptime and the recently seen sessions.",
    tag: "admin-system",
    access: "admin",
    query: logsQuery,
    answer: {
      status: 200,
      description: "`{systemStatus, uptime, errorLogs: [{level, timestamp, message, source}], recentActivity: [{state, query_start, query}]}`",
    },
    errors: { invalid_body: "A level other than ERROR, WARN or INFO." },
  },
  "GET /api/admin/system/backup": {
    summary: "The Backup view: status, the last export, the formats and the exported tables with their row counts.",
    tag: "admin-system",
    access: "admin",
    answer: { status: 200, description: '`{backupStatus, lastBackup, exportFormats: ["json"], tables: [{tablename, schemaname, row_count}]}`' },
  },
  "GET /api/admin/system/outbox": {
    summary: "The local outbox's newest 10 mails (local development only).",
    tag: "admin-system",
    access: "admin",
    answer: { status: 200, description: "`[{id, recipient, subject, createdAt}]`" },
    errors: { not_found: "The transport is not the local outbox." },
  },
  "POST /api/admin/system/test-email": {
    summary: "Sends a test mail to the calling administrator through the configured transport.",
    tag: "admin-system",
    access: "admin",
    answer: { status: 200, description: "`{message, to}`" },
    errors: { unavailable: "The transport failed; the message says why." },
  },
  "POST /api/admin/users": {
    summary: "Creates a verified user (registration's rules) in a family of their own, optionally an administrator.",
    tag: "admin",
    access: "admin",
    body: createUserBody,
    answer: { status: 201, description: "`{id, username, email, createdAt, isAdmin, verified, familyId, family: {name}}`" },
    errors: { invalid_body: "A rule of registration broken, or a common password.", conflict: "The username or e-mail address is taken." },
  },

  "GET /api/support/tickets": {
    summary: "The caller's own support tickets, newest first, each with its responses oldest first.",
    tag: "support",
    access: "signed-in",
    answer: {
      status: 200,
      description: "`[{id, subject, description, status, priority, createdAt, responses: [{id, message, createdAt, isAdminResponse}]}]`",
    },
  },
  "POST /api/support/tickets": {
    summary: "Files a support ticket for the caller (open, priority always medium).",
    tag: "support",
    access: "signed-in",
    body: createTicketBody,
    answer: { status: 201, description: "The ticket, with no responses." },
  },
  "POST /api/support/tickets/:id/responses": {
    summary: "Answers a ticket: the owner their own, an administrator any (an administrator's answer is mailed to the owner).",
    tag: "support",
    access: "signed-in",
    body: ticketResponseBody,
    answer: { status: 201, description: "`{id, message, createdAt, isAdminResponse}`" },
    errors: { not_found: "No such ticket of the caller's (any ticket for an administrator).", conflict: "The ticket is closed." },
  },
} satisfies Record<RouteKey, ApiRoute>;

/** The JSON Schema (2020-12, as OpenAPI 3.1 uses) of what a client sends for a contract schema. */
export function jsonSchemaOf(schema: GenericSchema): JsonSchema {
  // Input type: the body as sent. `trim` and `to_lower_case` change no type; the lengths `trim`
  // precedes apply after trimming (docs/api.md). `check`, `raw_check` (rules in code: a real
  // calendar date, an event ending after it starts) and `transform` have no JSON Schema form: the
  // operation's summary and docs/features/ state those rules.
  const { $schema: _draft, ...converted } = toJsonSchema(schema, {
    target: "draft-2020-12",
    typeMode: "input",
    ignoreActions: ["trim", "to_lower_case", "check", "raw_check", "transform"],
  });
  return converted;
}

const isSchema = (query: ApiRoute["query"]): query is GenericSchema => query !== undefined && "kind" in query && query.kind === "schema";

/** `/api/shopping-items/:id` → `/api/shopping-items/{id}` */
export const openApiPath = (honoPath: string) => honoPath.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

function parameters(path: string, query: ApiRoute["query"]) {
  const inPath = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({ name, in: "path", required: true, schema: { type: "string" } }));
  if (query === undefined) return inPath;
  if (isSchema(query)) {
    const converted = jsonSchemaOf(query);
    const required = new Set(Array.isArray(converted.required) ? converted.required : []);
    const properties = typeof converted.properties === "object" ? Object.entries(converted.properties) : [];
    return [...inPath, ...properties.map(([name, schema]) => ({ name, in: "query", required: required.has(name), schema }))];
  }
  return [
    ...inPath,
    ...Object.entries(query).map(([name, param]) => ({
      name,
      in: "query",
      required: param.required ?? false,
      description: param.description,
      schema: { type: "string" },
    })),
  ];
}

const ACCESS_TEXT: Record<Access, string> = {
  public: "Public.",
  "signed-in": "Signed in.",
  family: "Signed in, as a member of a family; a `{familyId}` in the path must be the caller's.",
  admin: "Signed in as an administrator.",
};

/** The failures a route can answer by its access class and body, before its own. */
function failures(path: string, route: ApiRoute): Partial<Record<ErrorCode, string>> {
  return {
    ...(route.body
      ? { invalid_body: "The body breaks the schema, or is not a JSON object.", too_large: `The body is over ${MAX_BODY_BYTES / 1024} KiB.` }
      : {}),
    ...(route.access !== "public" ? { unauthenticated: "No bearer token, or its session has ended." } : {}),
    ...(route.access === "family" ? { forbidden: path.includes(":familyId") ? "Not the caller's family." : "The caller has no family." } : {}),
    ...(route.access === "admin" ? { forbidden: "Not an administrator." } : {}),
    ...route.errors,
  };
}

function errorResponses(path: string, route: ApiRoute) {
  const plainText = PLAIN_TEXT_ERROR_PATHS.has(path);
  const byStatus = new Map<number, string[]>();
  for (const [code, text] of Object.entries(failures(path, route)) as [ErrorCode, string][]) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), `\`${code}\`: ${text}`]);
  }
  const content = plainText ? { "text/plain": { schema: { type: "string" } } } : { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
  const headers = plainText ? { headers: { "X-Error-Code": { description: "The error code.", schema: { $ref: "#/components/schemas/ErrorCode" } } } } : {};
  return Object.fromEntries([...byStatus].map(([status, texts]) => [String(status), { description: texts.join(" "), content, ...headers }]));
}

function operation(key: RouteKey, route: ApiRoute) {
  const path = key.slice(key.indexOf(" ") + 1);
  const params = parameters(path, route.query);
  return {
    summary: route.summary,
    description: ACCESS_TEXT[route.access],
    tags: [route.tag],
    "x-access": route.access,
    ...(route.access === "public" ? { security: [] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(route.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchemaOf(route.body) } } } } : {}),
    responses: { [String(route.answer.status)]: { description: route.answer.description }, ...errorResponses(path, route) },
  };
}

/** The OpenAPI 3.1 document of `routes`. Built on request, not at load, so the Worker's start-up does not pay for it. */
export function buildOpenApiDocument(routes: Record<string, ApiRoute> = apiRoutes) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const [key, route] of Object.entries(routes) as [RouteKey, ApiRoute][]) {
    const [method, path] = key.split(" ") as [Method, string];
    paths[openApiPath(path)] = { ...paths[openApiPath(path)], [method.toLowerCase()]: operation(key, route) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "FamilyHub API",
      version: "1",
      description: "The HTTP API of FamilyHub. Conventions (errors, limits, the live channel, ids): docs/api.md in the repository.",
    },
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The token from POST /api/auth/login." } },
      schemas: {
        ErrorCode: { type: "string", enum: Object.keys(ERROR_STATUS) },
        Error: {
          type: "object",
          required: ["message", "code"],
          properties: {
            message: { type: "string", description: "The text to show: Faroese on family-facing calls, English on /api/admin/*." },
            code: { $ref: "#/components/schemas/ErrorCode" },
            issues: {
              type: "array",
              description: "With invalid_body: each broken rule of the body.",
              items: { type: "object", required: ["path", "message"], properties: { path: { type: "string" }, message: { type: "string" } } },
            },
          },
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
