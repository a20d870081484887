import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { connectLive, localChanges } from "@web/lib/live";
import { liveRefetcher } from "@web/lib/live-refetch";

/** Mounted once, in the signed-in shell: one live connection per signed-in tab. */
export function useLiveChannel(familyId: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!familyId) return;
    const refetcher = liveRefetcher(queryClient, (type) => localChanges.consume(type));
    const stop = connectLive({ onMessage: refetcher.onMessage, onReconnect: refetcher.onReconnect });
    return () => {
      refetcher.stop();
      stop();
    };
  }, [familyId, queryClient]);
}
