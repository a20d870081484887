import { Hono } from "hono";
import { createEventBody, updateEventBody } from "@contract/schemas/events";
import type { AppEnv } from "../env";
import { forbidden } from "../lib/http-error";
import { notifyCallerFamily } from "../lib/notify";
import { familyReadRoute, requireAuth, requireFamily } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { createEvent, deleteEvent, eventsRead, renameEvent } from "../services/events";

export const eventRoutes = new Hono<AppEnv>()
  .get("/api/families/:familyId/events", familyReadRoute(eventsRead))
  .post("/api/events", requireAuth, requireFamily, validate("json", createEventBody), async (c) => {
    const { familyId, createdBy, ...event } = c.req.valid("json");
    // The spec's client sends both; they are checked, never trusted: the event is the caller's, in the caller's family.
    if (familyId !== undefined && familyId !== c.get("familyId")) throw forbidden();
    if (createdBy !== undefined && createdBy !== c.get("auth").userId) throw forbidden();
    const created = await createEvent(c.get("db"), c.get("familyId"), c.get("auth").userId, event);
    notifyCallerFamily(c, "events_updated");
    return c.json(created, 201);
  })
  .patch("/api/events/:id", requireAuth, requireFamily, validate("json", updateEventBody), async (c) => {
    const event = await renameEvent(c.get("db"), c.get("familyId"), c.req.param("id"), c.req.valid("json").title);
    notifyCallerFamily(c, "events_updated");
    return c.json(event);
  })
  .delete("/api/events/:id", requireAuth, requireFamily, async (c) => {
    await deleteEvent(c.get("db"), c.get("familyId"), c.req.param("id"));
    notifyCallerFamily(c, "events_updated");
    return c.body(null, 204);
  });
