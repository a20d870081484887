import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { adminTexts } from "@contract/messages";
import type { AppEnv, AuthContext, FamilyEnv, SignedInEnv } from "../env";
import { familyReadAnswer, familyReadStatements, type FamilyRead, type FamilySelects } from "../lib/family-read";
import { forbidden, HttpError, unauthenticated } from "../lib/http-error";
import { authenticate, readSessionToken, sessionSelect, sessionStatement, toAuthContext } from "../services/sessions";

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/;

function bearerToken(c: Context): string {
  const token = BEARER.exec(c.req.header("Authorization") ?? "")?.[1];
  if (!token) throw unauthenticated();
  return token;
}

const deferTo = (c: Context) => (work: Promise<unknown>) => c.executionCtx.waitUntil(work);

/** Every signed-in route: a valid bearer token whose session still exists, else 401. */
export const requireAuth = createMiddleware<SignedInEnv>(async (c, next) => {
  const auth = await authenticate(c.get("db"), c.env.JWT_SECRET, bearerToken(c), deferTo(c));
  if (!auth) throw unauthenticated();
  c.set("auth", auth);
  await next();
});

/** After requireAuth on every /api/admin/* route: anyone who is not an administrator gets 403, whatever the method. */
export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.get("auth").isAdmin) throw new HttpError("forbidden", adminTexts.adminOnly);
  await next();
});

/**
 * The caller of an `/api/admin/*` route. Those routes run behind the admin gate (routes/admin.ts),
 * which has already checked the session and the admin flag; this only types that, and refuses
 * should a route ever be mounted outside the gate.
 */
export function adminCaller(c: Context<AppEnv>): AuthContext {
  const auth = c.get("auth");
  if (!auth?.isAdmin) throw new HttpError("forbidden", adminTexts.adminOnly);
  return auth;
}

/**
 * Family scoping, the one place it is decided: the caller (a signed-in user, or their session row)
 * must belong to a family, and a `:familyId` in the path must be theirs (403 otherwise, docs/api.md#errors).
 * Services then filter every query by the family it answers, so another family's resource id
 * reads as not found.
 */
function familyOf(caller: { familyId: string | null }, pathFamilyId: string | undefined): string {
  const familyId = caller.familyId;
  if (!familyId || (pathFamilyId !== undefined && pathFamilyId !== familyId)) throw forbidden();
  return familyId;
}

/** The caller's family as `c.get("familyId")`, for the routes after requireAuth. */
export const requireFamily = createMiddleware<FamilyEnv>(async (c, next) => {
  c.set("familyId", familyOf(c.get("auth"), c.req.param("familyId")));
  await next();
});

/**
 * The handler of a `GET /api/families/:familyId/…` list read, with the rules of requireAuth,
 * requireFamily and a query validator, in that order, in one D1 round trip. When the token's
 * family hint names the path's family and the read's parameters are valid, the session check and
 * the read go in one batch, and the rows are answered only if the session row exists and
 * `familyOf` grants that family. Otherwise (an old token, a foreign family id) it checks the
 * session first and reads the family `familyOf` grants after it.
 */
export function familyReadRoute<S extends FamilySelects<keyof Q & string>, T, Q extends Record<string, unknown>>(read: FamilyRead<S, T, Q>) {
  return async (c: Context<AppEnv>) => {
    const db = c.get("db");
    const now = Date.now();
    const claims = await readSessionToken(c.env.JWT_SECRET, bearerToken(c));
    if (!claims) throw unauthenticated();
    const params = read.parse(c.req.query());
    const pathFamilyId = c.req.param("familyId");
    const readStatements = (familyId: string, valid: Q) => familyReadStatements(db.$client, read, familyId, valid);
    const hinted = claims.fam !== null && claims.fam === pathFamilyId && !(params instanceof HttpError);

    const [session, ...results] = await db.$client.batch([sessionStatement(db, claims, now), ...(hinted ? readStatements(pathFamilyId, params) : [])]);
    const row = sessionSelect.rows(session!)[0];
    if (!row) throw unauthenticated();
    const auth = toAuthContext(db, row, deferTo(c), now);
    c.set("auth", auth); // for the security log, should the family check refuse
    const familyId = familyOf(auth, pathFamilyId);
    if (params instanceof HttpError) throw params;
    if (hinted) return c.json(familyReadAnswer(read, results, params));
    return c.json(familyReadAnswer(read, await db.$client.batch(readStatements(familyId, params)), params));
  };
}
