import type { AuthContext, Db } from "@worker/env";
import { familyReadAnswer, familyReadStatements, type FamilyRead, type FamilySelects, readsByViewer } from "@worker/lib/family-read";
import { familyOf } from "@worker/lib/family-scope";
import { etagOf, matchesIfNoneMatch, readVersioning, type ReadVersioning, versionsStatement } from "@worker/lib/family-versions";
import { assertEnrolled } from "@worker/lib/second-factor-rules";
import { HttpError, unauthenticated } from "@worker/lib/http-error";
import { accountHereStatement, readSessionToken, sessionSelect, sessionStatement, toAuthContext } from "@worker/services/auth/sessions";

export interface FamilyListRequest {
  token: string;
  /** The `:familyId` of the path. */
  familyId: string;
  query: Record<string, string | undefined>;
  /** The phone's If-None-Match: the ETag of the answer it keeps. */
  ifNoneMatch?: string | undefined;
  /** Deferred work (the session's last-seen touch), after the answer. */
  defer: (work: Promise<unknown>) => void;
  /** Called with the caller as soon as the session is known, before the family check can refuse. */
  onCaller: (caller: AuthContext) => void;
}

/** The answer and its ETag; no answer when the phone's copy is current (304). */
export interface FamilyListAnswer<T> {
  etag: string;
  answer?: T;
}

/** 401 for a session ended in the database whose account is still there: no move to follow, so the directory is not asked. */
export class SessionEndedHere extends HttpError {
  constructor() {
    super("unauthenticated", unauthenticated().message);
  }
}

/** How a read's ETag is made; `byViewer`: its rows differ by member, so the reader is part of what the ETag stands for. */
type ListVersioning = ReadVersioning & { byViewer: boolean };
const versioningOf = new WeakMap<object, ListVersioning>();

function versioning(read: { selects: FamilySelects<string> }): ListVersioning {
  let known = versioningOf.get(read);
  if (!known) {
    known = { ...readVersioning(read.selects.map((select) => select.sql)), byViewer: readsByViewer(read) };
    versioningOf.set(read, known);
  }
  return known;
}

/**
 * A family list read, with the rules of a family route (a live session, the path's family the
 * caller's, a valid query) in one D1 round trip. When the token's family hint names the path's
 * family and the query is valid, the session check, the family's change counters and the read go
 * in one batch, and the rows are answered only if the session row exists and `familyOf` grants
 * that family. Otherwise (an old token, a foreign family id) the session is checked first and the
 * granted family read after it.
 *
 * With If-None-Match, the first batch leaves the rows out: a current ETag answers 304 from the
 * counters alone, and only a changed one reads the rows (with the counters again, in the same
 * batch, so the ETag always describes exactly the rows answered).
 */
export async function readFamilyList<S extends FamilySelects<keyof Q & string>, T, Q extends Record<string, unknown>>(
  db: Db,
  secret: string,
  read: FamilyRead<S, T, Q>,
  request: FamilyListRequest,
): Promise<FamilyListAnswer<T>> {
  const now = Date.now();
  const claims = await readSessionToken(secret, request.token);
  if (!claims) throw unauthenticated();
  const params = read.parse(request.query);
  const versions = versioning(read);
  const conditional = Boolean(request.ifNoneMatch);
  const counters = (familyId: string) => versionsStatement(db.$client, familyId, versions.tables);
  // The reader is the token's subject: the session row in the same batch must be theirs, else nothing is answered.
  const rows = (familyId: string, valid: Q) => familyReadStatements(db.$client, read, familyId, valid, claims.sub);
  const etag = (versionRows: D1Result, valid: Q) => etagOf(versions, versionRows, versions.byViewer ? { ...valid, viewerId: claims.sub } : valid, now);
  const hinted = claims.fam !== null && claims.fam === request.familyId && !(params instanceof HttpError);

  const [session, accountHere, ...results] = await db.$client.batch([
    sessionStatement(db, claims, now),
    accountHereStatement(db, claims),
    ...(hinted ? [counters(request.familyId), ...(conditional ? [] : rows(request.familyId, params))] : []),
  ]);
  const row = sessionSelect.rows(session!)[0];
  if (!row) throw accountHere!.results.length > 0 ? new SessionEndedHere() : unauthenticated();
  const caller = toAuthContext(db, row, request.defer, now);
  request.onCaller(caller);
  assertEnrolled(caller);
  const familyId = familyOf(caller, request.familyId);
  if (params instanceof HttpError) throw params;

  const answered = (counted: D1Result[]): FamilyListAnswer<T> => {
    const [versionRows, ...rowResults] = counted;
    return { etag: etag(versionRows!, params), answer: familyReadAnswer(read, rowResults, params) };
  };
  if (hinted && !conditional) return answered(results);
  if (conditional) {
    const [versionRows] = hinted ? results : await db.$client.batch([counters(familyId)]);
    const current = etag(versionRows!, params);
    if (matchesIfNoneMatch(request.ifNoneMatch, current)) return { etag: current };
  }
  return answered(await db.$client.batch([counters(familyId), ...rows(familyId, params)]));
}
