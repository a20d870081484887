import type { Context } from "hono";
import type { LiveMessageType } from "@contract/realtime";
import type { AppEnv } from "../env";
import { disconnectUser, notifyFamily } from "../durable/stubs";
import { errorText } from "../lib/error-text";
import { notifyEveryFamily } from "../services/admin-messages";

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
 * (a user without one). A failed notice never fails the write: phones also refetch on reconnect
 * and poll.
 */
export function tellFamily(c: Context<AppEnv>, familyId: string | null, ...types: LiveMessageType[]): void {
  if (familyId === null) return;
  afterAnswer(c, `telling family ${familyId} ${types.join(", ")}`, Promise.all(types.map((type) => notifyFamily(c.env, familyId, type))));
}

/** Tells every family with someone signed in that the administrators' messages changed (the header's dot), after the answer. */
export function tellEveryFamily(c: Context<AppEnv>): void {
  const told = notifyEveryFamily({ db: c.get("db"), notify: (familyId, type) => notifyFamily(c.env, familyId, type) });
  afterAnswer(c, "telling every family of an admin message change", told);
}

/** Closes a user's open sockets (after sign-out, a password change, deletion), after the answer. */
export function closeUserSockets(c: Context<AppEnv>, familyId: string | null, userId: string): void {
  afterAnswer(c, `closing the sockets of user ${userId}`, disconnectUser(c.env, familyId, userId));
}
