import { WEATHER_DEFAULT_TTL_MS, WEATHER_RETRY_FIRST_MS, WEATHER_RETRY_MAX_MS, WEATHER_TTL_MAX_MS, WEATHER_TTL_MIN_MS } from "@contract/weather-limits";

/** When the cache asks MET again (docs/features/weather.md "The cache"). */

/** When the next fetch may be: MET's Expires, held between the floor and the ceiling; the default when it has none. */
export function nextFetchAt(expires: string | null, now: number): number {
  const at = expires ? Date.parse(expires) : Number.NaN;
  if (Number.isNaN(at)) return now + WEATHER_DEFAULT_TTL_MS;
  return Math.min(now + WEATHER_TTL_MAX_MS, Math.max(now + WEATHER_TTL_MIN_MS, at));
}

/** The wait after the n-th failure in a row. */
export const retryAfterMs = (failures: number) => Math.min(WEATHER_RETRY_MAX_MS, WEATHER_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
