import { useEffect, useState } from "react";
import type { ScreenWeather } from "@contract/schemas/weather";
import { WEATHER_WALL_REFETCH_MS } from "@contract/weather-limits";
import { api } from "@web/lib/api-client";
import { WALL_NOTICE_EVENT } from "../lib/wall-notice";

/** A burst of notices (a write that tells several) makes one read. */
const COALESCE_MS = 250;

const readWeather = (token: string) => api<ScreenWeather>("/api/kitchen/screen/weather", { token });

/**
 * The wall's weather, read apart from its day (docs/features/weather.md "On the wall"): at the start,
 * every WEATHER_WALL_REFETCH_MS, and on `kitchen_updated` (the place's notice), never with the
 * board's other reads. A failed read keeps what is shown; a revoked screen is found by the day's read.
 */
export function useWallWeather(token: string): ScreenWeather | null {
  const [weather, setWeather] = useState<ScreenWeather | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const read = () =>
      void readWeather(token).then(
        (answer) => {
          if (!stopped) setWeather(answer);
        },
        () => undefined,
      );
    const onNotice = (event: Event) => {
      if (!(event instanceof CustomEvent) || event.detail !== "kitchen_updated") return;
      window.clearTimeout(timer);
      timer = window.setTimeout(read, COALESCE_MS);
    };
    read();
    const every = window.setInterval(read, WEATHER_WALL_REFETCH_MS);
    window.addEventListener(WALL_NOTICE_EVENT, onNotice);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.clearInterval(every);
      window.removeEventListener(WALL_NOTICE_EVENT, onNotice);
    };
  }, [token]);
  return weather;
}
