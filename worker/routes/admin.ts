import { Hono, type Context } from "hono";
import * as v from "valibot";
import { adminTexts as m } from "@contract/messages";
import { adminPasswordBody } from "@contract/schemas/admin";
import type { AppEnv } from "../env";
import { disconnectUser, notifyFamily } from "../durable/stubs";
import { isCommonPassword } from "../lib/common-passwords";
import { HttpError } from "../lib/http-error";
import { appOrigin } from "../lib/origin";
import { hashPassword } from "../lib/passwords";
import { logSecurityEvent } from "../lib/security-log";
import { adminCaller, requireAdmin, requireAuth } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { adminStats, detailedStats, trendDays } from "../services/admin-stats";
import { activeUsers, deleteUser, fixFamily, listUsers, setUserPassword, userFacts, type UserListKind } from "../services/admin-users";
import { createMailer } from "../services/mailer";
import { sendPasswordChangedMail } from "../services/password-reset";

/**
 * Every `/api/admin/*` call, whatever its method, passes this gate first: a valid session (401)
 * of an administrator (403, in English). It is mounted ahead of every admin route in worker/app.ts.
 */
export const adminGate = new Hono<AppEnv>();
adminGate.use("/api/admin/*", requireAuth, requireAdmin);

const userId = v.pipe(v.string(), v.maxLength(64));
const todayStart = (c: Context<AppEnv>) => trendDays(Date.now(), adminCaller(c).timeZone).at(-1)!.start;

function userList(kind: UserListKind) {
  return async (c: Context<AppEnv>) => c.json(await listUsers(c.get("db"), kind, todayStart(c)));
}

/** After a user's sessions are gone: their open sockets close too (best effort, after the answer). */
function disconnect(c: Context<AppEnv>, familyId: string | null, id: string) {
  c.executionCtx.waitUntil(disconnectUser(c.env, familyId, id));
}

/** The `:id` of a user route; an id no user can have is 404 without a query. */
export function targetId(c: Context<AppEnv>): string {
  const id = c.req.param("id") ?? "";
  if (!v.is(userId, id)) throw new HttpError("not_found", m.userNotFound);
  return id;
}

export const adminRoutes = new Hono<AppEnv>()
  .get("/api/admin/stats", async (c) => c.json(await adminStats(c.get("db"), Date.now(), adminCaller(c).timeZone)))
  .get("/api/admin/detailed-stats", async (c) => c.json(await detailedStats(c.get("db"), Date.now(), adminCaller(c).timeZone)))
  .get("/api/admin/users", userList("all"))
  .get("/api/admin/users/today", userList("today"))
  .get("/api/admin/users/unverified", userList("unverified"))
  .get("/api/admin/users/no-family", userList("no-family"))
  .get("/api/admin/users/active", async (c) => c.json(await activeUsers(c.get("db"), Date.now())))
  .post("/api/admin/users/:id/fix-family", async (c) => {
    const fixed = await fixFamily(c.get("db"), targetId(c), c.env.DEFAULT_TIME_ZONE);
    return c.json(fixed);
  })
  .patch("/api/admin/users/:id/password", validate("json", adminPasswordBody), async (c) => {
    const db = c.get("db");
    const user = await userFacts(db, targetId(c));
    const { newPassword } = c.req.valid("json");
    if (isCommonPassword(newPassword)) throw new HttpError("invalid_body", m.passwordTooCommon);
    await setUserPassword(db, user.id, await hashPassword(newPassword));
    logSecurityEvent(c, "password_changed", { userId: user.id });
    disconnect(c, user.familyId, user.id);
    const mail = sendPasswordChangedMail({ mailer: createMailer(c.env, db), origin: appOrigin(c) }, user);
    c.executionCtx.waitUntil(mail.catch((error: unknown) => console.error("password-changed mail failed", error)));
    return c.json({ message: "Password updated", user: { id: user.id, username: user.username } });
  })
  .delete("/api/admin/users/:id", async (c) => {
    const db = c.get("db");
    const user = await userFacts(db, targetId(c));
    const { familyRemains } = await deleteUser(db, user);
    disconnect(c, user.familyId, user.id);
    if (familyRemains && user.familyId) c.executionCtx.waitUntil(notifyFamily(c.env, user.familyId, "members_updated"));
    return c.body(null, 204);
  });
