import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PLACES } from "@contract/places";
import { weatherPlaceBody } from "@contract/schemas/weather";
import { WEATHER_NEXT_HOURS } from "@contract/weather-limits";
import { keptFromColumn, parseCompact, wallForecast } from "@worker/lib/weather/met";
import { nextFetchAt, retryAfterMs } from "@worker/lib/weather/fetch-times";
import { degreesText, precipitationText, weatherOldNote } from "@web/screen/weather/weather-note";
import { weatherSymbol } from "@web/screen/weather/weather-symbols";
import * as v from "valibot";

/** The wall's weather's pure rules (docs/features/weather.md), on a saved MET compact document. */

const document = readFileSync(new URL("../fixtures/met-compact-torshavn.json", import.meta.url), "utf8");
const HOUR = 3_600_000;
const FIRST = Date.parse("2026-12-03T12:00:00Z");

describe("MET's compact document, read down to the wall's shape", () => {
  const kept = parseCompact(document);

  it("keeps the hourly steps only, each with temperature, wind, symbol and precipitation", () => {
    expect(kept?.steps).toHaveLength(14);
    expect(kept?.steps[0]).toEqual({ time: "2026-12-03T12:00:00.000Z", temperature: 6.1, windSpeed: 9.4, windFrom: 212.5, symbol: "cloudy", precipitation: 0 });
    expect(kept?.steps[2]).toMatchObject({ symbol: "rain", precipitation: 1.2, temperature: 5.5 });
    // The six-hour steps after the first two days have no next_1_hours: not an hour of the row.
    expect(kept?.steps.at(-1)?.time).toBe("2026-12-04T01:00:00.000Z");
    expect(JSON.stringify(kept)).not.toContain("air_pressure");
  });

  it("refuses what is not a compact forecast: garbage, HTML, another JSON, no steps", () => {
    for (const text of [
      "",
      "<html>Not here</html>",
      '{"type":"Feature","properties":{"timeseries":[{"time":',
      "{}",
      '{"properties":{"timeseries":[]}}',
      "[1,2]",
    ])
      expect(parseCompact(text), text).toBeNull();
    expect(parseCompact('{"properties":{"timeseries":[{"time":"x","data":{}}]}}')).toBeNull();
  });

  it("shows now as the step whose hour holds the moment, and the hours after it", () => {
    if (!kept) throw new Error("the fixture did not parse");
    const at = wallForecast(kept, FIRST + 2.5 * HOUR);
    expect(at?.now).toEqual({ time: "2026-12-03T14:00:00.000Z", symbol: "rain", temperature: 5.5, windSpeed: 8.8, windFrom: 218.5 });
    expect(at?.hours).toHaveLength(WEATHER_NEXT_HOURS);
    expect(at?.hours[0]).toEqual({ time: "2026-12-03T15:00:00.000Z", symbol: "rain", temperature: 5.2, precipitation: 0.9 });
    // Before the first step: the first; near the end: what is left.
    expect(wallForecast(kept, FIRST - HOUR)?.now.time).toBe("2026-12-03T12:00:00.000Z");
    expect(wallForecast(kept, FIRST + 12.2 * HOUR)?.hours).toHaveLength(1);
    // Once the last kept hour is over, nothing is shown rather than the past.
    expect(wallForecast(kept, FIRST + 14 * HOUR)).toBeNull();
  });

  it("reads back from its column what it wrote, and nothing else", () => {
    expect(keptFromColumn(JSON.stringify(kept))).toEqual(kept);
    expect(keptFromColumn(null)).toBeNull();
    expect(keptFromColumn('{"steps":[{"time":1}]}')).toBeNull();
  });
});

describe("the cache's times", () => {
  const now = Date.parse("2026-12-03T12:00:00Z");
  it("honours MET's Expires, within a floor of five minutes and a ceiling of six hours", () => {
    expect(nextFetchAt("Thu, 03 Dec 2026 12:30:00 GMT", now)).toBe(now + 30 * 60_000);
    expect(nextFetchAt("Thu, 03 Dec 2026 11:00:00 GMT", now)).toBe(now + 5 * 60_000);
    expect(nextFetchAt("Fri, 04 Dec 2026 12:00:00 GMT", now)).toBe(now + 6 * HOUR);
    expect(nextFetchAt(null, now)).toBe(now + 30 * 60_000);
    expect(nextFetchAt("soon", now)).toBe(now + 30 * 60_000);
  });
  it("waits longer after each failure in a row, at most an hour", () => {
    expect([1, 2, 3, 4, 5].map(retryAfterMs)).toEqual([5, 10, 20, 40, 60].map((minutes) => minutes * 60_000));
  });
});

