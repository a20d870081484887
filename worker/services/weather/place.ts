import { eq } from "drizzle-orm";
import { placeOf } from "@contract/places";
import type { ScreenWeather, WeatherPlaceAnswer } from "@contract/schemas/weather";
import { families } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { notFound } from "@worker/lib/http-error";
import { wallForecast } from "@worker/lib/weather/met";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { forecastOf, type WeatherDeps } from "./forecast-cache";

/** The family's weather place (docs/features/weather.md): a key of contract/places.ts on its row, null for none. */

async function placeKeyOf(db: Db, familyId: string): Promise<string | null> {
  const [row] = await db.select({ place: families.weatherPlace }).from(families).where(eq(families.id, familyId));
  if (!row) throw notFound();
  return row.place;
}

export async function familyWeatherPlace(db: Db, familyId: string): Promise<WeatherPlaceAnswer> {
  // A key the list no longer has reads as none (the list only grows, so this is a guard, not a path).
  return { place: placeOf(await placeKeyOf(db, familyId))?.key ?? null };
}

/** The body's key is one of the list's (contract/schemas/weather.ts). The wall hears it as kitchen_updated. */
export async function setWeatherPlace(db: Db, familyId: string, place: string | null): Promise<Outcome<WeatherPlaceAnswer>> {
  const [saved] = await db.update(families).set({ weatherPlace: place }).where(eq(families.id, familyId)).returning({ id: families.id });
  if (!saved) throw notFound();
  return outcome(200, { place }, tell(familyId, "kitchen_updated"));
}

/** The wall's weather: the family's place from its own database, the forecast from the directory's cache shared by the place. */
export async function screenWeather(db: Db, deps: WeatherDeps, familyId: string, now = Date.now()): Promise<ScreenWeather> {
  const place = placeOf(await placeKeyOf(db, familyId));
  if (!place) return { place: null, forecast: null, fetchedAt: null };
  const { kept, fetchedAt } = await forecastOf(deps, place, now);
  return { place: { key: place.key, name: place.name }, forecast: kept ? wallForecast(kept, now) : null, fetchedAt };
}
