import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Place } from "@contract/places";
import {
  WEATHER_BYTES_MAX,
  WEATHER_CLAIM_MS,
  WEATHER_FETCH_TIMEOUT_MS,
  WEATHER_REDIRECTS_MAX,
  WEATHER_WAIT_MS,
  WEATHER_WAIT_STEP_MS,
} from "@contract/weather-limits";
import { weatherForecasts } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { type SafeFetch, safeFetch } from "@worker/lib/outbound/safe-fetch";
import type { UrlPolicy } from "@worker/lib/outbound/url-policy";
import { iso } from "@worker/lib/time";
import { nextFetchAt, retryAfterMs } from "@worker/lib/weather/fetch-times";
import { type KeptForecast, keptFromColumn, parseCompact } from "@worker/lib/weather/met";

/**
 * MET Norway's forecast per place, cached in the directory for every family there
 * (docs/features/weather.md "The cache"). A read whose place has expired claims its fetch with one
 * UPDATE … WHERE expired AND unclaimed RETURNING, so however many walls ask at once, one fetches;
 * the others answer what is kept (or, with nothing kept yet, wait for that fetch a few seconds).
 */

export interface WeatherDeps {
  /** The directory, where the cache lives. */
  directory: Db;
  /** MET's locationforecast 2.0 base (MET_BASE_URL); `/compact?lat=…&lon=…` is added. */
  baseUrl: string;
  /** `FamilyHub/1 <contact>`: MET refuses clients that do not say who they are. */
  userAgent: string;
  policy: UrlPolicy;
}

export interface CachedForecast {
  kept: KeptForecast | null;
  fetchedAt: string | null;
}

type Row = typeof weatherForecasts.$inferSelect;

const cached = (row: Row | undefined): CachedForecast => ({ kept: keptFromColumn(row?.forecast ?? null), fetchedAt: row?.fetchedAt ?? null });

const metUrl = (baseUrl: string, place: Place) => `${baseUrl.replace(/\/+$/, "")}/compact?lat=${place.lat.toFixed(4)}&lon=${place.lon.toFixed(4)}`;

/** What one fetch writes: a new forecast, an extended one (304), or the failure, the last forecast kept. */
function afterFetch(fetched: SafeFetch, row: Row, now: number) {
  const good = { fetchedAt: iso(now), claimedUntil: null, failures: 0, lastError: null };
  if (fetched.kind === "unchanged") return { ...good, expiresAt: iso(nextFetchAt(fetched.headers.get("expires"), now)) };
  const kept = fetched.kind === "body" ? parseCompact(fetched.text) : null;
  if (fetched.kind === "body" && kept) {
    const expiresAt = iso(nextFetchAt(fetched.headers.get("expires"), now));
    return { ...good, forecast: JSON.stringify(kept), lastModified: fetched.headers.get("last-modified"), expiresAt };
  }
  const error = fetched.kind === "body" ? "not a compact forecast" : fetched.reason === "status" ? `status ${fetched.status}` : fetched.reason;
  return { claimedUntil: null, failures: sql`${weatherForecasts.failures} + 1`, lastError: error, expiresAt: iso(now + retryAfterMs(row.failures + 1)) };
}

async function fetchAndKeep(deps: WeatherDeps, place: Place, row: Row, claim: string, now: number): Promise<Row | undefined> {
  const fetched = await safeFetch(metUrl(deps.baseUrl, place), {
    accept: "application/json",
    userAgent: deps.userAgent,
    maxBytes: WEATHER_BYTES_MAX,
    timeoutMs: WEATHER_FETCH_TIMEOUT_MS,
    redirects: WEATHER_REDIRECTS_MAX,
    validators: { etag: null, lastModified: row.lastModified },
    policy: deps.policy,
  });
  // Only while the claim is still this read's: a fetch slower than its claim leaves the row to the one after it.
  const [saved] = await deps.directory
    .update(weatherForecasts)
    .set(afterFetch(fetched, row, now))
    .where(and(eq(weatherForecasts.place, place.key), eq(weatherForecasts.claimedUntil, claim)))
    .returning();
  return saved;
}

/** With nothing kept yet and another read fetching, waits for its answer a little while. */
async function waitForFetch(deps: WeatherDeps, key: string): Promise<Row | undefined> {
  const deadline = Date.now() + WEATHER_WAIT_MS;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, WEATHER_WAIT_STEP_MS));
    const [row] = await deps.directory.select().from(weatherForecasts).where(eq(weatherForecasts.place, key));
    if (!row || row.forecast !== null || row.claimedUntil === null || Date.now() > deadline) return row;
  }
}

/** The place's forecast: the kept one, fetched first when it has expired and this read won the claim. */
export async function forecastOf(deps: WeatherDeps, place: Place, now = Date.now()): Promise<CachedForecast> {
  const db = deps.directory;
  const claim = iso(now + WEATHER_CLAIM_MS);
  const at = iso(now);
  const [, claimed, [row]] = await db.batch([
    db
      .insert(weatherForecasts)
      .values({ place: place.key, expiresAt: iso(0) })
      .onConflictDoNothing(),
    db
      .update(weatherForecasts)
      .set({ claimedUntil: claim })
      .where(
        and(
          eq(weatherForecasts.place, place.key),
          lte(weatherForecasts.expiresAt, at),
          or(isNull(weatherForecasts.claimedUntil), lt(weatherForecasts.claimedUntil, at)),
        ),
      )
      .returning({ place: weatherForecasts.place }),
    db.select().from(weatherForecasts).where(eq(weatherForecasts.place, place.key)),
  ]);
  if (!row) return cached(undefined);
  if (claimed.length > 0) return cached((await fetchAndKeep(deps, place, row, claim, now)) ?? row);
  if (row.forecast === null && row.claimedUntil !== null && row.claimedUntil >= at) return cached(await waitForFetch(deps, place.key));
  return cached(row);
}
