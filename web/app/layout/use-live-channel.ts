import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { LiveMessageType } from "@contract/realtime";
import { connectLive, localChanges } from "@web/lib/live";
import { familyQueryKeys, liveInvalidations, liveRefetchDelayMs } from "@web/lib/resource-keys";

/** Mounted once, in the signed-in shell: one live connection per signed-in tab. */
export function useLiveChannel(familyId: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!familyId) return;
    const timers = new Map<LiveMessageType, ReturnType<typeof setTimeout>>();
    const invalidate = (keys: readonly (readonly unknown[])[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };

    const stop = connectLive({
      onMessage: ({ type }) => {
        // The echo of this tab's own change: the change already refetched what it touched (useFamilyMutation).
        if (localChanges.consume(type)) return;
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
      onReconnect: () => invalidate(familyQueryKeys),
    });

    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      stop();
    };
  }, [familyId, queryClient]);
}
