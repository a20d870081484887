import type { Context } from "hono";
import type { LiveMessageType } from "@contract/realtime";
import type { FamilyEnv } from "../env";
import { notifyFamily } from "../durable/stubs";

/** After a family write: fan the change out without holding up the response. */
export function notifyCallerFamily(c: Context<FamilyEnv>, type: LiveMessageType): void {
  c.executionCtx.waitUntil(notifyFamily(c.env, c.get("familyId"), type));
}
