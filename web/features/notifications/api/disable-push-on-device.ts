import { changeOptions } from "@web/lib/mutation-options";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { setTurnedOffHere, unsubscribeDevice } from "../lib/device-subscription";
import { deletePushSubscription } from "./delete-push-subscription";

/**
 * Ends this device's subscription and tells the server. Remembered on the device, so the start-up
 * refresh does not subscribe it again while the browser's permission stays granted.
 */
export async function disablePushOnDevice(): Promise<void> {
  setTurnedOffHere(true);
  const endpoint = await unsubscribeDevice();
  if (endpoint) await deletePushSubscription(endpoint);
}

export const disablePushMutationOptions = changeOptions<void, void>({ mutationFn: () => disablePushOnDevice(), errorToast: null });

export const useDisablePush = (config?: MutationHookOptions<typeof disablePushMutationOptions>) => useEndpointMutation(disablePushMutationOptions, config);
