import type { ScreenWeather } from "@contract/schemas/weather";
import { foWeather as t } from "@web/i18n/fo/weather";
import { familyClock } from "../lib/use-wall-clock";
import { useWallWeather } from "./use-wall-weather";
import { degreesText, precipitationText, weatherOldNote, windText } from "./weather-note";
import { WeatherIcon } from "./weather-icon";
import { weatherSymbol } from "./weather-symbols";

interface WallWeatherProps {
  token: string;
  timeZone: string;
  /** The wall's clock (use-wall-clock.ts useNow): the old marker follows it without a read. */
  now: number;
}

/**
 * The weather in the wall's header (docs/features/weather.md "On the wall"): the place, now's symbol,
 * temperature and wind, the next hours in a row, and a quiet marker when it is old. Loaded after the
 * wall's first draw (wall.tsx); nothing at all for a family with no place.
 */
export default function WallWeather({ token, timeZone, now }: WallWeatherProps) {
  const weather = useWallWeather(token);
  if (!weather?.place || !weather.forecast) return null;
  return <Forecast weather={weather} place={weather.place.name} forecast={weather.forecast} timeZone={timeZone} now={now} />;
}

interface ForecastProps {
  weather: ScreenWeather;
  place: string;
  forecast: NonNullable<ScreenWeather["forecast"]>;
  timeZone: string;
  now: number;
}

function Forecast({ weather, place, forecast, timeZone, now }: ForecastProps) {
  const current = weatherSymbol(forecast.now.symbol);
  const old = weatherOldNote(weather.fetchedAt, now, timeZone);
  const temperature = degreesText(forecast.now.temperature);
  const wind = windText(forecast.now.windSpeed);
  return (
    <section aria-label={t.region(place)} className="flex items-center gap-3 rounded-2xl bg-white px-3 py-1 dark:bg-slate-900">
      <div className="flex items-center gap-2" role="img" aria-label={t.nowLabel(current.label, temperature, wind)}>
        <WeatherIcon symbol={current} className="size-11" />
        <span aria-hidden="true" className="flex flex-col leading-tight">
          <span className="text-2xl font-bold tabular-nums text-slate-900 dark:text-slate-100">{temperature}</span>
          <span className="text-xs text-slate-700 dark:text-slate-300">
            {place} · {wind}
          </span>
        </span>
      </div>
      <ol aria-label={t.nextHours} className="flex gap-1">
        {forecast.hours.slice(0, 6).map((hour) => {
          const symbol = weatherSymbol(hour.symbol);
          const clock = familyClock(Date.parse(hour.time), timeZone);
          const hourText = String(clock.hour).padStart(2, "0");
          const rain = precipitationText(hour.precipitation);
          return (
            <li
              key={hour.time}
              aria-label={t.hourLabel(hourText, symbol.label, degreesText(hour.temperature), rain)}
              className="flex w-11 flex-col items-center text-xs leading-tight text-slate-800 dark:text-slate-200"
            >
              <span aria-hidden="true">{hourText}</span>
              <WeatherIcon symbol={symbol} className="size-7" />
              <span aria-hidden="true" className="font-semibold tabular-nums">
                {degreesText(hour.temperature)}
              </span>
              <span aria-hidden="true" className="text-[0.65rem] text-sky-800 dark:text-sky-300">
                {rain || "\u00a0"}
              </span>
            </li>
          );
        })}
      </ol>
      {old ? <p className="text-xs text-slate-600 dark:text-slate-400">{old}</p> : null}
    </section>
  );
}
