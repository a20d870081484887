import type { PushUnsubscribeBody } from "@contract/schemas/push";
import { defineChange, del } from "@web/lib/changes/define-change";
import { setTurnedOffHere, unsubscribeDevice } from "../lib/device-subscription";

/**
 * Ends this device's subscription and tells the server (204 whether or not it knew it). Remembered on
 * the device, so the start-up refresh does not subscribe it again while the browser's permission stays granted.
 */
const disablePush = defineChange({
  send: async (_nothing: void, { call }) => {
    setTurnedOffHere(true);
    const endpoint = await unsubscribeDevice();
    if (endpoint) await call(del("/api/push/subscriptions", { endpoint } satisfies PushUnsubscribeBody));
  },
  errorToast: null,
});
export default disablePush;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "notifications/disable-push": typeof disablePush;
  }
}
