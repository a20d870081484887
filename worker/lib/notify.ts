import type { Context } from "hono";
import type { LiveMessageType } from "@contract/realtime";
import type { FamilyEnv } from "../env";
import { notifyFamily } from "../durable/stubs";

/** After a family write: fan the change out without holding up the response. */
export function notifyCallerFamily(c: Context<FamilyEnv>, type: LiveMessageType): void {
  c.executionCtx.waitUntil(notifyFamily(c.env, c.get("familyId"), type));
}

/** After a write on a route that needs no family: tells `familyId`'s room, if the user has a family at all. */
export function notifyFamilyOf(c: Context, familyId: string | null, type: LiveMessageType): void {
  if (familyId !== null) c.executionCtx.waitUntil(notifyFamily(c.env, familyId, type));
}
