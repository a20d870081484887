import { Hono } from "hono";
import { createReminderBody, updateReminderBody } from "@contract/schemas/reminders";
import type { AppEnv } from "../env";
import { notifyCallerFamily } from "../lib/notify";
import { familyReadRoute, requireAuth, requireFamily } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { createReminder, deleteReminder, remindersRead, updateReminder } from "../services/reminders";

export const reminderRoutes = new Hono<AppEnv>()
  .get("/api/families/:familyId/reminders", familyReadRoute(remindersRead))
  .post("/api/reminders", requireAuth, requireFamily, validate("json", createReminderBody), async (c) => {
    const { reminder, created } = await createReminder(c.get("db"), c.get("familyId"), c.get("auth").userId, c.req.valid("json"));
    if (!created) return c.json(reminder, 200);
    notifyCallerFamily(c, "reminders_updated");
    return c.json(reminder, 201);
  })
  .patch("/api/reminders/:id", requireAuth, requireFamily, validate("json", updateReminderBody), async (c) => {
    const reminder = await updateReminder(c.get("db"), c.get("familyId"), c.req.param("id"), c.req.valid("json"));
    notifyCallerFamily(c, "reminders_updated");
    return c.json(reminder);
  })
  .delete("/api/reminders/:id", requireAuth, requireFamily, async (c) => {
    await deleteReminder(c.get("db"), c.get("familyId"), c.req.param("id"));
    notifyCallerFamily(c, "reminders_updated");
    return c.body(null, 204);
  });
