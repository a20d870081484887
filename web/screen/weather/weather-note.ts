import { WEATHER_OLD_AFTER_MS } from "@contract/weather-limits";
import { foWeather as t } from "@web/i18n/fo/weather";
import { familyClock } from "../lib/use-wall-clock";

/**
 * The quiet marker beside the weather: when MET last answered more than WEATHER_OLD_AFTER_MS ago
 * (it has been down since, and the server keeps its last answer), "Veðrið er frá 07:42" on the
 * family's clock; else nothing.
 */
export function weatherOldNote(fetchedAt: string | null, now: number, timeZone: string): string {
  if (fetchedAt === null) return "";
  const at = Date.parse(fetchedAt);
  if (Number.isNaN(at) || now - at <= WEATHER_OLD_AFTER_MS) return "";
  return t.oldFrom(familyClock(at, timeZone).text);
}

/** Whole degrees, with a real minus sign. */
export const degreesText = (temperature: number) => t.degrees(String(Math.round(temperature) || 0).replace("-", "−"));
export const windText = (speed: number) => t.wind(String(Math.round(speed)));
/** Nothing for a dry hour; a decimal comma by hand (a tablet's browser may have no Faroese number format). */
export const precipitationText = (amount: number) => (amount >= 0.1 ? t.millimetres(amount.toFixed(1).replace(".", ",")) : "");
