import type { Context } from "hono";
import { pushMessages } from "@contract/messages";
import type { AppEnv, Bindings } from "../env";
import { HttpError } from "../lib/http-error";
import { vapidFromEnv, type VapidKeys } from "../lib/web-push/vapid";
import type { PushDeps } from "../services/push/devices";

/** The server's VAPID keys and contact, or 503 when the deployment has none (docs/deploy.md#push-notifications). */
export function vapidKeys(env: Bindings): VapidKeys {
  const keys = vapidFromEnv(env);
  if (!keys) throw new HttpError("unavailable", pushMessages.notConfigured);
  return keys;
}

/** What sending a push needs, for a route that sends one in its own request; 503 without keys. */
export const pushDeps = (c: Context<AppEnv>): PushDeps => ({ db: c.get("db"), vapid: vapidKeys(c.env) });
