import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuth } from "../middleware/auth";
import { listForUser, markRead } from "../services/admin-messages";

export const adminMessageRoutes = new Hono<AppEnv>()
  .get("/api/admin-messages", requireAuth, async (c) => c.json(await listForUser(c.get("db"), c.get("auth").userId)))
  .post("/api/admin-messages/:id/read", requireAuth, async (c) => {
    await markRead(c.get("db"), c.get("auth").userId, c.req.param("id"));
    return c.body(null, 204);
  });
