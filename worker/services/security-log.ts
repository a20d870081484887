import { sql, type SQL } from "drizzle-orm";
import { COUNTED_SECURITY_EVENTS, SECURITY_REFUSAL_WINDOW_MS, type SecurityEventKind } from "@contract/security-events";
import { securityEvents } from "../db/schema";
import type { Db } from "../env";
import { fullRow } from "../lib/full-row";
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
  /** What else it names (small, never a secret). */
  detail?: Record<string, unknown>;
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
      detail: event.detail ? JSON.stringify(event.detail) : null,
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
  /** The account acted on (SQL when only the statement knows it, as for a verification link's owner). */
  userId?: string | SQL | null;
  /** Who acted, when the statement knows better than the audit (the owner of a link). */
  actorId?: SQL;
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
  const row = db
    .select(
      fullRow(securityEvents, {
        id: newId(),
        kind: event.kind,
        userId: event.userId ?? null,
        actorId: event.actorId ?? audit.actorId,
        client: audit.client,
        detail,
        createdAt: iso(now),
      }),
    )
    .from(sql`(SELECT 1)`)
    .where(when);
  return db.insert(securityEvents).select(row);
}
