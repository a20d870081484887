import { Hono } from "hono";
import { createAdminMessageBody } from "@contract/schemas/support";
import type { AppEnv } from "../env";
import { notifyFamily } from "../durable/stubs";
import { notifyFamilyOf } from "../lib/notify";
import { adminCaller, requireAuth } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { createAdminMessage, listForUser, markRead, notifyEveryFamily } from "../services/admin-messages";

export const adminMessageRoutes = new Hono<AppEnv>()
  .get("/api/admin-messages", requireAuth, async (c) => c.json(await listForUser(c.get("db"), c.get("auth").userId)))
  .post("/api/admin-messages/:id/read", requireAuth, async (c) => {
    const { userId, familyId } = c.get("auth");
    // The user's other phones clear their dot too; the family's other members refetch a list that did not change for them.
    if (await markRead(c.get("db"), userId, c.req.param("id"))) notifyFamilyOf(c, familyId, "admin_messages_updated");
    return c.body(null, 204);
  })
  // Behind the admin gate (routes/admin.ts), like every /api/admin/* route.
  .post("/api/admin/messages", validate("json", createAdminMessageBody), async (c) => {
    const db = c.get("db");
    const message = await createAdminMessage(db, adminCaller(c).userId, c.req.valid("json"));
    const announced = notifyEveryFamily({ db, notify: (familyId, type) => notifyFamily(c.env, familyId, type) });
    c.executionCtx.waitUntil(announced.catch((error: unknown) => console.error("announcing an admin message failed", error)));
    return c.json(message, 201);
  });