describe("MET's symbol codes on the wall", () => {
  const parts = (code: string | null) => {
    const { label, ...drawn } = weatherSymbol(code);
    return drawn;
  };
  it("gives each kind its Faroese name and its drawing, by day and night", () => {
    expect(weatherSymbol("clearsky_day")).toEqual({ sky: "sun", cloud: false, fall: null, thunder: false, fog: false, label: "Bjart" });
    expect(weatherSymbol("clearsky_night")).toMatchObject({ sky: "moon", cloud: false, label: "Klárt" });
    expect(weatherSymbol("clearsky_polartwilight").sky).toBe("moon");
    expect(weatherSymbol("fair_day")).toMatchObject({ sky: "sun", cloud: true, label: "Lættskýggjað" });
    expect(weatherSymbol("partlycloudy_night")).toMatchObject({ sky: "moon", cloud: true, label: "Hálvskýggjað" });
    expect(weatherSymbol("cloudy")).toMatchObject({ sky: null, cloud: true, fall: null, label: "Skýggjað" });
    expect(parts("fog")).toEqual({ sky: null, cloud: false, fall: null, thunder: false, fog: true });
    expect(weatherSymbol("fog").label).toBe("Mjørki");
    expect(weatherSymbol("lightrain")).toMatchObject({ sky: null, cloud: true, fall: "rain", label: "Lítið regn" });
    expect(weatherSymbol("heavyrain").label).toBe("Nógv regn");
    expect(weatherSymbol("rain").label).toBe("Regn");
    expect(weatherSymbol("rainshowers_day")).toMatchObject({ sky: "sun", cloud: true, fall: "rain", label: "Regnælingar" });
    expect(weatherSymbol("rainshowers_night").sky).toBe("moon");
    expect(weatherSymbol("heavysleet")).toMatchObject({ fall: "sleet", sky: null, label: "Slettur" });
    expect(weatherSymbol("heavysnow")).toMatchObject({ fall: "snow", sky: null, label: "Kavi" });
    expect(weatherSymbol("lightsnowshowers_night")).toMatchObject({ fall: "snow", sky: "moon", label: "Kavaælingar" });
  });
  it("puts thunder first, also in MET's misspelt codes, and draws a plain cloud for what it does not know", () => {
    for (const code of ["rainandthunder", "heavysnowshowersandthunder_day", "lightssleetshowersandthunder_night", "lightssnowshowersandthunder_day"])
      expect(weatherSymbol(code), code).toMatchObject({ thunder: true, cloud: true, label: "Toruveður" });
    expect(weatherSymbol("lightssnowshowersandthunder_day")).toMatchObject({ fall: "snow", sky: "sun" });
    expect(weatherSymbol("rainandthunder")).toMatchObject({ fall: "rain", sky: null });
    expect(weatherSymbol(null)).toMatchObject({ cloud: true, fall: null, label: "Veður" });
    expect(weatherSymbol("hail_day").label).toBe("Veður");
  });
});

describe("the wall's quiet marker and numbers", () => {
  const fetched = "2026-12-03T07:42:10.000Z";
  const at = Date.parse(fetched);
  it("says nothing within three hours of MET's last answer, then when it was on the family's clock", () => {
    expect(weatherOldNote(fetched, at + 3 * HOUR, "Atlantic/Faroe")).toBe("");
    expect(weatherOldNote(fetched, at + 3 * HOUR + 60_000, "Atlantic/Faroe")).toBe("Veðrið er frá 07:42");
    expect(weatherOldNote(fetched, at + 4 * HOUR, "Europe/Copenhagen")).toBe("Veðrið er frá 08:42");
    expect(weatherOldNote(null, at, "Atlantic/Faroe")).toBe("");
  });
  it("writes whole degrees with a minus sign, and precipitation only when some falls", () => {
    expect([6.1, -2.6, -0.2, 0].map(degreesText)).toEqual(["6°", "−3°", "0°", "0°"]);
    expect(precipitationText(0)).toBe("");
    expect(precipitationText(0.05)).toBe("");
    expect(precipitationText(1.2)).toBe("1,2 mm");
    expect(precipitationText(0.26)).toBe("0,3 mm");
  });
});

describe("the place list", () => {
  it("holds 30–50 places with unique keys and names, on the islands, to four decimals", () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(30);
    expect(PLACES.length).toBeLessThanOrEqual(50);
    expect(new Set(PLACES.map((place) => place.key)).size).toBe(PLACES.length);
    expect(new Set(PLACES.map((place) => place.name)).size).toBe(PLACES.length);
    for (const place of PLACES) {
      expect(place.key, place.name).toMatch(/^[a-z]+$/);
      expect(place.lat, place.name).toBeGreaterThan(61.39);
      expect(place.lat, place.name).toBeLessThan(62.4);
      expect(place.lon, place.name).toBeGreaterThan(-7.7);
      expect(place.lon, place.name).toBeLessThan(-6.25);
      expect(Math.round(place.lat * 10_000) / 10_000).toBe(place.lat);
      expect(Math.round(place.lon * 10_000) / 10_000).toBe(place.lon);
    }
  });
  it("lies the right way round: the north isles north of Suðuroy, Vágar west of Tórshavn", () => {
    const at = (key: string) => PLACES.find((place) => place.key === key)!;
    expect(at("vidareidi").lat).toBeGreaterThan(at("torshavn").lat);
    expect(at("sumba").lat).toBeLessThan(at("vagur").lat);
    expect(at("vagur").lat).toBeLessThan(at("tvoroyri").lat);
    expect(at("sorvagur").lon).toBeLessThan(at("midvagur").lon);
    expect(at("midvagur").lon).toBeLessThan(at("torshavn").lon);
    expect(at("klaksvik").lon).toBeGreaterThan(at("torshavn").lon);
  });
  it("is what the place route takes, and nothing else", () => {
    expect(v.safeParse(weatherPlaceBody, { place: "torshavn" }).success).toBe(true);
    expect(v.safeParse(weatherPlaceBody, { place: null }).success).toBe(true);
    expect(v.safeParse(weatherPlaceBody, { place: "Tórshavn" }).success).toBe(false);
  });
});
