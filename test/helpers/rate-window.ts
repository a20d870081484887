/**
 * Cloudflare's rate limiter (and miniflare's, in these tests) counts in windows aligned to the
 * wall clock's minutes: a test that needs its writes in one window waits, when less than `needMs`
 * of the current one is left, for the next to start.
 */
export async function freshMinute(needMs = 40_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
