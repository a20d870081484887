import { changeOptions } from "@web/lib/mutation-options";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import type { QueryClient } from "@tanstack/react-query";
import { foNotifications } from "@web/i18n/fo/notifications";
import { setTurnedOffHere, subscribeDevice } from "../lib/device-subscription";
import { pushPublicKeyQueryOptions } from "./get-push-public-key";
import { savePushSubscription } from "./save-push-subscription";

/**
 * The user's tap: the browser's prompt first (while the tap still counts as the user's), then a
 * subscription for the server's key, registered with the server. Answers the permission; a
 * subscription the push service refuses throws with a text to show.
 */
export async function enablePushOnDevice(queryClient: QueryClient): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission;
  const publicKey = await queryClient.fetchQuery(pushPublicKeyQueryOptions());
  const subscription = await subscribeDevice(publicKey).catch(() => {
    throw new Error(foNotifications.subscribeFailed);
  });
  try {
    await savePushSubscription(subscription.toJSON());
  } catch (error) {
    // Not known to the server, so not kept here either: the screen then shows it off, as it is.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  setTurnedOffHere(false);
  return permission;
}

/** The device card shows the outcome and the failure itself. */
export const enablePushMutationOptions = changeOptions<void, NotificationPermission>({
  mutationFn: (_nothing, { client }) => enablePushOnDevice(client),
  errorToast: null,
});

export const useEnablePush = (config?: MutationHookOptions<typeof enablePushMutationOptions>) => useEndpointMutation(enablePushMutationOptions, config);
