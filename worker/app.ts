import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { apiMessages as m } from "../contract/messages";
import type { ErrorCode } from "../contract/errors";
import type { SecurityEventKind } from "../contract/security-events";
import type { AppEnv } from "./env";
import { appErrors } from "./db/schema";
import { HttpError, inCallersLanguage } from "./lib/http-error";
import { newId } from "./lib/crypto";
import { errorText } from "./lib/error-text";
import { logSecurityEvent } from "./lib/security-log";
import { iso } from "./lib/time";
import { limitBody } from "./middleware/body-limit";
import { withDb } from "./middleware/db";
import { securityHeaders } from "./middleware/security-headers";
import { adminGate, adminRoutes } from "./routes/admin";
import { adminMessageRoutes } from "./routes/admin-messages";
import { adminTicketRoutes } from "./routes/admin-tickets";
import { adminAnalyticsRoutes } from "./routes/admin-analytics";
import { adminSystemRoutes } from "./routes/admin-system";
import { authRoutes, PLAIN_TEXT_ERROR_PATHS } from "./routes/auth";
import { familyRoutes } from "./routes/families";
import { healthRoutes } from "./routes/health";
import { liveRoutes } from "./routes/live";
import { mealRoutes } from "./routes/meals";
import { openApiRoutes } from "./routes/openapi";
import { reminderRoutes } from "./routes/reminders";
import { shoppingRoutes } from "./routes/shopping";
import { eventRoutes } from "./routes/events";
import { calendarFeedRoutes } from "./routes/calendar-feed";
import { supportRoutes } from "./routes/support";
import { backupRoutes } from "./routes/backup";
import { RateLimitedError } from "./services/throttle";

/** Refusals that go to the security log besides their answer (a 429's kind comes with its error). */
const REFUSAL_EVENTS: Partial<Record<ErrorCode, SecurityEventKind>> = { forbidden: "forbidden", rate_limited: "rate_limited" };

function logRefusal(c: Context<AppEnv>, kind: SecurityEventKind) {
  if (!c.get("db")) return;
  logSecurityEvent(c, kind, { userId: c.get("auth")?.userId ?? null, route: `${c.req.method} ${c.req.routePath}` });
}

/** Each resource's routes, in one list: the app mounts exactly these. */
const resourceRoutes = [
  healthRoutes,
  authRoutes,
  familyRoutes,
  shoppingRoutes,
  reminderRoutes,
  mealRoutes,
  liveRoutes,
  // First of the admin routes: its gate guards every /api/admin/* path, whatever the method.
  adminGate,
  adminMessageRoutes,
  adminRoutes,
  adminTicketRoutes,
  adminAnalyticsRoutes,
  adminSystemRoutes,
  supportRoutes,
  eventRoutes,
  calendarFeedRoutes,
  backupRoutes,
  openApiRoutes,
] as const;

export function createApp() {
  const app = new Hono<AppEnv>();
  app.use("/api/*", securityHeaders, withDb, limitBody);

  app.onError(async (caught, c) => {
    // Hono's own 4xx (malformed JSON in a validated body) become ours.
    const error =
      caught instanceof HTTPException && caught.status < 500
        ? new HttpError(caught.status === 413 ? "too_large" : "invalid_body", caught.status === 413 ? m.tooLarge : m.malformedJson)
        : caught;
    if (error instanceof HttpError) {
      const securityEvent = error instanceof RateLimitedError ? error.securityEvent : REFUSAL_EVENTS[error.code];
      if (securityEvent) logRefusal(c, securityEvent);
      if (PLAIN_TEXT_ERROR_PATHS.has(c.req.path)) {
        return c.text(error.message, error.status, { "X-Error-Code": error.code, ...error.headers });
      }
      const answer = inCallersLanguage(error, c.req.path);
      return c.json(answer.body(), answer.status, answer.headers);
    }
    const requestId = c.get("requestId") ?? newId();
    // Never the error object itself: drizzle's message carries the query's bound values.
    const message = errorText(error);
    console.error(`[${requestId}] ${c.req.method} ${c.req.path} ${message}`);
    const db = c.get("db");
    if (db) {
      c.executionCtx.waitUntil(
        db
          .insert(appErrors)
          .values({
            id: newId(),
            requestId,
            level: "ERROR",
            message,
            source: `${c.req.method} ${c.req.routePath}`,
            createdAt: iso(Date.now()),
          })
          .catch(() => undefined),
      );
    }
    return c.json(inCallersLanguage(new HttpError("internal", m.internal), c.req.path).body(), 500);
  });

  app.notFound((c) => c.json(inCallersLanguage(new HttpError("not_found", m.notFound), c.req.path).body(), 404));

  for (const routes of resourceRoutes) app.route("/", routes);
  return app;
}
