import { infiniteQueryOptions } from "@tanstack/react-query";
import { ADMIN_POLL_MS } from "@contract/limits";

/**
 * An admin list in pages, newest first, as one list of the pages loaded so far: 'Load more' reads
 * the page after the last one's cursor. The poll and an admin change refetch every loaded page, each
 * from the fresh cursor of the one before, so a refetch neither skips nor repeats a row.
 */
export const adminPagesQueryOptions = <K extends readonly unknown[], P extends { nextBefore: string | null }, R>(
  queryKey: K,
  read: (before: string | null, signal: AbortSignal) => Promise<P>,
  rowsOf: (page: P) => R[],
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => read(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    select: (data) => data.pages.flatMap(rowsOf),
    refetchInterval: ADMIN_POLL_MS,
  });
