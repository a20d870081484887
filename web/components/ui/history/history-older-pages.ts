import {
  type InfiniteData,
  InfiniteQueryObserver,
  type InfiniteQueryObserverOptions,
  type InfiniteQueryObserverResult,
  notifyManager,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";

/** One page of a history list as a paged read answers it (docs/api.md "Paging in headers"). */
export interface HistoryPage<T> {
  rows: T[];
  nextBefore: string | null;
}

export type OlderPagesOptions<T> = InfiniteQueryObserverOptions<HistoryPage<T>, Error, InfiniteData<HistoryPage<T>, string>, QueryKey, string>;
export type OlderPagesResult<T> = InfiniteQueryObserverResult<InfiniteData<HistoryPage<T>, string>, Error>;

/**
 * A history section's older pages as TanStack's infinite query, driven as its `useInfiniteQuery`
 * drives one (the observer read through useSyncExternalStore, in web/components/ui/history/history-pages.ts). In a
 * module of its own that loads when the first older page is asked for: a list page's first load
 * leaves out the infinite-query code (docs/bench.md).
 */
export function olderPagesObserver<T>(client: QueryClient, options: OlderPagesOptions<T>) {
  // TanStack's own hooks cast the same way: the defaulted options' type drops the infinite query's own fields.
  const defaulted = (next: OlderPagesOptions<T>) => ({
    ...(client.defaultQueryOptions(next) as unknown as OlderPagesOptions<T>),
    _optimisticResults: "optimistic" as const,
  });
  const observer = new InfiniteQueryObserver(client, defaulted(options));
  return {
    subscribe: (onChange: () => void) => {
      const unsubscribe = observer.subscribe(notifyManager.batchCalls(onChange));
      observer.updateResult();
      return unsubscribe;
    },
    getSnapshot: () => observer.getCurrentResult(),
    /** The result for these options as the render sees it (a fetch about to start counts as fetching). */
    resultFor: (next: OlderPagesOptions<T>): OlderPagesResult<T> =>
      observer.getOptimisticResult(defaulted(next) as Parameters<typeof observer.getOptimisticResult>[0]),
    setOptions: (next: OlderPagesOptions<T>) => observer.setOptions(defaulted(next)),
  };
}

export type OlderPagesObserver<T> = ReturnType<typeof olderPagesObserver<T>>;
