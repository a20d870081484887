import { createMiddleware } from "hono/factory";
import { forbidden, unauthenticated } from "../lib/http-error";
import type { FamilyEnv, SignedInEnv } from "../env";
import { authenticate } from "../services/sessions";

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/;

/** Every signed-in route: a valid bearer token whose session still exists, else 401. */
export const requireAuth = createMiddleware<SignedInEnv>(async (c, next) => {
  const match = BEARER.exec(c.req.header("Authorization") ?? "");
  const token = match?.[1];
  if (!token) throw unauthenticated();
  const auth = await authenticate(c.get("db"), c.env.JWT_SECRET, token, (work) => c.executionCtx.waitUntil(work));
  if (!auth) throw unauthenticated();
  c.set("auth", auth);
  await next();
});

export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.get("auth").isAdmin) throw forbidden();
  await next();
});

/**
 * Family scoping, the one place it is decided: the caller must belong to a family, and a
 * `:familyId` in the path must be theirs (403 otherwise, API.md). Services then filter every
 * query by `c.get("familyId")`, so another family's resource id reads as not found.
 */
export const requireFamily = createMiddleware<FamilyEnv>(async (c, next) => {
  const familyId = c.get("auth").familyId;
  const pathFamilyId = c.req.param("familyId");
  if (!familyId || (pathFamilyId !== undefined && pathFamilyId !== familyId)) throw forbidden();
  c.set("familyId", familyId);
  await next();
});

