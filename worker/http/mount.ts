import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { MiddlewareHandler } from "hono/types";
import { MAX_BODY_BYTES } from "@contract/limits";
import { apiMessages } from "@contract/messages";
import type { AppEnv } from "../env";
import { familyOf } from "../lib/family-scope";
import { HttpError } from "../lib/http-error";
import { assertSteppedUp } from "../lib/second-factor-rules";
import { adminCaller, bearerToken, familyCaller, helperCaller, kitchenCaller, refuseDeviceTokens, sessionToucher, signedInCaller } from "../middleware/auth";
import { openSession } from "../middleware/db";
import { answerFreshToken, followMovedAccount } from "../middleware/relocate";
import { SessionEndedHere } from "../services/family/list-reads";
import { pagedHandlerResponse, pagedResponse } from "./paged-answer";
import { answerOutcome } from "./run-effects";
import { validBody, validParams, validQuery } from "./request-input";
import { type MountedInput, readsFromPrimary, type Route } from "./route";
import { gateWrite } from "./write-gate";

function limitFor(route: Route): MiddlewareHandler<AppEnv> {
  const { bytes, message } = route.options?.bodyLimit ?? { bytes: MAX_BODY_BYTES, message: apiMessages.tooLarge };
  return bodyLimit({
    maxSize: bytes,
    onError: () => {
      throw new HttpError("too_large", message);
    },
  });
}

/** Who is calling, as the route's access requires: 401/403 before anything of the request is read. */
async function callerFor(route: Route, c: Context<AppEnv>): Promise<Pick<MountedInput, "caller" | "familyId" | "screen" | "helper">> {
  refuseDeviceTokens(c, route.access);
  switch (route.access) {
    case "public":
      return {};
    case "signed-in":
      return { caller: await signedInCaller(c, route.options?.duringEnrolment) };
    case "admin":
      return { caller: await adminCaller(c, route.options?.duringEnrolment) };
    case "family":
      return familyCaller(c, c.req.param("familyId"));
    case "kitchen":
      return kitchenCaller(c);
    case "helper":
      return helperCaller(c, route.options ?? {});
  }
}

/** Whose allowance a route's write counts against: the member's on a family route, the screen's on a kitchen route, the device's on a helper route. */
function writerOf(route: Route, who: Pick<MountedInput, "caller" | "screen" | "helper">): string | undefined {
  if (route.access === "family") return who.caller?.userId;
  if (route.access === "kitchen") return who.screen?.screenId;
  if (route.access === "helper") return who.helper?.deviceId;
  return undefined;
}

/** The route's handler behind its access check and validation, in that order. */
function handlerFor(route: Route) {
  const { list, handle } = route;
  if (list) {
    return async (c: Context<AppEnv>) => {
      refuseDeviceTokens(c, "family");
      const token = bearerToken(c);
      const read = () =>
        list(c.get("db"), c.env.JWT_SECRET, {
          token,
          familyId: c.req.param("familyId") ?? "",
          query: c.req.query(),
          ifNoneMatch: c.req.header("If-None-Match"),
          defer: sessionToucher(c),
          onCaller: (caller) => c.set("auth", caller),
        });
      const { etag, answer } = await read().catch(async (error: unknown) => {
        // A session not in the database its token names, nor its account: its family may have moved (middleware/relocate.ts).
        if (!(error instanceof HttpError && error.code === "unauthenticated") || error instanceof SessionEndedHere || !(await followMovedAccount(c, token)))
          throw error;
        const moved = await read();
        await answerFreshToken(c, token, c.get("auth") ?? { familyId: null });
        return moved;
      });
      // The phone's copy is current: nothing was read but the counters (services/family/list-reads.ts).
      if (answer === undefined) return c.body(null, 304, { ETag: etag });
      return route.paging ? pagedResponse(c, route.paging, answer, { ETag: etag }) : c.json(answer, 200, { ETag: etag });
    };
  }
  if (!handle) throw new Error(`${route.method} ${route.path} declares neither a handler nor a read`);
  return async (c: Context<AppEnv>) => {
    const who = await callerFor(route, c);
    await gateWrite(c, writerOf(route, who));
    if (route.options?.stepUp && who.caller) assertSteppedUp(who.caller);
    const params = route.params ? await validParams(c.req.param(), route.params) : c.req.param();
    const query = route.query ? await validQuery(c, route.query) : undefined;
    const body = route.body ? await validBody(c, route.body) : undefined;
    // A client may name the family it acts for in the body too; it must be the caller's.
    if (route.access === "family" && who.caller && typeof body === "object" && body !== null && "familyId" in body && body.familyId !== undefined) {
      familyOf(who.caller, String(body.familyId));
    }
    const answered = await handle(c, { ...who, params, query, body });
    const response = answered instanceof Response ? answered : answerOutcome(c, answered);
    return route.paging ? pagedHandlerResponse(c, route.paging, response) : response;
  };
}

/** Per-route facts the error handler needs: the language of the generic texts, and plain-text errors. */
function errorStyleFor(route: Route): MiddlewareHandler<AppEnv> {
  const language = route.options?.language ?? (route.access === "admin" ? "en" : "fo");
  const plainText = route.options?.plainTextErrors === true;
  return async (c, next) => {
    c.set("errorStyle", { language, plainText });
    await next();
  };
}

/** A route whose reads decide on security runs them at the primary, whatever bookmark the phone sent. */
function sessionFor(route: Route): MiddlewareHandler<AppEnv> {
  const primary = readsFromPrimary(route);
  return async (c, next) => {
    if (primary) openSession(c, "first-primary");
    await next();
  };
}

/**
 * Mounts each route with everything its declaration implies: where its D1 session starts, how its
 * errors are written, its body limit, its access check (so no route's safety depends on where or in which order it is mounted),
 * the validation of its path, query and body, then its handler.
 */
export function mountRoutes(app: Hono<AppEnv>, routes: readonly Route[]): void {
  for (const route of routes) app.on(route.method, route.path, sessionFor(route), errorStyleFor(route), limitFor(route), handlerFor(route));
}
