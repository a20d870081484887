import { openDatabaseOfFamily } from "../middleware/db";
import * as v from "valibot";
import { feedQuery } from "@contract/schemas/events";
import { defineRoute } from "../http/route";
import { clientKey } from "../lib/client";
import { auditOf } from "../http/security-log";
import { notFound, RateLimitedError } from "../lib/http-error";
import { appOrigin } from "../lib/origin";
import { calendarFeed, calendarFeedUrl, rotateCalendarFeed } from "../services/calendar/feed";

const tag = "calendar";

export const calendarFeedRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/families/:familyId/calendar-feed",
    summary: "The family's calendar feed link for phone calendars.",
    tag,
    access: "family",
    answer: { status: 200, description: "The absolute link with its key.", schema: v.strictObject({ url: v.string() }) },
    example: { status: 200, foreign: [403] },
    handler: async (c, { familyId }) => c.json({ url: await calendarFeedUrl(c.get("db"), c.env.JWT_SECRET, familyId, appOrigin(c)) }),
  }),
  defineRoute({
    method: "POST",
    path: "/api/families/:familyId/calendar-feed/rotate",
    summary: "A new feed key: the link changes and the old one answers 404 from then on.",
    tag,
    access: "family",
    answer: { status: 200, description: "The link with the new key.", schema: v.strictObject({ url: v.string() }) },
    example: { status: 200, foreign: [403] },
    handler: async (c, { familyId }) => c.json({ url: await rotateCalendarFeed(c.get("db"), c.env.JWT_SECRET, familyId, appOrigin(c), auditOf(c)) }),
  }),
  // Public: phone calendars fetch it without a session; the key in the link is the credential (404 when wrong).
  defineRoute({
    method: "GET",
    path: "/api/families/:familyId/calendar.ics",
    summary: "The family's calendar as iCalendar (RFC 5545) for subscribing; the key in the link is the credential.",
    tag,
    access: "public",
    query: feedQuery,
    answer: { status: 200, description: "`text/calendar; charset=utf-8`: VTIMEZONE and a VEVENT (with RRULE) per event." },
    errors: {
      not_found: "No such family, or the key is missing, wrong or rotated.",
      invalid_body: "`include` names something other than events, tasks, meals.",
      rate_limited: "More than 60 fetches from this client, or 20 with this key, in a minute; see Retry-After.",
    },
    // A made-up key reads as not found.
    example: { params: { familyId: "{familyId}" }, query: { key: "made-up" }, status: 404, foreign: "own" },
    handler: async (c, { params, query }) => {
      const { key, include } = query;
      if (!key) throw notFound();
      // Counted before anything is read, in Cloudflare's rate limiter (nothing written per fetch).
      const [byClient, byKey] = await Promise.all([
        c.env.FEED_PER_CLIENT.limit({ key: clientKey(c.req.header("cf-connecting-ip")) }),
        c.env.FEED_PER_KEY.limit({ key: `${params.familyId}:${key}` }),
      ]);
      if (!byClient.success || !byKey.success) throw new RateLimitedError(60_000);
      await openDatabaseOfFamily(c, params.familyId);
      const text = await calendarFeed(c.get("db"), c.env.JWT_SECRET, {
        familyId: params.familyId,
        key,
        include,
        host: new URL(appOrigin(c)).host,
        appName: c.env.APP_NAME,
      });
      return c.body(text, 200, { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="calendar.ics"' });
    },
  }),
];
