import type { SecurityEventKind } from "@contract/security-events";
import type { Db } from "../env";
import { recordSecurityEvent } from "../services/security-log";
import { clientKey } from "./client";
import { errorText } from "./error-text";

/** What the log needs of a request's context (any of the app's Context types has it). */
interface RequestFacts {
  var: { db: Db };
  req: { header: (name: string) => string | undefined };
  executionCtx: { waitUntil: (work: Promise<unknown>) => void };
}

/** The client of a request, as the limiters and the security log name it. */
export const requestClient = (c: Pick<RequestFacts, "req">) => clientKey(c.req.header("CF-Connecting-IP"));

/**
 * Writes a security event after the answer is sent, so the log costs the caller no time. A
 * failed write is reported, never thrown: the request has already been answered.
 */
export function logSecurityEvent(c: RequestFacts, kind: SecurityEventKind, options: { userId?: string | null; route?: string } = {}): void {
  const work = recordSecurityEvent(c.var.db, { kind, client: requestClient(c), userId: options.userId ?? null, route: options.route ?? null });
  c.executionCtx.waitUntil(work.catch((error: unknown) => console.error(`security log write failed: ${errorText(error)}`)));
}
