/**
 * A history count after an optimistic edit of the cached rows: a row that enters the history here
 * (a task completed) counts at once, one that leaves it (a completed row deleted) no more. Apart
 * from the sections' paging (web/components/ui/history/history-pages.ts), which loads when a section opens, since the
 * writes' cache edits are on the list pages' first load.
 */
export function countAfterEdit<T>(count: number, before: readonly T[], after: readonly T[], inHistory: (row: T) => boolean): number {
  const counted = (rows: readonly T[]) => rows.filter(inHistory).length;
  return Math.max(0, count + counted(after) - counted(before));
}
