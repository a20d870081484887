import { Hono, type Context } from "hono";
import { adminCareTexts } from "@contract/messages";
import type { ResendVerificationAnswer, VerifyUserAnswer } from "@contract/schemas/admin";
import type { AppEnv } from "../env";
import { appOrigin } from "../lib/origin";
import { logSecurityEvent } from "../lib/security-log";
import { adminCaller } from "../middleware/auth";
import { loginAnalytics, passwordResets, shoppingDaily, shoppingWeekly } from "../services/admin-analytics";
import { resendVerification, verifyUser } from "../services/admin-verify";
import { createMailer } from "../services/mailer";
import { targetId } from "./admin";

/**
 * The admin panel's analytics (sign-ins per hour, completed resets, shopping per day and week) and
 * its user care (verify a user, resend their verification mail). Behind the admin gate
 * (worker/routes/admin.ts); hours, days and weeks are the administrator's own time zone.
 */

const zone = (c: Context<AppEnv>) => adminCaller(c).timeZone;

export const adminAnalyticsRoutes = new Hono<AppEnv>()
  .get("/api/admin/login-analytics", async (c) => c.json(await loginAnalytics(c.get("db"), Date.now(), zone(c))))
  .get("/api/admin/password-resets", async (c) => c.json(await passwordResets(c.get("db"))))
  .get("/api/admin/shopping/daily", async (c) => c.json(await shoppingDaily(c.get("db"), Date.now(), zone(c))))
  .get("/api/admin/shopping/weekly", async (c) => c.json(await shoppingWeekly(c.get("db"), Date.now(), zone(c))))
  .post("/api/admin/users/:id/verify", async (c) => {
    const user = await verifyUser(c.get("db"), targetId(c));
    logSecurityEvent(c, "user_verified", { userId: user.id });
    return c.json<VerifyUserAnswer>({ message: adminCareTexts.userVerified, user });
  })
  .post("/api/admin/users/:id/resend-verification", async (c) => {
    const db = c.get("db");
    const user = await resendVerification({ db, mailer: createMailer(c.env, db), origin: appOrigin(c) }, targetId(c));
    logSecurityEvent(c, "verification_resent", { userId: user.id });
    return c.json<ResendVerificationAnswer>({ message: `${adminCareTexts.verificationSent} to ${user.email}`, user });
  });
