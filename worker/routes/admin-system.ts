import { adminSystemTexts as m } from "@contract/messages";
import * as v from "valibot";
import { createdUserAnswer, createUserBody } from "@contract/schemas/admin";
import {
  authStatsAnswer,
  backupInfoAnswer,
  databaseInfoAnswer,
  logsQuery,
  outboxMailsAnswer,
  systemLogsAnswer,
  systemStatusAnswer,
  testMailAnswer,
  type SystemStatus,
} from "@contract/schemas/admin-system";
import { defineRoute } from "../http/route";
import { auditOf } from "../http/security-log";
import { HttpError } from "../lib/http-error";
import { securityEventAnswer, securityEventsQuery } from "@contract/schemas/security-log";
import { createUserByAdmin } from "../services/admin/new-user";
import { databasesOf } from "../middleware/db";
import { placeNewFamily } from "../services/directory/accounts";
import { securityEventsPage } from "../services/admin/security-events-page";
import { adminDatabases, unavailableHeaders } from "../services/admin/across-databases";
import { systemLogs } from "../services/admin/system-logs";
import { authStats, backupInfo, databaseInfo, outboxMails, pingEveryDatabase, sendTestMail } from "../services/admin/system";
import { createMailer, mailTransport } from "../services/mailer";

/** The admin panel's system views, Email System and Database cards, and New User. */
const tag = "admin-system";

export const adminSystemRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/admin/system/status",
    summary: "The Email System and Database cards: the mail transport in use and a real round trip to every database.",
    tag,
    access: "admin",
    answer: {
      status: 200,
      description: "The transport and whether it is ready; the databases answered (`unavailable` names those that did not).",
      schema: systemStatusAnswer,
    },
    errors: { unavailable: "No database answered." },
    example: { status: 200, foreign: [403] },
    handler: async (c) => {
      const databases = adminDatabases(c.env);
      const unavailable = await pingEveryDatabase(databases);
      if (unavailable.length === databases.length) throw new HttpError("unavailable", m.noDatabaseAnswered);
      const transport = mailTransport(c.env);
      const status: SystemStatus = {
        email: { transport, status: transport === "misconfigured" ? "Not configured" : "Ready" },
        database: { status: "Connected" },
        ...(unavailable.length > 0 ? { unavailable } : {}),
      };
      return c.json(status);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/admin/system/auth",
    summary: "Sessions active in the last hour, registered users, the token settings and the last 10 sign-ins.",
    tag,
    access: "admin",
    answer: { status: 200, description: "The counts, the token settings and the sign-ins, newest first.", schema: authStatsAnswer },
    example: { status: 200, foreign: [403] },
    handler: async (c) => c.json(await authStats(adminDatabases(c.env), Date.now())),
  }),
  defineRoute({
    method: "GET",
    path: "/api/admin/system/database",
    summary: "The databases' size, what D1 says of their schema, and every table with its rows summed over every database.",
    tag,
    access: "admin",
    answer: { status: 200, description: "The size in bytes and a row per table; D1 has no connections or dead rows to count.", schema: databaseInfoAnswer },
    example: { status: 200, foreign: [403] },
    handler: async (c) => c.json(await databaseInfo(adminDatabases(c.env))),
  }),
  defineRoute({
    method: "GET",
    path: "/api/admin/system/security-events",
    summary: "The whole security log, newest first, 50 events a page in keyset order; filter by kind and by actor (username or account id).",
    tag,
    access: "admin",
    query: securityEventsQuery,
    answer: {
      status: 200,
      description: "50 a page, newest first; the next page in `Link` (its URL keeps the filters; none on the last).",
      schema: v.array(securityEventAnswer),
    },
    paging: { rows: "events" },
    errors: { invalid_body: "An unknown kind, an actor over 64 characters, or a `before` that is not a page's cursor." },
    example: { query: { kind: "sign_in" }, status: 200, foreign: [403] },
    handler: async (c, { query }) => {
      const page = await securityEventsPage(adminDatabases(c.env), query);
      return c.json(page, 200, unavailableHeaders(page.unavailable));
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/admin/system/logs",
    summary: "The app's errors and the security log, newest first (at most 100), with the system status, the isolate's uptime and the recently seen sessions.",
    tag,
    access: "admin",
    query: logsQuery,
    answer: { status: 200, description: "The entries newest first; `uptime` in seconds.", schema: systemLogsAnswer },
    errors: { invalid_body: "A level other than ERROR, WARN or INFO." },
    example: { query: { level: "WARN" }, status: 200, foreign: [403] },
    handler: async (c, { query }) => c.json(await systemLogs(adminDatabases(c.env), query.level, Date.now())),
  }),
  defineRoute({
    method: "GET",
    path: "/api/admin/system/backup",
    summary: "The Backup view: status, the last export, the formats and the exported tables with their row counts.",
    tag,
    access: "admin",
    answer: { status: 200, description: "`lastBackup` is the newest export's time, or null.", schema: backupInfoAnswer },
    example: { status: 200, foreign: [403] },
    handler: async (c) => c.json(await backupInfo(c.get("db"))),
  }),
  // The outbox holds reset links: it is listed only where it is the transport (local development).
  defineRoute({
    method: "GET",
    path: "/api/admin/system/outbox",
    summary: "The local outbox's newest 10 mails (local development only).",
    tag,
    access: "admin",
    answer: { status: 200, description: "Newest first.", schema: outboxMailsAnswer },
    errors: { not_found: "The transport is not the local outbox." },
    example: { status: 200, foreign: [403] },
    handler: async (c) => {
      if (mailTransport(c.env) !== "outbox") throw new HttpError("not_found", m.outboxOnlyLocal);
      const { mails, unavailable } = await outboxMails(adminDatabases(c.env));
      return c.json(mails, 200, unavailableHeaders(unavailable));
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/admin/system/test-email",
    summary: "Sends a test mail to the calling administrator through the configured transport.",
    tag,
    access: "admin",
    answer: { status: 200, description: "A text to show, and the address mailed.", schema: testMailAnswer },
    errors: { unavailable: "The transport failed; the message says why." },
    example: { status: 200, foreign: [403] },
    handler: (c, { caller }) => sendTestMail(createMailer(c.env, c.get("db")), caller),
  }),
  defineRoute({
    method: "POST",
    path: "/api/admin/users",
    summary: "Creates a verified user (registration's rules) in a family of their own, optionally an administrator.",
    tag: "admin",
    access: "admin",
    body: createUserBody,
    answer: {
      status: 201,
      description: "The user; for an administrator also `enrolmentCode`, the one-time code they set up their second factor with (7 days), answered only here.",
      schema: createdUserAnswer,
    },
    errors: { invalid_body: "A rule of registration broken, or a common password.", conflict: "The username or e-mail address is taken." },
    options: { stepUp: true },
    example: {
      body: { username: "route-matrix-new", email: "route-matrix-new@example.com", password: "a-fresh-long-password" },
      status: 201,
      foreign: [403],
    },
    handler: (c, { body }) => {
      const databases = databasesOf(c);
      return createUserByAdmin({ ...databases, placeNewFamily: () => placeNewFamily(c.env, databases.directory) }, body, c.env.DEFAULT_TIME_ZONE, auditOf(c));
    },
  }),
];
