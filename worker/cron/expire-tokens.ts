import { lte } from "drizzle-orm";
import {
  CLIENT_ID_KEEP_MS,
  DAV_SIGN_IN_LIMITS,
  LOGIN_LIMITS as L,
  SECOND_FACTOR_WRONG_CODES,
  SECURITY_LOG_KEEP_MS,
  THROTTLE_WINDOW_MS,
} from "@contract/limits";
import {
  authTokens,
  clientIds,
  davSignInFailures,
  enrolmentCodes,
  familyInvites,
  loginEvents,
  mfaTokens,
  secondFactorAttempts,
  securityEvents,
  sessions,
  throttleHits,
} from "../db/schema";
import { iso } from "../lib/time";
import type { JobDeps } from "./purge-shopping";

/** How long sign-in attempts are kept for the admin's login charts (which cover 7 days at most). */
const LOGIN_HISTORY_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes expired sessions, link tokens, administrators' pending code sign-ins and enrolment codes, spent challenges and
 * tickets, old invites, old sign-in attempts (the app's and CalDAV's), throttle counts and second-factor codes past their window, old security
 * events and client ids older than any queued add can be. Idempotent. */
export async function expireTokens(deps: Pick<JobDeps, "db">, now: number) {
  const { db } = deps;
  const cutoff = iso(now);
  await db.batch([
    db.delete(sessions).where(lte(sessions.expiresAt, cutoff)),
    db.delete(authTokens).where(lte(authTokens.expiresAt, cutoff)),
    db.delete(mfaTokens).where(lte(mfaTokens.expiresAt, cutoff)),
    db.delete(enrolmentCodes).where(lte(enrolmentCodes.expiresAt, cutoff)),
    db.delete(secondFactorAttempts).where(lte(secondFactorAttempts.createdAt, iso(now - SECOND_FACTOR_WRONG_CODES.windowMs))),
    db.delete(familyInvites).where(lte(familyInvites.expiresAt, cutoff)),
    db.delete(loginEvents).where(lte(loginEvents.createdAt, iso(now - Math.max(LOGIN_HISTORY_MS, L.windowMs)))),
    db.delete(davSignInFailures).where(lte(davSignInFailures.createdAt, iso(now - DAV_SIGN_IN_LIMITS.windowMs))),
    db.delete(throttleHits).where(lte(throttleHits.createdAt, iso(now - THROTTLE_WINDOW_MS))),
    db.delete(securityEvents).where(lte(securityEvents.createdAt, iso(now - SECURITY_LOG_KEEP_MS))),
    db.delete(clientIds).where(lte(clientIds.createdAt, iso(now - CLIENT_ID_KEEP_MS))),
  ]);
}
