import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { placeOf } from "@contract/places";
import type { ScreenWeather, WeatherPlaceAnswer } from "@contract/schemas/weather";
import { weatherMessages as w } from "@contract/weather-messages";
import { families, weatherForecasts } from "@worker/db/schema";
import { forecastOf, type WeatherDeps } from "@worker/services/weather/forecast-cache";
import { eq } from "drizzle-orm";
import { call, errorBody } from "@test/helpers/api";
import { createUser, dbOf, directory, type TestUser } from "@test/helpers/factories";
import { helperWithDevice } from "@test/helpers/helpers";
import { ok, pairScreen } from "@test/helpers/kitchen";
import { LAST_MODIFIED, type MetStats } from "@test/helpers/met-stats";

/** The wall's weather (docs/features/weather.md), against the fake MET server of test/helpers/met-server-setup.ts. */

const MINUTE = 60_000;
const server = inject("metServer");
let base = "";
let key = "";
const stats = async () => (await (await fetch(`${server}/stats/${key}`)).json()) as MetStats | null;
const setMode = (mode: "good" | "500" | "garbage" | "hang") => fetch(`${server}/mode/${key}/${mode}`);
const withMet = () => ({ ...env, MET_BASE_URL: base });
const deps = (): WeatherDeps => ({ directory, baseUrl: base, userAgent: `FamilyHub/1 ${env.WEATHER_CONTACT}`, policy: { allowLoopback: true } });

const setPlace = (user: TestUser, place: unknown) => call("PUT", "/api/kitchen/weather-place", { token: user.token, body: { place } });
const placeOfFamily = async (user: TestUser) => (await ok<WeatherPlaceAnswer>(call("GET", "/api/kitchen/weather-place", { token: user.token }), 200)).place;
const wallWeather = (token: string) => ok<ScreenWeather>(call("GET", "/api/kitchen/screen/weather", { token, env: withMet() }), 200);

async function familyAt(place: string) {
  const parent = await createUser();
  await ok(setPlace(parent, place), 200);
  return { parent, screen: await pairScreen(parent) };
}

beforeEach(async () => {
  // The cache is the directory's, shared by every test of the file: each starts with none, and a fake server base of its own.
  await directory.delete(weatherForecasts);
  key = crypto.randomUUID();
  base = `${server}/${key}`;
});

describe("the family's weather place", () => {
  it("is set and cleared by a parent, tells the wall, and is read back", async () => {
    const parent = await createUser();
    expect(await placeOfFamily(parent)).toBeNull();
    const saved = await setPlace(parent, "klaksvik");
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ place: "klaksvik" });
    expect(saved.headers.get("X-Live-Notices")).toBe("kitchen_updated");
    expect(await placeOfFamily(parent)).toBe("klaksvik");
    expect(await ok(setPlace(parent, null), 200)).toEqual({ place: null });
    expect(await placeOfFamily(parent)).toBeNull();
  });

  it("refuses a place not on the list, in Faroese, and changes nothing", async () => {
    const parent = await createUser();
    await ok(setPlace(parent, "vagur"), 200);
    for (const place of ["paris", "Tórshavn", "", 7, { key: "torshavn" }]) {
      const refused = await setPlace(parent, place);
      expect(refused.status, JSON.stringify(place)).toBe(400);
      expect((await errorBody(refused)).message).toBe(w.placeUnknown);
    }
    expect((await call("PUT", "/api/kitchen/weather-place", { token: parent.token, body: {} })).status).toBe(400);
    expect(await placeOfFamily(parent)).toBe("vagur");
  });

  it("is the caller's family's only: a screen's and a helper's token get 403, another family is untouched", async () => {
    const parent = await createUser();
    const stranger = await createUser();
    const screen = await pairScreen(parent);
    const helper = await helperWithDevice(parent);
    await ok(setPlace(stranger, "sumba"), 200);
    expect(await placeOfFamily(parent)).toBeNull();
    for (const token of [screen.token, helper.token]) {
      expect((await call("PUT", "/api/kitchen/weather-place", { token, body: { place: "hov" } })).status).toBe(403);
      expect((await call("GET", "/api/kitchen/weather-place", { token })).status).toBe(403);
    }
    expect(await placeOfFamily(parent)).toBeNull();
    expect(await placeOfFamily(stranger)).toBe("sumba");
    // The wall's read is a screen's: a person's session and a helper's get 403.
    for (const token of [parent.token, helper.token]) expect((await call("GET", "/api/kitchen/screen/weather", { token, env: withMet() })).status).toBe(403);
  });
});

