import type { QueryClient } from "@tanstack/react-query";
import type { LiveMessage, LiveMessageType } from "@contract/realtime";
import { familyQueryKeys, liveInvalidations, liveRefetchDelayMs } from "./resource-keys";

/**
 * What a tab does with the live channel: each message makes stale what its type names (the
 * shopping list after 2 s, restarted by each new message, so a burst of ticks costs one refetch),
 * unless it is the echo of this tab's own change (known at once, or once this tab's writes under way
 * have their answers: own-writes.ts); a reconnect, and each poll while the socket is down, makes
 * every family query stale.
 */
export function liveRefetcher(queryClient: QueryClient, isOwnEcho: (message: LiveMessage) => boolean | Promise<boolean>) {
  const timers = new Map<LiveMessageType, ReturnType<typeof setTimeout>>();
  const invalidate = (keys: readonly (readonly unknown[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const refresh = (message: LiveMessage) => {
    const { type } = message;
    const keys = liveInvalidations[type];
    const delay = liveRefetchDelayMs[type];
    if (delay === undefined) {
      invalidate(keys);
      return;
    }
    clearTimeout(timers.get(type));
    timers.set(
      type,
      setTimeout(() => {
        timers.delete(type);
        invalidate(keys);
      }, delay),
    );
  };
  return {
    onMessage: (message: LiveMessage) => {
      // The echo of this tab's own change: the change already refetched what it touched.
      const own = isOwnEcho(message);
      if (own === false) refresh(message);
      else if (own !== true) void own.then((echo) => echo || refresh(message));
    },
    refetchAll: () => invalidate(familyQueryKeys),
    stop: () => {
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
