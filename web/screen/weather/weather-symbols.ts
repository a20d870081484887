import { foWeather as t } from "@web/i18n/fo/weather";

/** What the wall draws for one of MET Norway's symbol codes: an emoji (no images, no fonts to fetch) and its Faroese name. */
export interface WeatherSymbol {
  emoji: string;
  label: string;
}

const s = t.symbols;

/**
 * MET's codes are a kind (`rain`, `lightsnowshowers`, `heavysleetandthunder`, with MET's own
 * misspellings `lightssleetshowersandthunder` and `lightssnowshowersandthunder`), and for the kinds
 * that depend on the sun `_day`, `_night` or `_polartwilight` (docs/features/weather.md "Symbols").
 * Thunder wins over what falls, snow over sleet over rain; showers get the sun behind the cloud by day.
 */
export function weatherSymbol(code: string | null): WeatherSymbol {
  const [kind = "", time = "day"] = (code ?? "").split("_");
  const dark = time === "night" || time === "polartwilight";
  if (kind.includes("thunder")) return { emoji: "⛈️", label: s.thunder };
  if (kind.includes("snow")) return kind.includes("showers") ? { emoji: "🌨️", label: s.snowShowers } : { emoji: "❄️", label: s.snow };
  if (kind.includes("sleet")) return { emoji: "🌨️", label: s.sleet };
  if (kind.includes("rainshowers")) return { emoji: dark ? "🌧️" : "🌦️", label: s.rainShowers };
  if (kind.includes("rain")) return { emoji: "🌧️", label: kind.startsWith("light") ? s.lightRain : kind.startsWith("heavy") ? s.heavyRain : s.rain };
  switch (kind) {
    case "clearsky":
      return dark ? { emoji: "🌙", label: s.clearNight } : { emoji: "☀️", label: s.clearDay };
    case "fair":
      return { emoji: dark ? "🌙" : "🌤️", label: s.fair };
    case "partlycloudy":
      return { emoji: dark ? "☁️" : "⛅", label: s.partlyCloudy };
    case "cloudy":
      return { emoji: "☁️", label: s.cloudy };
    case "fog":
      return { emoji: "🌫️", label: s.fog };
    default:
      return { emoji: "🌡️", label: s.unknown };
  }
}
