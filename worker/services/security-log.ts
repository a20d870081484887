import { sql, type SQL } from "drizzle-orm";
import { COUNTED_SECURITY_EVENTS, SECURITY_REFUSAL_WINDOW_MS, type SecurityEventKind } from "@contract/security-events";
import { securityEvents } from "../db/schema";
import type { Db } from "../env";
import { hashToken, newId } from "../lib/crypto";
import { iso } from "../lib/time";

interface SecurityEvent {
  kind: SecurityEventKind;
  /** The client key (worker/lib/client.ts). */
  client: string;
  /** The subject: whose account it concerns. */
  userId?: string | null;
  /** Who did it: the signed-in caller, when there was one. */
  actorId?: string | null;
  /** For refusals: the route, as `METHOD /path/:param`. */
  route?: string | null;
}

/** A refusal's row for its window: the same id for the same kind, client, route and user in one window. */
function refusalId(event: SecurityEvent, now: number): string {
  const window = Math.floor(now / SECURITY_REFUSAL_WINDOW_MS);
  return `refusal-${hashToken([event.kind, event.client, event.route ?? "", event.userId ?? "", window].join("\n")).slice(0, 32)}`;
}

/** Writes one event; a refusal adds one to its window's row instead (one statement, so parallel ones all count). */
export async function recordSecurityEvent(db: Db, event: SecurityEvent, now = Date.now()): Promise<void> {
  const counted = COUNTED_SECURITY_EVENTS.includes(event.kind);
  await db
    .insert(securityEvents)
    .values({
      id: counted ? refusalId(event, now) : newId(),
      kind: event.kind,
      userId: event.userId ?? null,
      actorId: event.actorId ?? null,
      client: event.client,
      route: event.route ?? null,
      createdAt: iso(now),
    })
    .onConflictDoUpdate({ target: securityEvents.id, set: { count: sql`${securityEvents.count} + 1` } });
}

/** Who did an action, and from which client: for the event an action writes in its own batch. */
export interface Audit {
  actorId: string | null;
  client: string;
}

interface ActionEvent {
  kind: SecurityEventKind;
  /** The account acted on. */
  userId?: string | null;
  /** What else the action names (a ticket, a message, row counts): small, never a secret. */
  detail?: Record<string, unknown>;
}

/**
 * An action's event as a statement for the action's own batch, so the log holds it exactly when
 * the action happened. `when` limits it to the case the action's own conditional write applies to
 * (placed before that write in the batch, it sees the rows as the write will).
 */
export function securityEventQuery(db: Db, audit: Audit, event: ActionEvent, when: SQL = sql`1`, now = Date.now()) {
  const detail = event.detail ? JSON.stringify(event.detail) : null;
  return db.run(
    sql`INSERT INTO ${securityEvents} (id, kind, user_id, actor_id, client, detail, created_at)
        SELECT ${newId()}, ${event.kind}, ${event.userId ?? null}, ${audit.actorId}, ${audit.client}, ${detail}, ${iso(now)} WHERE ${when}`,
  );
}
