import { adminTexts as m } from "@contract/messages";
import * as v from "valibot";
import {
  activeUserAnswer,
  adminPageQuery,
  adminPasswordBody,
  adminStatsAnswer,
  adminUserAnswer,
  adminUserParams,
  detailedStatsAnswer,
  fixFamilyAnswer,
  verifyUserAnswer,
} from "@contract/schemas/admin";
import { defineRoute } from "../http/route";
import { auditOf } from "../http/security-log";
import { isCommonPassword } from "../lib/common-passwords";
import { HttpError } from "../lib/http-error";
import { appOrigin } from "../lib/origin";
import { hashPassword } from "../lib/passwords";
import { adminStats, detailedStats, trendDays } from "../services/admin/stats";
import { adminDatabases, unavailableHeaders } from "../services/admin/across-databases";
import { databaseOfUser, forgetDeletedUser, placeFixedFamily, rowDatabaseUnavailable } from "../services/admin/row-database";
import { activeUsers, deleteUser, fixFamily, listUsers, setUserPassword, userFacts, type UserListKind } from "../services/admin/users";

/** The admin panel's overview counts and user management. Days are the administrator's own time zone. */
const tag = "admin";
const userNotFound = { not_found: "No such user.", unavailable: rowDatabaseUnavailable };
const UNKNOWN_USER = "00000000-0000-4000-8000-000000000000";

/** One of the panel's user lists, all of the same shape, newest first in keyset pages. */
const userList = (path: string, kind: UserListKind, summary: string) =>
  defineRoute({
    method: "GET",
    path,
    summary,
    tag,
    access: "admin",
    query: adminPageQuery,
    answer: { status: 200, description: "50 a page, newest first; the next page in `Link` (none on the last).", schema: v.array(adminUserAnswer) },
    paging: { rows: "users" },
    errors: { invalid_body: "A `before` that is not a page's cursor." },
    example: { status: 200, foreign: [403] },
    handler: async (c, { caller, query }) => {
      const page = await listUsers(adminDatabases(c.env), kind, trendDays(Date.now(), caller.timeZone).at(-1)!.start, query.before);
      return c.json(page, 200, unavailableHeaders(page.unavailable));
    },
  });

export const adminRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/admin/stats",
    summary: "The overview counts: users (all, verified, new today, without a family) and all-time events, reminders, shopping items and meals.",
    tag,
    access: "admin",
    answer: { status: 200, description: "The counts; today is the administrator's day.", schema: adminStatsAnswer },
    example: { status: 200, foreign: [403] },
    handler: async (c, { caller }) => c.json(await adminStats(adminDatabases(c.env), Date.now(), caller.timeZone)),
  }),
  defineRoute({
    method: "GET",
    path: "/api/admin/detailed-stats",
    summary:
      "Today's counts, all-time totals, the 7-day trend per kind and combined, and the top shopping items today and this week (days in the administrator's time zone).",
    tag,
    access: "admin",
    answer: { status: 200, description: "Today's counts, the totals, the last 7 days oldest first, and the top items.", schema: detailedStatsAnswer },
    example: { status: 200, foreign: [403] },
    handler: async (c, { caller }) => c.json(await detailedStats(adminDatabases(c.env), Date.now(), caller.timeZone)),
  }),
  userList("/api/admin/users", "all", "Every user, newest first, in pages."),
  userList("/api/admin/users/today", "today", "Users who registered today (the administrator's day), newest first, in pages."),
  userList("/api/admin/users/unverified", "unverified", "Users whose e-mail is not verified, newest first, in pages."),
  userList("/api/admin/users/no-family", "no-family", "Users without a family, newest first, in pages."),
  defineRoute({
    method: "GET",
    path: "/api/admin/users/active",
    summary: "The 20 most active users over the last 24 hours, with what they added per kind: a bounded ranking, not paged.",
    tag,
    access: "admin",
    answer: { status: 200, description: "At most 20, the most active first.", schema: v.array(activeUserAnswer) },
    example: { status: 200, foreign: [403] },
    handler: async (c) => {
      const { users, unavailable } = await activeUsers(adminDatabases(c.env), Date.now());
      return c.json(users, 200, unavailableHeaders(unavailable));
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/admin/users/:id/fix-family",
    summary: "Creates a family for a user who has none and makes them its member.",
    tag,
    access: "admin",
    params: adminUserParams,
    answer: { status: 200, description: "The family made for the user.", schema: fixFamilyAnswer },
    errors: { ...userNotFound, conflict: "The user already has a family." },
    options: { stepUp: true },
    // The sample user has a family.
    example: { params: { id: "{userId}" }, status: 409, foreign: [403] },
    handler: async (c, { params }) => {
      const fixed = await fixFamily(await databaseOfUser(c.env, params.id), params.id, c.env.DEFAULT_TIME_ZONE, auditOf(c));
      await placeFixedFamily(c.env, params.id, fixed.body.familyId);
      return fixed;
    },
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/admin/users/:id/password",
    summary: "Sets a user's password (at least 8 characters, not a common one), ends their sessions and sockets and mails them. Never an administrator's.",
    tag,
    access: "admin",
    params: adminUserParams,
    body: adminPasswordBody,
    answer: { status: 200, description: "A text to show, and the user.", schema: verifyUserAnswer },
    errors: { ...userNotFound, conflict: "The user is an administrator: each changes their own password." },
    options: { stepUp: true },
    // An unknown id, so the suite's own session survives.
    example: { params: { id: UNKNOWN_USER }, body: { newPassword: "a-fresh-long-password" }, status: 404, foreign: [403] },
    handler: async (c, { params, body }) => {
      const db = await databaseOfUser(c.env, params.id);
      const user = await userFacts(db, params.id);
      if (isCommonPassword(body.newPassword)) throw new HttpError("invalid_body", m.passwordTooCommon);
      return setUserPassword(db, user, await hashPassword(body.newPassword), auditOf(c), appOrigin(c));
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/admin/users/:id",
    summary: "Deletes a user and what is theirs in one batch (their family too when they were its only account).",
    tag,
    access: "admin",
    tells: ["members_updated"],
    params: adminUserParams,
    answer: { status: 204, description: "Deleted." },
    errors: { ...userNotFound, conflict: "Administrators cannot be deleted." },
    options: { stepUp: true },
    // The sample user is the administrator.
    example: { params: { id: "{userId}" }, status: 409, foreign: [403] },
    handler: async (c, { params }) => {
      const db = await databaseOfUser(c.env, params.id);
      const user = await userFacts(db, params.id);
      const deleted = await deleteUser(db, user, auditOf(c));
      await forgetDeletedUser(c.env, db, user);
      return deleted;
    },
  }),
];
