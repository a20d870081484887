import { foWeather as t } from "@web/i18n/fo/weather";

/** What the sky shows behind or instead of a cloud. */
export type Sky = "sun" | "moon" | null;
/** What falls from the cloud. */
export type Fall = "rain" | "sleet" | "snow" | null;

/**
 * How the wall draws one of MET Norway's symbol codes: the parts of a small inline SVG
 * (weather-icon.tsx; no images, no fonts to fetch) and its Faroese name.
 */
export interface WeatherSymbol {
  sky: Sky;
  cloud: boolean;
  fall: Fall;
  thunder: boolean;
  fog: boolean;
  label: string;
}

const s = t.symbols;
const draw = (parts: Partial<Omit<WeatherSymbol, "label">>, label: string): WeatherSymbol => ({
  sky: null,
  cloud: false,
  fall: null,
  thunder: false,
  fog: false,
  ...parts,
  label,
});

const fallOf = (kind: string): Fall => (kind.includes("snow") ? "snow" : kind.includes("sleet") ? "sleet" : kind.includes("rain") ? "rain" : null);

/**
 * MET's codes are a kind (`rain`, `lightsnowshowers`, `heavysleetandthunder`, with MET's own
 * misspellings `lightssleetshowersandthunder` and `lightssnowshowersandthunder`), and for the kinds
 * that depend on the sun `_day`, `_night` or `_polartwilight` (docs/features/weather.md "On the wall").
 * Thunder wins over what falls in the name, snow over sleet over rain; showers show the sky behind the cloud.
 */
export function weatherSymbol(code: string | null): WeatherSymbol {
  const [kind = "", time = "day"] = (code ?? "").split("_");
  const sky: Sky = time === "night" || time === "polartwilight" ? "moon" : "sun";
  const fall = fallOf(kind);
  const showers = kind.includes("showers");
  if (kind.includes("thunder")) return draw({ cloud: true, fall, thunder: true, sky: showers ? sky : null }, s.thunder);
  if (fall === "snow") return draw({ cloud: true, fall, sky: showers ? sky : null }, showers ? s.snowShowers : s.snow);
  if (fall === "sleet") return draw({ cloud: true, fall, sky: showers ? sky : null }, s.sleet);
  if (fall === "rain") {
    if (showers) return draw({ cloud: true, fall, sky }, s.rainShowers);
    return draw({ cloud: true, fall }, kind.startsWith("light") ? s.lightRain : kind.startsWith("heavy") ? s.heavyRain : s.rain);
  }
  switch (kind) {
    case "clearsky":
      return draw({ sky }, sky === "moon" ? s.clearNight : s.clearDay);
    case "fair":
      return draw({ sky, cloud: true }, s.fair);
    case "partlycloudy":
      return draw({ sky, cloud: true }, s.partlyCloudy);
    case "cloudy":
      return draw({ cloud: true }, s.cloudy);
    case "fog":
      return draw({ fog: true }, s.fog);
    default:
      return draw({ cloud: true }, s.unknown);
  }
}
