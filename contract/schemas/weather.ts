import * as v from "valibot";
import { isPlaceKey } from "../places";
import { weatherMessages as w } from "../weather-messages";
import { instantAnswer, nullableInstantAnswer } from "./common";

/** The wall's weather (docs/features/weather.md): the family's place and the screen's read. */

const placeKey = v.pipe(v.string(w.placeUnknown), v.check(isPlaceKey, w.placeUnknown));

/** PUT /api/kitchen/weather-place: a key of contract/places.ts, or null for no weather on the wall. */
export const weatherPlaceBody = v.strictObject({ place: v.nullable(placeKey) });
export type WeatherPlaceBody = v.InferInput<typeof weatherPlaceBody>;

export const weatherPlaceAnswer = v.strictObject({ place: v.nullable(v.string()) });
export type WeatherPlaceAnswer = v.InferOutput<typeof weatherPlaceAnswer>;

const weatherHour = v.strictObject({
  /** The hour's start. */
  time: instantAnswer,
  /** MET Norway's symbol_code for the hour (`partlycloudy_day`…), or null when MET gave none. */
  symbol: v.nullable(v.string()),
  /** °C. */
  temperature: v.number(),
  /** mm in the hour. */
  precipitation: v.number(),
});

export const wallForecastAnswer = v.strictObject({
  now: v.strictObject({
    time: instantAnswer,
    symbol: v.nullable(v.string()),
    temperature: v.number(),
    /** m/s, and where it blows from in degrees (0 north, 90 east). */
    windSpeed: v.number(),
    windFrom: v.nullable(v.number()),
  }),
  hours: v.array(weatherHour),
});
export type WallForecast = v.InferOutput<typeof wallForecastAnswer>;

/** GET /api/kitchen/screen/weather. `forecast` null: no place, or nothing fetched yet; `fetchedAt`: when MET last answered (200 or 304). */
export const screenWeatherAnswer = v.strictObject({
  place: v.nullable(v.strictObject({ key: v.string(), name: v.string() })),
  forecast: v.nullable(wallForecastAnswer),
  fetchedAt: nullableInstantAnswer,
});
export type ScreenWeather = v.InferOutput<typeof screenWeatherAnswer>;
