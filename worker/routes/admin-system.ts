import { Hono } from "hono";
import { adminSystemTexts as m } from "@contract/messages";
import { createUserBody, logsQuery, type SystemStatus } from "@contract/schemas/admin";
import type { AppEnv } from "../env";
import { HttpError } from "../lib/http-error";
import { adminCaller } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { createUserByAdmin } from "../services/admin-new-user";
import { authStats, backupInfo, databaseInfo, outboxMails, pingDatabase, systemLogs } from "../services/admin-system";
import { createMailer, mailTransport } from "../services/mailer";

/** The admin panel's system views, Email System and Database cards, and New User. Behind the admin gate (routes/admin.ts). */
export const adminSystemRoutes = new Hono<AppEnv>()
  .get("/api/admin/system/status", async (c) => {
    await pingDatabase(c.get("db"));
    const transport = mailTransport(c.env);
    const status: SystemStatus = {
      email: { transport, status: transport === "misconfigured" ? "Not configured" : "Ready" },
      database: { status: "Connected" },
    };
    return c.json(status);
  })
  .get("/api/admin/system/auth", async (c) => c.json(await authStats(c.get("db"), Date.now())))
  .get("/api/admin/system/database", async (c) => c.json(await databaseInfo(c.get("db"))))
  .get("/api/admin/system/logs", validate("query", logsQuery), async (c) => c.json(await systemLogs(c.get("db"), c.req.valid("query").level, Date.now())))
  .get("/api/admin/system/backup", async (c) => c.json(await backupInfo(c.get("db"))))
  // The outbox holds reset links: it is listed only where it is the transport (local development).
  .get("/api/admin/system/outbox", async (c) => {
    if (mailTransport(c.env) !== "outbox") throw new HttpError("not_found", m.outboxOnlyLocal);
    return c.json(await outboxMails(c.get("db")));
  })
  .post("/api/admin/system/test-email", async (c) => {
    const admin = adminCaller(c);
    try {
      await createMailer(c.env, c.get("db")).send({ to: admin.email, subject: m.testMailSubject, text: m.testMailBody(admin.username) });
    } catch (error) {
      throw new HttpError("unavailable", m.testMailFailed(error instanceof Error ? error.message : String(error)));
    }
    return c.json({ message: m.testMailSent, to: admin.email });
  })
  .post("/api/admin/users", validate("json", createUserBody), async (c) => {
    const user = await createUserByAdmin(c.get("db"), c.req.valid("json"), c.env.DEFAULT_TIME_ZONE);
    return c.json(user, 201);
  });
