import { QueryClient } from "@tanstack/react-query";
import { KEPT_CACHE_MAX_AGE_MS } from "@contract/limits";

/**
 * Reads are not retried and data never goes stale by itself (docs/decisions.md#everywhere): the live channel
 * invalidates the family lists, and they are polled only while it is down (web/lib/live-poll.ts).
 * Only the signed-in app imports this, so TanStack Query stays out of the sign-in route's bundle.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      // As long as the persister keeps them: a page left (or restored and not yet opened) is kept for the
      // offline week, not dropped from memory, and with it from IndexedDB, after TanStack's 5 minutes.
      // Leaving the signed-in app clears the cache (web/app/layout/signed-in-app.tsx).
      gcTime: KEPT_CACHE_MAX_AGE_MS,
    },
    // A change fails at once with no connection (and says so), unless it is one of the changes
    // queued offline (web/lib/write-queue.ts), which pause instead.
    mutations: { retry: false, networkMode: "always" },
  },
});
