import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { LIVE_REFETCH_DELAY_MS } from "@contract/limits";
import { connectLive, localChanges } from "@web/lib/live";
import { familyQueryKeys, liveInvalidations } from "../live-keys";

/** Mounted once, in the signed-in shell: one live connection per signed-in tab. */
export function useLiveChannel(familyId: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!familyId) return;
    let shoppingTimer: ReturnType<typeof setTimeout> | undefined;
    const invalidate = (keys: readonly (readonly unknown[])[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };

    const stop = connectLive({
      onMessage: ({ type }) => {
        const keys = liveInvalidations[type];
        if (type !== "shopping_list_updated") {
          invalidate(keys);
          return;
        }
        // This tab's own change already refreshed the list: do not fetch it twice (spec 01 §7).
        if (localChanges.consume(type)) return;
        clearTimeout(shoppingTimer);
        shoppingTimer = setTimeout(() => invalidate(keys), LIVE_REFETCH_DELAY_MS);
      },
      onReconnect: () => invalidate(familyQueryKeys),
    });

    return () => {
      clearTimeout(shoppingTimer);
      stop();
    };
  }, [familyId, queryClient]);
}
