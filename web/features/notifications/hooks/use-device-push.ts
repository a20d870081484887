import { useEffect, useState } from "react";
import { useChange } from "@web/lib/changes/use-change";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { deviceSubscription, turnedOffHere } from "../lib/device-subscription";
import { pushSupport, readPushEnvironment } from "../lib/push-support";

/**
 * This device's side of the settings screen: what the browser allows (read again after the prompt)
 * and whether the device is subscribed (null while the push manager is asked).
 */
export function useDevicePush() {
  const [support, setSupport] = useState(() => pushSupport(readPushEnvironment()));
  const [subscribed, setSubscribed] = useState<boolean | null>(support === "granted" ? null : false);
  useEffect(() => {
    if (support !== "granted") return;
    let current = true;
    deviceSubscription().then(
      (subscription) => current && setSubscribed(subscription !== null && !turnedOffHere()),
      () => current && setSubscribed(false),
    );
    return () => {
      current = false;
    };
  }, [support]);
  const enable = useChangeOutcome(useChange("notifications/enable-push"), {
    onSuccess: (permission) => setSubscribed(permission === "granted"),
    onSettled: () => setSupport(pushSupport(readPushEnvironment())),
  });
  const disable = useChangeOutcome(useChange("notifications/disable-push"), { onSettled: () => setSubscribed(false) });
  return { support, subscribed, enable, disable };
}
