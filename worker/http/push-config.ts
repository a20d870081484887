import { pushMessages } from "@contract/messages";
import type { Bindings } from "../env";
import { HttpError } from "../lib/http-error";
import type { VapidKeys } from "../lib/web-push/vapid";

/** The server's VAPID keys and contact, or 503 when the deployment has none (docs/deploy.md#push-notifications). */
export function vapidKeys(env: Bindings): VapidKeys {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) throw new HttpError("unavailable", pushMessages.notConfigured);
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT || `mailto:${env.MAIL_FROM}` };
}
