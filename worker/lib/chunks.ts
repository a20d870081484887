/** The items in runs of at most `size`, in order: a queue message's rooms, a statement's bound values (D1 binds at most 100). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}
