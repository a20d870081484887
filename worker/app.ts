import { rowCapMessages } from "@contract/row-cap-messages";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { apiMessages as m } from "@contract/messages";
import type { ErrorCode } from "@contract/errors";
import type { SecurityEventKind } from "@contract/security-events";
import type { AppEnv, ErrorStyle } from "./env";
import { appErrors } from "./db/schema";
import { mountRoutes } from "./http/mount";
import type { Route } from "./http/route";
import { logSecurityEvent } from "./http/security-log";
import { afterAnswer } from "./http/after-answer";
import { familyMoving, HttpError, inLanguage, RateLimitedError } from "./lib/http-error";
import { davTextCapOf, isFamilyMoving, rowCapOf } from "./lib/row-caps";
import { newId } from "./lib/crypto";
import { errorText } from "./lib/error-text";
import { iso } from "./lib/time";
import { adminCaller } from "./middleware/auth";
import { openSession, withDb } from "./middleware/db";
import { securityHeaders } from "./middleware/security-headers";
import { apiRoutes } from "./api-routes";
import { mountCaldav } from "./caldav/server";
import { DAV_KINDS } from "./caldav/kinds";
import type { DavKinds } from "./caldav/scope";

/** Refusals that go to the security log besides their answer (a 429's kind comes with its error). */
const REFUSAL_EVENTS: Partial<Record<ErrorCode, SecurityEventKind>> = {
  forbidden: "forbidden",
  rate_limited: "rate_limited",
  challenge_required: "sign_in_locked",
};

const ADMIN_AREA = /^\/api\/admin(\/|$)/;

/** How errors are written: as the matched route declares, else as its area does (English under /api/admin). */
const errorStyle = (c: Context<AppEnv>): ErrorStyle => c.get("errorStyle") ?? { language: ADMIN_AREA.test(c.req.path) ? "en" : "fo", plainText: false };

function answerError(c: Context<AppEnv>, error: HttpError): Response {
  const requestId = c.get("requestId");
  const style = errorStyle(c);
  if (style.plainText) return c.text(error.message, error.status, { "X-Error-Code": error.code, "X-Request-Id": requestId, ...error.headers });
  const answer = inLanguage(error, style.language);
  return c.json(answer.body(requestId), answer.status, answer.headers);
}

/** An unexpected error: logged with the request id (never the error object: drizzle's message carries bound values), answered 500. */
function answerBug(c: Context<AppEnv>, caught: unknown): Response {
  const requestId = c.get("requestId") ?? newId();
  const message = errorText(caught);
  console.error(`[${requestId}] ${c.req.method} ${c.req.path} ${message}`);
  const db = c.get("db");
  if (db) {
    const source = `${c.req.method} ${c.req.routePath}`;
    afterAnswer(c, "app error log write", db.insert(appErrors).values({ id: newId(), requestId, level: "ERROR", message, source, createdAt: iso(Date.now()) }));
  }
  return c.json(inLanguage(new HttpError("internal", m.internal), errorStyle(c).language).body(requestId), 500);
}

/**
 * A trigger's refusal as the JSON API answers it: a cap is 409 `quota_exceeded` with the cap's text
 * (a phone's text cap only a restore can meet here); a write of a family being moved is 503 `moving`.
 */
function quotaOf(caught: unknown): HttpError | null {
  if (isFamilyMoving(caught)) return familyMoving();
  const capped = rowCapOf(caught);
  if (capped) return new HttpError("quota_exceeded", rowCapMessages[capped]);
  const textCap = davTextCapOf(caught);
  return textCap ? new HttpError("quota_exceeded", m.davTextCap[textCap]) : null;
}

/** The Worker's app; tests may mount the routes in another order, which must change nothing of their safety. */
export function createApp(routes: readonly Route[] = apiRoutes, davKinds: DavKinds = DAV_KINDS) {
  const app = new Hono<AppEnv>();
  app.use("/api/*", securityHeaders, withDb);

  app.onError((caught, c) => {
    // A trigger's cap and Hono's own 4xx become ours.
    const error =
      quotaOf(caught) ??
      (caught instanceof HTTPException && caught.status < 500
        ? new HttpError(caught.status === 413 ? "too_large" : "invalid_body", caught.status === 413 ? m.tooLarge : m.malformedJson)
        : caught);
    if (!(error instanceof HttpError)) return answerBug(c, error);
    const securityEvent = error instanceof RateLimitedError ? error.securityEvent : REFUSAL_EVENTS[error.code];
    const subjectId = (error instanceof RateLimitedError ? error.subjectId : null) ?? c.get("auth")?.userId ?? null;
    if (securityEvent && c.get("db")) logSecurityEvent(c, securityEvent, { userId: subjectId, route: `${c.req.method} ${c.req.routePath}` });
    return answerError(c, error);
  });

  // The admin area answers a path it does not have as its routes answer: 401 and 403 first, so
  // no one but an administrator learns which admin paths exist, whatever the method.
  app.notFound(async (c) => {
    if (ADMIN_AREA.test(c.req.path)) {
      openSession(c, "first-primary");
      await adminCaller(c);
    }
    throw new HttpError("not_found", m.notFound);
  });

  mountRoutes(app, routes);
  mountCaldav(app, davKinds);
  return app;
}
