/**
 * Cloudflare's rate limiter (and miniflare's, in these tests) counts in windows aligned to the
 * wall clock's minutes. When less than `needMs` of the current one is left, waits for the next to start.
 */
async function freshMinute(needMs = 40_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

const minuteNow = () => Math.floor(Date.now() / 60_000);

/**
 * Runs `attempt` (which makes its own callers, so each run has counts of its own) with all its
 * writes in one limiter window, without waiting up front: a run is only a few seconds, so it mostly
 * stays in its minute. Only when it failed and the minute turned meanwhile is it run once more, from
 * a fresh minute; a failure within one minute is the test's failure.
 */
export async function inOneWindow(attempt: () => Promise<void>): Promise<void> {
  const started = minuteNow();
  try {
    await attempt();
  } catch (error) {
    if (minuteNow() === started) throw error;
    await freshMinute();
    await attempt();
  }
}
