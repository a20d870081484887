import { useEffect } from "react";
import { focusManager, useQueryClient } from "@tanstack/react-query";
import { connectLive } from "@web/lib/live";
import { ownWrites } from "@web/lib/own-writes";
import { liveSocket, pollByLiveState } from "@web/lib/live-poll";
import { liveRefetcher } from "@web/lib/live-refetch";

/**
 * Mounted once, in the signed-in shell: one live connection per signed-in tab, and the polling
 * that stands in for it only while it is down (or, for a user without a family, absent).
 */
export function useLiveChannel(familyId: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refetcher = liveRefetcher(queryClient, (message) => ownWrites.isOwnEcho(message.cause));
    liveSocket.value = familyId ? "down" : "none";
    const stopLive = familyId
      ? connectLive({
          onMessage: refetcher.onMessage,
          onReconnect: refetcher.refetchAll,
          onState: (state) => {
            liveSocket.value = state;
          },
        })
      : undefined;
    // As TanStack's own interval did: a hidden tab does not poll (offline, the reads pause anyway).
    const stopPolling = pollByLiveState(() => {
      if (focusManager.isFocused()) refetcher.refetchAll();
    });
    return () => {
      stopPolling();
      stopLive?.();
      refetcher.stop();
      liveSocket.value = "none";
    };
  }, [familyId, queryClient]);
}