describe("the wall's weather", () => {
  it("with no place set answers none and asks MET nothing", async () => {
    const parent = await createUser();
    const { token } = await pairScreen(parent);
    expect(await wallWeather(token)).toEqual({ place: null, forecast: null, fetchedAt: null });
    expect(await stats()).toBeNull();
  });

  it("is fetched once per place within its cache time, however many walls of however many families ask at once", async () => {
    const [one, two] = await Promise.all([familyAt("torshavn"), familyAt("torshavn")]);
    const before = Date.now();
    const answers = await Promise.all([one, two, one, two, one, two].map(({ screen }) => wallWeather(screen.token)));
    const seen = await stats();
    expect(seen?.requests).toBe(1);
    expect(seen?.places).toEqual(["62.0107,-6.7741"]);
    // MET's terms: a User-Agent that says who asks.
    expect(seen?.userAgents).toEqual([`FamilyHub/1 ${env.WEATHER_CONTACT}`]);
    expect(seen?.ifModifiedSince).toEqual([null]);
    for (const answer of answers) {
      expect(answer.place).toEqual({ key: "torshavn", name: "Tórshavn" });
      expect(answer.forecast?.now).toMatchObject({ temperature: 6.1, symbol: "cloudy", windSpeed: 9.4, windFrom: 212.5 });
      expect(answer.forecast?.hours.map((hour) => hour.symbol)).toEqual([
        "lightrain",
        "rain",
        "rain",
        "heavyrainshowers_day",
        "partlycloudy_day",
        "fair_night",
        "clearsky_night",
        "lightsnowshowers_night",
      ]);
      expect(answer.forecast?.hours[1]).toMatchObject({ temperature: 5.5, precipitation: 1.2 });
      expect(Date.parse(answer.fetchedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    }
    // Later reads within the cache time ask nothing either.
    await wallWeather(one.screen.token);
    expect((await stats())?.requests).toBe(1);
    // Only what the wall needs is kept, not MET's document.
    const [row] = await directory.select().from(weatherForecasts).where(eq(weatherForecasts.place, "torshavn"));
    expect(row?.forecast).not.toContain("air_pressure_at_sea_level");
  });

  it("after Expires asks again with If-Modified-Since; a 304 keeps the forecast and extends its time", async () => {
    const { screen } = await familyAt("vagur");
    const first = await wallWeather(screen.token);
    const place = placeOf("vagur")!;
    const later = Date.now() + 31 * MINUTE;
    const again = await forecastOf(deps(), place, later);
    const seen = await stats();
    expect(seen?.requests).toBe(2);
    expect(seen?.ifModifiedSince).toEqual([null, LAST_MODIFIED]);
    expect(seen?.notModified).toBe(1);
    expect(again.kept?.steps[0]?.temperature).toBe(first.forecast?.now.temperature);
    expect(again.fetchedAt).toBe(new Date(later).toISOString());
    // The 304's Expires (the floor of five minutes past it) holds the next fetch back.
    await forecastOf(deps(), place, later + MINUTE);
    expect((await stats())?.requests).toBe(2);
  });

  it("keeps the last answer through an outage (500, garbage, a timeout) and says how old it is", async () => {
    const { screen } = await familyAt("eidi");
    const good = await wallWeather(screen.token);
    const place = placeOf("eidi")!;
    let now = Date.now();
    for (const mode of ["500", "garbage", "hang"] as const) {
      await setMode(mode);
      now += 2 * 60 * MINUTE;
      const kept = await forecastOf(deps(), place, now);
      expect(kept.fetchedAt, mode).toBe(good.fetchedAt);
      expect(kept.kept?.steps.length, mode).toBe(14);
    }
    expect((await stats())?.requests).toBe(4);
    const [row] = await directory.select().from(weatherForecasts).where(eq(weatherForecasts.place, "eidi"));
    expect(row).toMatchObject({ failures: 3, lastError: "timeout" });
    // A failure waits before the next try: no hammering of a service that is down.
    await forecastOf(deps(), place, now + MINUTE);
    expect((await stats())?.requests).toBe(4);
    // The wall's read answers the kept forecast with when it was fetched.
    expect(await wallWeather(screen.token)).toEqual(good);
  }, 40_000);

  it("answers each family's screen its own place only", async () => {
    const north = await familyAt("vidareidi");
    const south = await familyAt("sumba");
    expect((await wallWeather(south.screen.token)).place).toEqual({ key: "sumba", name: "Sumba" });
    expect((await wallWeather(north.screen.token)).place).toEqual({ key: "vidareidi", name: "Viðareiði" });
    expect((await stats())?.places).toEqual(["61.4058,-6.7092", "62.3594,-6.5292"]);
    // The place is read from the screen's own family's row, in its own database.
    const [row] = await dbOf(south.parent).select({ place: families.weatherPlace }).from(families).where(eq(families.id, south.parent.familyId!));
    expect(row?.place).toBe("sumba");
  });
});
