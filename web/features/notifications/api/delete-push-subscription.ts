import { api } from "@web/lib/api-client";

/** Forgets this device's subscription on the server (204 whether or not it knew it). */
export function deletePushSubscription(endpoint: string): Promise<void> {
  return api<void>("/api/push/subscriptions", { method: "DELETE", body: { endpoint } });
}
