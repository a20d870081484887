import type { AuthContext, Db } from "../env";
import { familyReadAnswer, familyReadStatements, type FamilyRead, type FamilySelects } from "../lib/family-read";
import { familyOf } from "../lib/family-scope";
import { assertEnrolled } from "../lib/second-factor-rules";
import { HttpError, unauthenticated } from "../lib/http-error";
import { readSessionToken, sessionSelect, sessionStatement, toAuthContext } from "./sessions";

export interface FamilyListRequest {
  token: string;
  /** The `:familyId` of the path. */
  familyId: string;
  query: Record<string, string | undefined>;
  /** Deferred work (the session's last-seen touch), after the answer. */
  defer: (work: Promise<unknown>) => void;
  /** Called with the caller as soon as the session is known, before the family check can refuse. */
  onCaller: (caller: AuthContext) => void;
}

/**
 * A family list read, with the rules of a family route (a live session, the path's family the
 * caller's, a valid query) in one D1 round trip. When the token's family hint names the path's
 * family and the query is valid, the session check and the read go in one batch, and the rows are
 * answered only if the session row exists and `familyOf` grants that family. Otherwise (an old
 * token, a foreign family id) the session is checked first and the granted family read after it.
 */
export async function readFamilyList<S extends FamilySelects<keyof Q & string>, T, Q extends Record<string, unknown>>(
  db: Db,
  secret: string,
  read: FamilyRead<S, T, Q>,
  request: FamilyListRequest,
): Promise<T> {
  const now = Date.now();
  const claims = await readSessionToken(secret, request.token);
  if (!claims) throw unauthenticated();
  const params = read.parse(request.query);
  const readStatements = (familyId: string, valid: Q) => familyReadStatements(db.$client, read, familyId, valid);
  const hinted = claims.fam !== null && claims.fam === request.familyId && !(params instanceof HttpError);

  const [session, ...results] = await db.$client.batch([sessionStatement(db, claims, now), ...(hinted ? readStatements(request.familyId, params) : [])]);
  const row = sessionSelect.rows(session!)[0];
  if (!row) throw unauthenticated();
  const caller = toAuthContext(db, row, request.defer, now);
  request.onCaller(caller);
  assertEnrolled(caller);
  const familyId = familyOf(caller, request.familyId);
  if (params instanceof HttpError) throw params;
  if (hinted) return familyReadAnswer(read, results, params);
  return familyReadAnswer(read, await db.$client.batch(readStatements(familyId, params)), params);
}
