import { Hono, type Context } from "hono";
import { createAdminMessageBody } from "@contract/schemas/support";
import type { AppEnv } from "../env";
import { notifyFamily } from "../durable/stubs";
import { notifyFamilyOf } from "../lib/notify";
import { adminCaller, requireAuth } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { createAdminMessage, deleteAdminMessage, listForUser, listWithReadCounts, markRead, notifyEveryFamily } from "../services/admin-messages";

/** Tells every family's live channel, after the answer, that the messages changed (the header's dot). */
function announce(c: Context<AppEnv>): void {
  const db = c.get("db");
  const announced = notifyEveryFamily({ db, notify: (familyId, type) => notifyFamily(c.env, familyId, type) });
  c.executionCtx.waitUntil(announced.catch((error: unknown) => console.error("announcing an admin message change failed", error)));
}

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
    const message = await createAdminMessage(c.get("db"), adminCaller(c).userId, c.req.valid("json"));
    announce(c);
    return c.json(message, 201);
  })
  .get("/api/admin/messages", async (c) => c.json(await listWithReadCounts(c.get("db"))))
  // A deleted message leaves every user's list, so the dot of an unread one goes too.
  .delete("/api/admin/messages/:id", async (c) => {
    await deleteAdminMessage(c.get("db"), c.req.param("id"));
    announce(c);
    return c.body(null, 204);
  });
