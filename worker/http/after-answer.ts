import type { Context } from "hono";
import { LIVE_NOTICES_HEADER, type LiveMessageType } from "@contract/realtime";
import type { AppEnv } from "../env";
import { disconnectUser, notifyFamily } from "../durable/stubs";
import { broadcastMessages, everyDatabaseName, queueFanout } from "../fanout/producer";
import { errorText } from "../lib/error-text";

/**
 * Work that runs after the answer has gone (mail, logs, live notices). A failure is logged with the
 * request's id and the error's safe text (lib/error-text.ts: never the bound values), never thrown:
 * the caller already has the answer.
 */
export function afterAnswer(c: Context<AppEnv>, what: string, work: Promise<unknown>): void {
  c.executionCtx.waitUntil(work.catch((error: unknown) => console.error(`[${c.get("requestId")}] ${what} failed: ${errorText(error)}`)));
}

/** A deferrer for services that take one (`defer: (work) => void`). */
export const deferrer =
  (c: Context<AppEnv>, what: string) =>
  (work: Promise<unknown>): void =>
    afterAnswer(c, what, work);

/**
 * Tells a family's open phones what changed, after the answer; nothing when there is no family
 * (a user without one). Each notice names this request, and the answer lists the notices in
 * `X-Live-Notices`, so the tab that wrote knows their echo by identity (docs/api.md "Live channel").
 * A failed notice never fails the write: phones also refetch on reconnect and poll.
 */
export function tellFamily(c: Context<AppEnv>, familyId: string | null, ...types: LiveMessageType[]): void {
  if (familyId === null) return;
  const cause = c.get("requestId");
  const told = [...(c.get("told") ?? []), ...types];
  c.set("told", told);
  c.header(LIVE_NOTICES_HEADER, [...new Set(told)].join(", "));
  afterAnswer(c, `telling family ${familyId} ${types.join(", ")}`, Promise.all(types.map((type) => notifyFamily(c.env, familyId, type, cause))));
}

/**
 * Tells every family with someone signed in that the administrators' messages changed (the header's
 * dot): one message per database to the fan-out queue, after the answer, whose consumer walks that
 * database's families a page at a time (worker/fanout/consumer.ts). The request's work does not grow
 * with the families.
 */
export function tellEveryFamily(c: Context<AppEnv>): void {
  const queued = queueFanout(c.env.FANOUT).send(broadcastMessages("admin_messages_updated", Date.now(), everyDatabaseName(c.env)));
  afterAnswer(c, "queueing the admin message change for every family", queued);
}

/** Closes a user's open sockets (after sign-out, a password change, deletion), after the answer. */
export function closeUserSockets(c: Context<AppEnv>, familyId: string | null, userId: string): void {
  afterAnswer(c, `closing the sockets of user ${userId}`, disconnectUser(c.env, familyId, userId));
}
