import { Hono } from "hono";
import { feedQuery } from "@contract/schemas/events";
import type { AppEnv } from "../env";
import { notFound } from "../lib/http-error";
import { appOrigin } from "../lib/origin";
import { requireAuth, requireFamily } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { calendarFeed, calendarFeedUrl, rotateCalendarFeed } from "../services/calendar-feed";

export const calendarFeedRoutes = new Hono<AppEnv>()
  .get("/api/families/:familyId/calendar-feed", requireAuth, requireFamily, async (c) =>
    c.json({ url: await calendarFeedUrl(c.get("db"), c.env.JWT_SECRET, c.get("familyId"), appOrigin(c)) }),
  )
  .post("/api/families/:familyId/calendar-feed/rotate", requireAuth, requireFamily, async (c) =>
    c.json({ url: await rotateCalendarFeed(c.get("db"), c.env.JWT_SECRET, c.get("familyId"), appOrigin(c)) }),
  )
  // Public: phone calendars fetch it without a session; the key in the link is the credential (404 when wrong).
  .get("/api/families/:familyId/calendar.ics", validate("query", feedQuery), async (c) => {
    const { key, include } = c.req.valid("query");
    if (!key) throw notFound();
    const text = await calendarFeed(c.get("db"), c.env.JWT_SECRET, {
      familyId: c.req.param("familyId"),
      key,
      include,
      host: new URL(appOrigin(c)).host,
      appName: c.env.APP_NAME,
    });
    return c.body(text, 200, { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="calendar.ics"' });
  });
