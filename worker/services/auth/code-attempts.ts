import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { SECOND_FACTOR_WRONG_CODES as LIMIT } from "@contract/limits";
import { secondFactorAttempts } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { iso } from "@worker/lib/time";
import { recordSecurityEvent } from "@worker/services/security-log";
import { RateLimitedError } from "@worker/lib/http-error";

/** Where a code was sent: the security log's `detail.step`. */
export type CodeStep = "sign-in" | "step-up" | "enrolment";

/** One code of an administrator, holding its place in the count until it proves right. */
export interface CodeAttempt {
  id: string;
  userId: string;
  step: CodeStep;
}

/**
 * Takes a place for one code before it is judged, or refuses with 429 while the last 15 minutes
 * hold 10 of this administrator's codes not proved right. The check and the place are one
 * statement, so parallel codes each take one and no burst is judged past the limit.
 */
export async function takeCodeAttempt(db: Db, userId: string, step: CodeStep, now = Date.now()): Promise<CodeAttempt> {
  const id = newId();
  const since = iso(now - LIMIT.windowMs);
  const taken = await db.all<{ id: string }>(sql`
    INSERT INTO second_factor_attempts (id, user_id, created_at)
    SELECT ${id}, ${userId}, ${iso(now)}
    WHERE (SELECT count(*) FROM second_factor_attempts WHERE user_id = ${userId} AND created_at > ${since}) < ${LIMIT.limit}
    RETURNING id`);
  if (taken.length > 0) return { id, userId, step };
  const [oldest] = await db
    .select({ at: sql<string>`min(${secondFactorAttempts.createdAt})` })
    .from(secondFactorAttempts)
    .where(and(eq(secondFactorAttempts.userId, userId), gt(secondFactorAttempts.createdAt, since)));
  const until = oldest?.at ? Date.parse(oldest.at) + LIMIT.windowMs : now + LIMIT.windowMs;
  throw new RateLimitedError(until - now, "second_factor_locked", userId);
}

/** The code proved right: its place is given back, in the batch that spends it (only when `spent` holds there). */
export const releaseAttempt = (db: Db, attempt: CodeAttempt, spent: SQL = sql`1`) =>
  db.delete(secondFactorAttempts).where(and(eq(secondFactorAttempts.id, attempt.id), spent));

/**
 * The code was wrong: its place stays taken. Logs `second_factor_failed`, and `second_factor_locked`
 * when it was the one that filled the window (the refusals after it log themselves).
 */
export async function logWrongCode(db: Db, attempt: CodeAttempt, client: string, now = Date.now()): Promise<void> {
  const { userId, step } = attempt;
  // At sign-in nobody is signed in yet; at step-up and enrolment the administrator is the caller.
  const actorId = step === "sign-in" ? null : userId;
  await recordSecurityEvent(db, { kind: "second_factor_failed", client, userId, actorId, detail: { step } }, now);
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(secondFactorAttempts)
    .where(and(eq(secondFactorAttempts.userId, userId), gt(secondFactorAttempts.createdAt, iso(now - LIMIT.windowMs))));
  if ((row?.n ?? 0) >= LIMIT.limit) await recordSecurityEvent(db, { kind: "second_factor_locked", client, userId, actorId, detail: { step } }, now);
}
