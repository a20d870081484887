import { sql } from "drizzle-orm";
import { THROTTLE_WINDOW_MS } from "@contract/limits";
import type { Db } from "../env";
import { hmacHex } from "../lib/crypto";
import { RateLimitedError } from "../lib/http-error";
import { iso } from "../lib/time";

export interface ThrottleRule {
  /** What is counted, e.g. "reset-mail". */
  action: string;
  /** Who or what it is counted by: an e-mail address (lower-cased) or a client key. */
  by: string;
  limit: number;
}

/** The bucket of a rule: its action and a keyed hash of its key, so the table holds no addresses. */
const bucketOf = (secret: string, rule: ThrottleRule) => `${rule.action}:${hmacHex(secret, `${rule.action}\n${rule.by}`).slice(0, 32)}`;

/**
 * Counts one use against every rule, or refuses it with a RateLimitedError. One statement inserts
 * a row per rule only when every bucket is still under its limit, so parallel requests cannot all
 * slip past a check made before the write, and a refused request writes nothing.
 */
export async function takeThrottle(db: Db, secret: string, rules: readonly ThrottleRule[], now = Date.now(), windowMs = THROTTLE_WINDOW_MS) {
  const since = iso(now - windowMs);
  const buckets = rules.map((rule) => ({ bucket: bucketOf(secret, rule), limit: rule.limit }));
  const under = sql.join(
    buckets.map(({ bucket, limit }) => sql`(SELECT count(*) FROM throttle_hits WHERE bucket = ${bucket} AND created_at > ${since}) < ${limit}`),
    sql` AND `,
  );
  const rows = sql.join(
    buckets.map(({ bucket }) => sql`(${bucket})`),
    sql`, `,
  );
  const taken = await db.all<{ bucket: string }>(
    sql`INSERT INTO throttle_hits (bucket, created_at) SELECT column1, ${iso(now)} FROM (VALUES ${rows}) WHERE ${under} RETURNING bucket`,
  );
  if (taken.length > 0) return;

  // Refused: a full bucket frees a place when its oldest use leaves the window.
  const state = await db.all<{ bucket: string; n: number; oldest: string }>(
    sql`SELECT bucket, count(*) AS n, min(created_at) AS oldest FROM throttle_hits WHERE bucket IN (${sql.join(
      buckets.map(({ bucket }) => sql`${bucket}`),
      sql`, `,
    )}) AND created_at > ${since} GROUP BY bucket`,
  );
  const waits = state
    .filter((row) => row.n >= (buckets.find((entry) => entry.bucket === row.bucket)?.limit ?? Number.POSITIVE_INFINITY))
    .map((row) => Date.parse(row.oldest) + windowMs - now);
  throw new RateLimitedError(Math.max(1000, ...waits));
}
