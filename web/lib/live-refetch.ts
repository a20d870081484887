import type { QueryClient } from "@tanstack/react-query";
import type { LiveMessage, LiveMessageType } from "@contract/realtime";
import { familyQueryKeys, liveInvalidations, liveRefetchDelayMs } from "./resource-keys";

/**
 * What a tab does with the live channel: each message makes stale what its type names (the
 * shopping list after 2 s, restarted by each new message, so a burst of ticks costs one refetch),
 * unless it is the echo of this tab's own change; a reconnect, and each poll while the socket is
 * down, makes every family query stale.
 */
export function liveRefetcher(queryClient: QueryClient, isOwnEcho: (message: LiveMessage) => boolean) {
  const timers = new Map<LiveMessageType, ReturnType<typeof setTimeout>>();
  const invalidate = (keys: readonly (readonly unknown[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  return {
    onMessage: (message: LiveMessage) => {
      // The echo of this tab's own change: the change already refetched what it touched.
      if (isOwnEcho(message)) return;
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
    },
    refetchAll: () => invalidate(familyQueryKeys),
    stop: () => {
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
