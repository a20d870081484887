import { api } from "@web/lib/api-client";

/** Registers this device's subscription with the server (201 new, 200 known: the same either way here). */
export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  return api<unknown>("/api/push/subscriptions", { method: "POST", body: subscription }).then(() => undefined);
}
