import { useEffect } from "react";

/** How long an idle moment may wait before the refresh runs anyway. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Once per signed-in start (the shell mounts again after a sign-out and a new sign-in), when notifications are already allowed: sends this device's push
 * subscription to the server again (docs/features/notifications.md). The code comes in its own chunk
 * after the first paint, when the browser is idle; on a device that never allowed notifications
 * nothing is loaded at all. Never asks for permission.
 */
export function usePushRefresh(): void {
  useEffect(() => {
    if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
    const refresh = () => void import("@web/features/notifications/lib/refresh-subscription").then(({ refreshPushSubscription }) => refreshPushSubscription());
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(refresh, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(refresh, IDLE_TIMEOUT_MS / 2);
    return () => clearTimeout(timer);
  }, []);
}
