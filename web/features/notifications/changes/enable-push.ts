import type { PushSubscriptionBody } from "@contract/schemas/push";
import { defineChange, post } from "@web/lib/changes/define-change";
import { foNotifications } from "@web/i18n/fo/notifications";
import { pushPublicKeyQueryOptions } from "../api/get-push-public-key";
import { setTurnedOffHere, subscribeDevice } from "../lib/device-subscription";

/**
 * The user's tap: the browser's prompt first (while the tap still counts as the user's), then a
 * subscription for the server's key, registered with the server (201 new, 200 known: the same here).
 * Answers the permission; a subscription the push service refuses throws with a text to show. The
 * device card shows the outcome and the failure itself.
 */
const enablePush = defineChange({
  send: async (_nothing: void, { client, call }): Promise<NotificationPermission> => {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") return permission;
    const publicKey = await client.fetchQuery(pushPublicKeyQueryOptions());
    const subscription = await subscribeDevice(publicKey).catch(() => {
      throw new Error(foNotifications.subscribeFailed);
    });
    try {
      await call(post<unknown>("/api/push/subscriptions", subscription.toJSON() as PushSubscriptionBody));
    } catch (error) {
      // Not known to the server, so not kept here either: the screen then shows it off, as it is.
      await subscription.unsubscribe().catch(() => undefined);
      throw error;
    }
    setTurnedOffHere(false);
    return permission;
  },
  errorToast: null,
});
export default enablePush;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "notifications/enable-push": typeof enablePush;
  }
}
