import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dehydrate, environmentManager, hydrate, QueryClient } from "@tanstack/react-query";
import { KEPT_CACHE_MAX_AGE_MS } from "@contract/limits";
import { queryClient } from "@web/lib/query-client";
import { keptJson, persistOptions } from "@web/lib/query-persist";

/** The app's client keeps an unwatched answer as long as the persister keeps it (docs/features/offline.md). */

const MINUTE = 60_000;
const listKey = ["shopping-lists", "f1"] as const;
const { dehydrateOptions } = persistOptions("u1");
const keptKeys = (client: QueryClient) => dehydrate(client, dehydrateOptions).queries.map((query) => query.queryKey);

// Node counts as a server, where TanStack never collects anything; the app runs in a browser.
const wasServer = environmentManager.isServer();
beforeEach(() => {
  environmentManager.setIsServer(() => false);
  vi.useFakeTimers();
});
afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
  environmentManager.setIsServer(() => wasServer);
});

describe("the app's query client", () => {
  it("keeps a page's answer with no screen watching it for the kept cache's week, in memory and in what is persisted", async () => {
    await queryClient.fetchQuery({ queryKey: listKey, queryFn: () => Promise.resolve(["Mjólk"]) });
    expect(queryClient.getQueryCache().find({ queryKey: listKey })?.getObserversCount()).toBe(0);

    await vi.advanceTimersByTimeAsync(6 * MINUTE);
    expect(queryClient.getQueryData(listKey)).toEqual(["Mjólk"]);
    await vi.advanceTimersByTimeAsync(KEPT_CACHE_MAX_AGE_MS - 7 * MINUTE);
    expect(queryClient.getQueryData(listKey)).toEqual(["Mjólk"]);
    expect(keptKeys(queryClient)).toEqual([listKey]);
  });

  it("keeps a read whose refetch failed (the server out of reach) as the answer it had, and leaves out one that never answered", async () => {
    await queryClient.fetchQuery({ queryKey: listKey, queryFn: () => Promise.resolve(["Mjólk"]) });
    const refetch = queryClient.fetchQuery({ queryKey: listKey, queryFn: () => Promise.reject(new TypeError("Failed to fetch")), staleTime: 0 });
    await expect(refetch).rejects.toThrow("Failed to fetch");
    await expect(queryClient.fetchQuery({ queryKey: ["events", "f1"], queryFn: () => Promise.reject(new TypeError("Failed to fetch")) })).rejects.toThrow();
    expect(queryClient.getQueryState(listKey)?.status).toBe("error");

    const kept = JSON.parse(keptJson({ timestamp: Date.now(), buster: "1", clientState: dehydrate(queryClient, dehydrateOptions) }));
    const next = new QueryClient();
    hydrate(next, kept.clientState);
    expect(next.getQueryState(listKey)).toMatchObject({ status: "success", data: ["Mjólk"], error: null });
    expect(next.getQueryState(["events", "f1"])).toBeUndefined();
  });

  it("keeps an answer restored from IndexedDB that no screen opens", async () => {
    const earlier = new QueryClient();
    earlier.setQueryData(listKey, ["Te"]);
    hydrate(queryClient, JSON.parse(JSON.stringify(dehydrate(earlier, dehydrateOptions))));

    await vi.advanceTimersByTimeAsync(6 * MINUTE);
    expect(queryClient.getQueryData(listKey)).toEqual(["Te"]);
    expect(keptKeys(queryClient)).toEqual([listKey]);
  });
});
