import { type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";

/** One page of a history list as a paged read answers it (docs/api.md "Pages with a cursor"). */
export interface HistoryPage<T> {
  rows: T[];
  nextBefore: string | null;
}

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

/**
 * A history section's rows: the first `collapsed` rows of the main read's first page, then, at each
 * 'Vís fleiri', the rest of that page, then one older page at a time from the paged read. The
 * older pages hang on the cursor the main read answered: when a refetch of the list (a change
 * here, a live message, a reconnect) answers another cursor, they are dropped and 'Vís fleiri'
 * reads again from the new one. They are never kept for offline starts (web/lib/query-persist.ts).
 */
export function useHistoryPages<T extends { id: string }>({ queryKey, firstRows, nextBefore, collapsed, fetchPage }: HistoryPagesOptions<T>) {
  const [expanded, setExpanded] = useState(false);
  const [pagesFrom, setPagesFrom] = useState<string | null>(null);
  const reading = pagesFrom !== null && pagesFrom === nextBefore;
  const older = useInfiniteQuery({
    queryKey: [...queryKey, pagesFrom],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: pagesFrom ?? "",
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    enabled: reading,
    meta: { kept: false },
  });
  const olderRows = reading ? (older.data?.pages.flatMap((page) => page.rows) ?? []) : [];
  const seen = new Set(firstRows.map((row) => row.id));
  const rows = [...firstRows, ...olderRows.filter((row) => !seen.has(row.id))];
  const visible = expanded ? rows : rows.slice(0, collapsed);
  const moreToRead = reading ? older.hasNextPage || (older.isPending && !older.isError) : nextBefore !== null;
  const showMore = () => {
    setExpanded(true);
    if (!expanded && rows.length > collapsed) return;
    if (!reading) setPagesFrom(nextBefore);
    else if (older.isError) void older.refetch();
    else if (older.hasNextPage) void older.fetchNextPage();
  };
  return {
    visible,
    hasMore: visible.length < rows.length || moreToRead,
    loading: older.isFetching,
    failed: reading && older.isError,
    showMore,
  };
}

/**
 * A history count after an optimistic edit of the cached rows: a row that enters the history here
 * (a task completed) counts at once, one that leaves it (a completed row deleted) no more.
 */
export function countAfterEdit<T>(count: number, before: readonly T[], after: readonly T[], inHistory: (row: T) => boolean): number {
  const counted = (rows: readonly T[]) => rows.filter(inHistory).length;
  return Math.max(0, count + counted(after) - counted(before));
}
