import { weatherPlaceAnswer, weatherPlaceBody, screenWeatherAnswer } from "@contract/schemas/weather";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { defineRoute } from "../http/route";
import { databasesOf } from "../middleware/db";
import type { WeatherDeps } from "../services/weather/forecast-cache";
import { familyWeatherPlace, screenWeather, setWeatherPlace } from "../services/weather/place";

/** The wall's weather: the family's place, set from the phones, and the screen's read (docs/features/weather.md). */

const tag = "kitchen";

/** The cache is the directory's, whatever database the family is in; loopback only in local development (LOCAL_DEV), like outside calendars. */
const weatherDeps = (c: Context<AppEnv>): WeatherDeps => ({
  directory: databasesOf(c).directory,
  baseUrl: c.env.MET_BASE_URL,
  userAgent: `FamilyHub/1 ${c.env.WEATHER_CONTACT}`,
  policy: { allowLoopback: c.env.LOCAL_DEV === "true" },
});

export const weatherRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/kitchen/weather-place",
    summary: "The family's place for the weather on its kitchen screens, or null.",
    tag,
    access: "family",
    answer: { status: 200, description: "A key of the place list (contract/places.ts), or null for no weather.", schema: weatherPlaceAnswer },
    example: { status: 200, foreign: "own" },
    handler: async (c, { familyId }) => c.json(await familyWeatherPlace(c.get("db"), familyId)),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/kitchen/weather-place",
    summary: "Sets the family's place for the weather on its kitchen screens, or none.",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    body: weatherPlaceBody,
    answer: { status: 200, description: "The place as saved.", schema: weatherPlaceAnswer },
    // null, so the security suite's world never has a place and no run of it asks MET.
    example: { body: { place: null }, status: 200, foreign: "own" },
    handler: (c, { familyId, body }) => setWeatherPlace(c.get("db"), familyId, body.place),
  }),
  defineRoute({
    method: "GET",
    path: "/api/kitchen/screen/weather",
    summary: "The weather for the family's place: now and the next hours, from MET Norway, cached per place.",
    tag: "kitchen screen",
    access: "kitchen",
    answer: {
      status: 200,
      description: "The place (null: none set), the forecast (null: nothing fetched yet, or too old to show) and when MET last answered.",
      schema: screenWeatherAnswer,
    },
    example: { status: 200, foreign: "own" },
    handler: async (c, { screen }) => c.json(await screenWeather(c.get("db"), weatherDeps(c), screen.familyId)),
  }),
];
