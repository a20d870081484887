import { useState } from "react";
import { PLACES } from "@contract/places";
import { Button, inputClass } from "@web/components/ui/button";
import { LabelledControl } from "@web/components/ui/field/field";
import { foWeatherPlace as t } from "@web/i18n/fo/weather-place";
import { useChange } from "@web/lib/changes/use-change";
import { useWeatherPlace } from "../api/weather-place";

/** In the list's Faroese order: a parent looks for the name, not the island. */
const SORTED = [...PLACES].sort((a, b) => a.name.localeCompare(b.name, "fo"));

/**
 * The place the family's kitchen screens show the weather for, or none (PUT /api/kitchen/weather-place,
 * docs/features/weather.md). Loaded when its fold on the Børn page opens (screens-card.tsx): the place
 * list is not on the page's first load.
 */
export default function WeatherPlaceForm({ familyId }: { familyId: string }) {
  const saved = useWeatherPlace(familyId);
  if (!saved.data) return null;
  // Keyed by the saved place, so a change from another phone resets the form.
  return <PlaceFields key={saved.data.place ?? ""} saved={saved.data.place} />;
}

function PlaceFields({ saved }: { saved: string | null }) {
  const save = useChange("children/set-weather-place");
  const [place, setPlace] = useState(saved ?? "");
  return (
    <form
      className="mt-3 space-y-3"
      aria-label={t.title}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(place === "" ? null : place);
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t.intro}</p>
      <LabelledControl id="weather-place" label={t.label}>
        <select id="weather-place" className={inputClass} value={place} onChange={(event) => setPlace(event.target.value)}>
          <option value="">{t.none}</option>
          {SORTED.map((option) => (
            <option key={option.key} value={option.key}>
              {option.name}
            </option>
          ))}
        </select>
      </LabelledControl>
      <Button type="submit" disabled={save.isPending}>
        {t.save}
      </Button>
    </form>
  );
}
