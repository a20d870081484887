import type { SecurityEventKind } from "@contract/security-events";
import { securityEvents } from "../db/schema";
import type { Db } from "../env";
import { newId } from "../lib/crypto";
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

export async function recordSecurityEvent(db: Db, event: SecurityEvent, now = Date.now()): Promise<void> {
  await db.insert(securityEvents).values({
    id: newId(),
    kind: event.kind,
    userId: event.userId ?? null,
    actorId: event.actorId ?? null,
    client: event.client,
    route: event.route ?? null,
    createdAt: iso(now),
  });
}
