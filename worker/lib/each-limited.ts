/**
 * Runs `work` for every item with at most `limit` running at once, and waits for all of them.
 * For fan-outs that may be large (a cron notifying thousands of families): one invocation should
 * not open thousands of Durable Object calls at once.
 */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
