import type { Context } from "hono";
import * as v from "valibot";
import {
  adminPageQuery,
  adminUserParams,
  loginHourAnswer,
  passwordResetAnswer,
  resendVerificationAnswer,
  shoppingDayAnswer,
  shoppingWeekAnswer,
  verifyUserAnswer,
} from "@contract/schemas/admin";
import { defineRoute } from "../http/route";
import { auditOf } from "../http/security-log";
import { appOrigin } from "../lib/origin";
import { loginAnalytics, passwordResets, type Series, shoppingDaily, shoppingWeekly } from "../services/admin/analytics";
import { adminDatabases, unavailableHeaders } from "../services/admin/across-databases";
import { databaseOfUser, rowDatabaseUnavailable } from "../services/admin/row-database";
import { resendVerification, verifyUser } from "../services/admin/verify";
import { createMailer } from "../services/mailer";
import type { AppEnv } from "../env";

/**
 * The admin panel's analytics (sign-ins per hour, completed resets, shopping per day and week) and
 * its user care (verify a user, resend their verification mail). Hours, days and weeks are the
 * administrator's own time zone.
 */
const tag = "admin";
const UNKNOWN_USER = "00000000-0000-4000-8000-000000000000";
const careErrors = { not_found: "No such user.", conflict: "The address is already verified.", unavailable: rowDatabaseUnavailable };

/** A series read over every database: its points, and the databases that did not answer in a header. */
const seriesAnswer = <T>(c: Context<AppEnv>, series: Series<T>) => c.json(series.points, 200, unavailableHeaders(series.unavailable));

export const adminAnalyticsRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/admin/login-analytics",
    summary: "Successful sign-ins per clock hour over the last 24 hours (the administrator's time zone), oldest first.",
    tag,
    access: "admin",
    answer: { status: 200, description: "24 points; `hour` the hour's start as an instant, `label` it as `HH:00`.", schema: v.array(loginHourAnswer) },
    example: { status: 200, foreign: [403] },
    handler: async (c, { caller }) => seriesAnswer(c, await loginAnalytics(adminDatabases(c.env), Date.now(), caller.timeZone)),
  }),
  defineRoute({
    method: "GET",
    path: "/api/admin/password-resets",
    summary: "Completed password resets, newest first in pages.",
    tag,
    access: "admin",
    query: adminPageQuery,
    answer: { status: 200, description: "50 a page, newest first; the next page in `Link` (none on the last).", schema: v.array(passwordResetAnswer) },
    paging: { rows: "resets" },
    errors: { invalid_body: "A `before` that is not a page's cursor." },
    example: { status: 200, foreign: [403] },
    handler: async (c, { query }) => {
      const page = await passwordResets(adminDatabases(c.env), query.before);
      return c.json(page, 200, unavailableHeaders(page.unavailable));
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/admin/shopping/daily",
    summary: "Shopping items added to lists and items bought, per day over the last 7 days (the administrator's time zone).",
    tag,
    access: "admin",
    answer: { status: 200, description: "7 days, oldest first.", schema: v.array(shoppingDayAnswer) },
    example: { status: 200, foreign: [403] },
    handler: async (c, { caller }) => seriesAnswer(c, await shoppingDaily(adminDatabases(c.env), Date.now(), caller.timeZone)),
  }),
  defineRoute({
    method: "GET",
    path: "/api/admin/shopping/weekly",
    summary: "Shopping items added and bought per ISO week (Monday to Sunday) over the last 8 weeks.",
    tag,
    access: "admin",
    answer: { status: 200, description: "8 weeks, oldest first.", schema: v.array(shoppingWeekAnswer) },
    example: { status: 200, foreign: [403] },
    handler: async (c, { caller }) => seriesAnswer(c, await shoppingWeekly(adminDatabases(c.env), Date.now(), caller.timeZone)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/admin/users/:id/verify",
    summary: "Marks a user's e-mail address verified and spends their open verification links.",
    tag,
    access: "admin",
    params: adminUserParams,
    answer: { status: 200, description: "A text to show, and the user.", schema: verifyUserAnswer },
    errors: careErrors,
    // An unknown id, so the sample family is untouched.
    example: { params: { id: UNKNOWN_USER }, status: 404, foreign: [403] },
    handler: async (c, { params }) => verifyUser(await databaseOfUser(c.env, params.id), params.id, auditOf(c)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/admin/users/:id/resend-verification",
    summary: "Mails an unverified user a fresh verification link (earlier unused links stop working).",
    tag,
    access: "admin",
    params: adminUserParams,
    answer: { status: 200, description: "A text to show naming the address, and the user.", schema: resendVerificationAnswer },
    errors: { ...careErrors, unavailable: `The mail could not be sent, or: ${rowDatabaseUnavailable}` },
    example: { params: { id: UNKNOWN_USER }, status: 404, foreign: [403] },
    handler: async (c, { params }) => {
      const db = await databaseOfUser(c.env, params.id);
      return resendVerification({ db, mailer: createMailer(c.env, db), origin: appOrigin(c) }, params.id, auditOf(c));
    },
  }),
];
