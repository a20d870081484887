import { SECURITY_LOG_PAGE } from "@contract/limits";
import { pageOf, splitCursor } from "@contract/paging";
import type { SecurityEventEntry, SecurityEventPage, SecurityEventsQuery } from "@contract/schemas/security-log";
import type { Db } from "@worker/env";
import { mergeNewestFirst, type NamedDb, readEvery } from "./across-databases";

type Row = Omit<SecurityEventEntry, "detail"> & { detail: string | null };

/** A stored detail as an object; a row restored from an older or foreign file may hold anything. */
function parsedDetail(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { text };
  } catch {
    return { text };
  }
}

/**
 * One page's statement, newest first in keyset order on (created_at, id): each page starts
 * strictly after the last one's cursor, so paging lists every event exactly once even when events
 * share a millisecond. The filters narrow the one statement, which reads the index of its kind, its
 * actor or its time (migration 0023 ends each in the id), with no sort.
 */
export function securityEventsStatement(query: SecurityEventsQuery): { sql: string; params: string[] } {
  const conditions: string[] = [];
  const params: string[] = [];
  if (query.kind) {
    params.push(query.kind);
    conditions.push(`e.kind = ?${params.length}`);
  }
  if (query.actor) {
    params.push(query.actor);
    // A username (as sign-in matches it, case-insensitive), else an account id, also of a deleted
    // account (an id is never a valid username). One value, so the actor index gives the order.
    conditions.push(`e.actor_id = coalesce((SELECT id FROM users WHERE lower(username) = lower(?${params.length})), ?${params.length})`);
  }
  if (query.before) {
    const { at, id } = splitCursor(query.before);
    params.push(at, id);
    conditions.push(`(e.created_at, e.id) < (?${params.length - 1}, ?${params.length})`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
  return {
    sql: `SELECT e.id, e.kind, e.created_at AS createdAt, e.user_id AS userId, u.username AS username, e.actor_id AS actorId, a.username AS actor,
              e.client, e.route, e.count, e.detail
         FROM security_events e LEFT JOIN users u ON u.id = e.user_id LEFT JOIN users a ON a.id = e.actor_id
         ${where} ORDER BY e.created_at DESC, e.id DESC LIMIT ${SECURITY_LOG_PAGE + 1}`,
    params,
  };
}

/**
 * The actor filter's account id: the account of that username in whichever database holds it,
 * since its events may be in another (a refused sign-in is logged where sign-in runs); else the
 * text itself, which the statement takes as an id.
 */
async function actorId(databases: readonly NamedDb[], actor: string): Promise<string> {
  const { answers } = await readEvery(databases, (db) =>
    db.$client.prepare("SELECT id FROM users WHERE lower(username) = lower(?1)").bind(actor).first<{ id: string }>(),
  );
  return answers.find((row) => row !== null)?.id ?? actor;
}

/**
 * One page of the security log over every database, and the cursor of the next (rows written
 * meanwhile appear only on a fresh first page): each database answers its page after the cursor, merged.
 */
export async function securityEventsPage(databases: readonly NamedDb[], query: SecurityEventsQuery): Promise<SecurityEventPage & { unavailable: string[] }> {
  const filter = query.actor && databases.length > 1 ? { ...query, actor: await actorId(databases, query.actor) } : query;
  const { sql, params } = securityEventsStatement(filter);
  const read = async (db: Db) =>
    (
      await db.$client
        .prepare(sql)
        .bind(...params)
        .all<Row>()
    ).results;
  const { answers, unavailable } = await readEvery(databases, read);
  const merged = mergeNewestFirst(answers, (row) => row.createdAt, SECURITY_LOG_PAGE + 1);
  const { rows, nextBefore } = pageOf(merged, SECURITY_LOG_PAGE, (row) => ({ at: row.createdAt, id: row.id }));
  return { events: rows.map((row) => ({ ...row, detail: parsedDetail(row.detail) })), nextBefore, unavailable };
}
