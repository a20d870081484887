import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { HistoryPage, OlderPagesObserver, OlderPagesOptions } from "./history-older-pages";

interface HistoryPagesOptions<T> {
  /** The key of the older pages: under the list's own resource key, so every refetch of the list also refetches them. */
  queryKey: QueryKey;
  /** The history rows the list's main read answered (its first page, in the list's order). */
  firstRows: readonly T[];
  /** The main read's cursor of the next page; null when the first page is the last. */
  nextBefore: string | null;
  /** How many rows show before 'Vís fleiri'. */
  collapsed: number;
  fetchPage: (before: string, signal: AbortSignal) => Promise<HistoryPage<T>>;
}

const noSubscription = () => () => undefined;

/**
 * A history section's rows: the first `collapsed` rows of the main read's first page, then, at each
 * 'Vís fleiri', the rest of that page, then one older page at a time from the paged read. The
 * older pages hang on the cursor the main read answered: when a refetch of the list (a change
 * here, a live message, a reconnect) answers another cursor, they are dropped and 'Vís fleiri'
 * reads again from the new one. They are never kept for offline starts (web/lib/query-persist.ts).
 * The infinite query that reads them loads with the first of them (web/components/ui/history/history-older-pages.ts);
 * until it is in, the section shows that page as being read.
 */
export function useHistoryPages<T extends { id: string }>({ queryKey, firstRows, nextBefore, collapsed, fetchPage }: HistoryPagesOptions<T>) {
  const client = useQueryClient();
  const [expanded, setExpanded] = useState(false);
  const [pagesFrom, setPagesFrom] = useState<string | null>(null);
  const [observer, setObserver] = useState<OlderPagesObserver<T> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const reading = pagesFrom !== null && pagesFrom === nextBefore;
  const options: OlderPagesOptions<T> = {
    queryKey: [...queryKey, pagesFrom],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: pagesFrom ?? "",
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    enabled: reading,
    meta: { kept: false },
  };

  const wantObserver = reading && !observer && !loadFailed;
  // Started once per wish; the observer then follows each render's options (below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are read once, when the module is in
  useEffect(() => {
    if (!wantObserver) return;
    let current = true;
    import("./history-older-pages").then(
      ({ olderPagesObserver }) => {
        if (current) setObserver(olderPagesObserver(client, options));
      },
      () => {
        if (current) setLoadFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [wantObserver, client]);
  useSyncExternalStore(
    useCallback((onChange: () => void) => (observer ? observer.subscribe(onChange) : noSubscription()), [observer]),
    () => observer?.getSnapshot(),
  );
  useEffect(() => {
    observer?.setOptions(options);
  });
  const older = observer?.resultFor(options);

  const olderRows = reading ? (older?.data?.pages.flatMap((page) => page.rows) ?? []) : [];
  const seen = new Set(firstRows.map((row) => row.id));
  const rows = [...firstRows, ...olderRows.filter((row) => !seen.has(row.id))];
  const visible = expanded ? rows : rows.slice(0, collapsed);
  const failed = reading && (older ? older.isError : loadFailed);
  const moreToRead = reading ? (older ? older.hasNextPage || (older.isPending && !older.isError) : true) : nextBefore !== null;
  const showMore = () => {
    setExpanded(true);
    if (!expanded && rows.length > collapsed) return;
    if (!reading) setPagesFrom(nextBefore);
    else if (!older) setLoadFailed(false);
    else if (older.isError) void older.refetch();
    else if (older.hasNextPage) void older.fetchNextPage();
  };
  return {
    visible,
    hasMore: visible.length < rows.length || moreToRead,
    loading: older ? older.isFetching : reading && !loadFailed,
    failed,
    showMore,
  };
}
