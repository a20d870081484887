import { desc, isNotNull, lt, lte, or } from "drizzle-orm";
import { KITCHEN_PIN_TRIES } from "@contract/kitchen-limits";
import { FAMILY_FETCH_WINDOW_MS } from "@contract/outside-calendar-limits";
import {
  APP_ERRORS_KEEP_MS,
  APP_ERRORS_MAX,
  CLIENT_ID_KEEP_MS,
  LOGIN_LIMITS as L,
  SECOND_FACTOR_WRONG_CODES,
  SECURITY_LOG_KEEP_MS,
  THROTTLE_WINDOW_MS,
} from "@contract/limits";
import { DAV_SIGN_IN_LIMITS } from "@contract/caldav-limits";
import {
  appErrors,
  authTokens,
  calendarFetches,
  clientIds,
  davSignInFailures,
  enrolmentCodes,
  familyInvites,
  kitchenPairings,
  kitchenPinTries,
  loginEvents,
  mfaTokens,
  secondFactorAttempts,
  securityEvents,
  sessions,
  throttleHits,
} from "../db/schema";
import { iso } from "../lib/time";
import type { Db } from "../env";
import type { JobDeps } from "./purge-shopping";

/** How long sign-in attempts are kept for the admin's login charts (which cover 7 days at most). */
const LOGIN_HISTORY_MS = 30 * 24 * 60 * 60 * 1000;

/** The errors log past its keeping time, or older than its newest APP_ERRORS_MAX rows (a burst of 500s cannot grow it for a month). */
const appErrorsDelete = (db: Db, now: number) =>
  db.delete(appErrors).where(
    or(
      lte(appErrors.createdAt, iso(now - APP_ERRORS_KEEP_MS)),
      lt(
        appErrors.createdAt,
        db
          .select({ createdAt: appErrors.createdAt })
          .from(appErrors)
          .orderBy(desc(appErrors.createdAt))
          .limit(1)
          .offset(APP_ERRORS_MAX - 1),
      ),
    ),
  );

/** Deletes expired sessions, link tokens, administrators' pending code sign-ins and enrolment codes, spent challenges and
 * tickets, old invites, old sign-in attempts (the app's and CalDAV's), throttle counts, second-factor codes and kitchen PIN tries past their
 * window, used or expired pairing codes, outside calendars' fetches past the family's hour, old security events and app errors, and client ids older than any queued add
 * can be: nothing a caller who is not signed in can write is kept for ever. Idempotent. */
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
    appErrorsDelete(db, now),
    db.delete(kitchenPairings).where(or(lte(kitchenPairings.expiresAt, cutoff), isNotNull(kitchenPairings.usedAt))),
    db.delete(kitchenPinTries).where(lte(kitchenPinTries.at, iso(now - KITCHEN_PIN_TRIES.windowMs))),
    db.delete(calendarFetches).where(lte(calendarFetches.at, iso(now - FAMILY_FETCH_WINDOW_MS))),
  ]);
}
