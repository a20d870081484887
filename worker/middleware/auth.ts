import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, AuthContext, FamilyEnv, SignedInEnv } from "../env";
import { familyReadAnswer, familyReadStatements, runFamilyRead, type FamilyRead, type FamilySelects } from "../lib/family-read";
import { forbidden, unauthenticated } from "../lib/http-error";
import { authenticate, readSessionToken, sessionRow, sessionSelect, sessionStatement, toAuthContext } from "../services/sessions";

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

export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.get("auth").isAdmin) throw forbidden();
  await next();
});

/** The caller's family, if it may act on `pathFamilyId` (absent: any route without one); else 403. */
function callerFamily(auth: AuthContext, pathFamilyId: string | undefined): string {
  const familyId = auth.familyId;
  if (!familyId || (pathFamilyId !== undefined && pathFamilyId !== familyId)) throw forbidden();
  return familyId;
}

/**
 * Family scoping, the one place it is decided: the caller must belong to a family, and a
 * `:familyId` in the path must be theirs (403 otherwise, docs/api.md#errors). Services then filter every
 * query by `c.get("familyId")`, so another family's resource id reads as not found.
 */
export const requireFamily = createMiddleware<FamilyEnv>(async (c, next) => {
  c.set("familyId", callerFamily(c.get("auth"), c.req.param("familyId")));
  await next();
});

/**
 * The handler of a `GET /api/families/:familyId/…` list read, with requireAuth's and
 * requireFamily's rules, in one D1 round trip: when the token's family hint names the path's
 * family, the session check and the read go in one batch, and the rows are answered only if the
 * session row exists and confirms that family. Otherwise (an old token, a user who changed
 * family, a foreign family id) it checks the session first and reads after, as requireAuth does.
 */
export function familyReadRoute<S extends FamilySelects, T>(read: FamilyRead<S, T>) {
  return async (c: Context<AppEnv>) => {
    const db = c.get("db");
    const now = Date.now();
    const claims = await readSessionToken(c.env.JWT_SECRET, bearerToken(c));
    if (!claims) throw unauthenticated();
    const pathFamilyId = c.req.param("familyId");

    if (claims.fam !== null && claims.fam === pathFamilyId) {
      const [session, ...results] = await db.$client.batch([sessionStatement(db, claims, now), ...familyReadStatements(db.$client, read, claims.fam)]);
      const row = sessionSelect.rows(session!)[0];
      if (!row) throw unauthenticated();
      if (row.familyId === claims.fam) {
        toAuthContext(db, row, deferTo(c), now); // for its last-seen refresh
        return c.json(familyReadAnswer(read, results));
      }
    }

    const row = await sessionRow(db, claims, now);
    if (!row) throw unauthenticated();
    const familyId = callerFamily(toAuthContext(db, row, deferTo(c), now), pathFamilyId);
    return c.json(await runFamilyRead(db.$client, read, familyId));
  };
}
