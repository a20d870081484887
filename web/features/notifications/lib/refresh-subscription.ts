import { getPushPublicKey } from "../api/get-push-public-key";
import { savePushSubscription } from "../api/save-push-subscription";
import { subscribeDevice, turnedOffHere } from "./device-subscription";

/**
 * At each start, signed in, with permission already granted: sends this device's subscription to
 * the server again (push services change endpoints, and the server forgets a subscription with its
 * session), and subscribes again when the browser dropped it. Never asks for permission; a failure
 * waits for the next start. A device the user turned off here stays off.
 */
export async function refreshPushSubscription(): Promise<void> {
  if (typeof Notification === "undefined" || Notification.permission !== "granted" || !("serviceWorker" in navigator)) return;
  if (turnedOffHere()) return;
  try {
    const subscription = await subscribeDevice(await getPushPublicKey());
    await savePushSubscription(subscription.toJSON());
  } catch {
    // No push service, no keys on the server, or offline: nothing the user has to hear about now.
  }
}
