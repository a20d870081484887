import type { Context } from "hono";
import type { AppEnv } from "../env";
import { RateLimitedError } from "../lib/http-error";

/**
 * The one write allowance of every way in (docs/features/quotas.md "Writes per member"): the JSON
 * mount and the CalDAV mount both call `gateWrite` once a request's caller is known and before
 * anything is written, so a member's JSON and CalDAV writes share one count, as a kitchen screen's
 * writes share theirs. A new way in that writes calls it too.
 */

/** The methods that write, on either way in. PROPPATCH sets nothing today, but a client means it as a write. */
const WRITE_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE", "PROPPATCH"]);

export const isWriteMethod = (method: string): boolean => WRITE_METHODS.has(method.toUpperCase());

/**
 * Counts the request against its writer's per-minute allowance (WRITES_PER_USER_PER_MINUTE) when
 * it writes: `writer` is the member's user id, or the kitchen screen's id. Over it: 429 with
 * Retry-After. Cloudflare's rate limiter keeps the count and writes nothing to D1; a deployment
 * without the binding (the bench's copy) does not count. `subjectId` names the member in the
 * security log's row where the request has no session (CalDAV).
 */
export async function gateWrite(c: Context<AppEnv>, writer: string | undefined, subjectId: string | null = null): Promise<void> {
  if (writer === undefined || !isWriteMethod(c.req.method)) return;
  const limiter = c.env.WRITES_PER_USER;
  if (limiter && !(await limiter.limit({ key: writer })).success) throw new RateLimitedError(60_000, "rate_limited", subjectId);
}
