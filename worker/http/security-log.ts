import type { Context } from "hono";
import type { SecurityEventKind } from "@contract/security-events";
import type { AppEnv } from "../env";
import { clientKey, clientNetwork } from "../lib/client";
import { type Audit, recordSecurityEvent } from "../services/security-log";
import { afterAnswer } from "./after-answer";

/** The client of a request (an IPv6 address by its /64), as the sign-in pair limit and the security log name it. */
export const requestClient = (c: Pick<Context, "req">) => clientKey(c.req.header("CF-Connecting-IP"));

/** The client's network (an IPv6 address by its /48), as the per-client ceilings count it. */
export const requestNetwork = (c: Pick<Context, "req">) => clientNetwork(c.req.header("CF-Connecting-IP"));

/** The caller and client of a request, for the event an action writes in its own batch. */
export const auditOf = (c: Context<AppEnv>): Audit => ({ actorId: c.get("auth")?.userId ?? null, client: requestClient(c) });

/**
 * Writes a security event after the answer is sent, so the log costs the caller no time. The
 * actor is the signed-in caller, when the route has one; `userId` is the subject.
 */
export function logSecurityEvent(c: Context<AppEnv>, kind: SecurityEventKind, options: { userId?: string | null; route?: string } = {}): void {
  const actorId = c.get("auth")?.userId ?? null;
  const work = recordSecurityEvent(c.get("db"), { kind, client: requestClient(c), userId: options.userId ?? null, actorId, route: options.route ?? null });
  afterAnswer(c, "security log write", work);
}
