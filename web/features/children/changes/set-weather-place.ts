import type { WeatherPlaceAnswer, WeatherPlaceBody } from "@contract/schemas/weather";
import { put } from "@web/lib/changes/define-change";
import { foWeatherPlace as t } from "@web/i18n/fo/weather-place";
import { kitchenChange } from "../lib/kitchen-change";

/** The place the family's kitchen screens show the weather for, or none (null). */
const setWeatherPlace = kitchenChange({
  request: (place: WeatherPlaceBody["place"]) => put<WeatherPlaceAnswer>("/api/kitchen/weather-place", { place } satisfies WeatherPlaceBody),
  success: t.saved,
});
export default setWeatherPlace;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/set-weather-place": typeof setWeatherPlace;
  }
}
