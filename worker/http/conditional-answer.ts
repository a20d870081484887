import type { Context } from "hono";
import type { AppEnv } from "../env";
import { type Counter, countersEtag, countersStatement, matchesIfNoneMatch } from "../lib/family-versions";

/**
 * A signed-in read that is not a family's, answered conditionally like the family reads
 * (docs/features/conditional-reads.md): its ETag stands for the counters its rows are kept by. The
 * counters are read before the rows, so an ETag never stands for rows older than it says; a phone
 * whose ETag is current gets 304 from that one small read.
 */
export async function conditionalJson(
  c: Context<AppEnv>,
  stamp: { read: string; counters: readonly Counter[]; params?: unknown },
  rows: () => Promise<unknown>,
): Promise<Response> {
  const result = await countersStatement(c.get("db").$client, stamp.counters).all();
  const etag = countersEtag(stamp.read, result, stamp.counters, stamp.params);
  if (matchesIfNoneMatch(c.req.header("If-None-Match"), etag)) return c.body(null, 304, { ETag: etag });
  return c.json(await rows(), 200, { ETag: etag });
}
