import { useState } from "react";
import type { ScreenSchedule } from "@contract/screen-schedule";
import { Button, inputClass } from "@web/components/ui/button";
import { foScreenTimes as t } from "@web/i18n/fo/screen-times";
import { useChange } from "@web/lib/changes/use-change";
import { useBoard } from "../api/kitchen-reads";

/** The Faroese week, Monday first, by the stored index (0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const DEFAULT_TIMES = { on: "06:30", off: "21:00" };

/**
 * Each weekday's own times the kitchen screens are on (PUT /api/kitchen/schedule, docs/features/kitchen.md
 * "Screen times"). Loaded when opened; the server checks the times, and its refusal is toasted.
 */
export function ScreenTimesForm({ familyId }: { familyId: string }) {
  const board = useBoard(familyId);
  if (!board.data) return null;
  // Keyed by the saved setting, so a change from another phone resets the form.
  return <ScreenTimesFields key={JSON.stringify(board.data.schedule)} saved={board.data.schedule ?? Array(7).fill(null)} />;
}

function ScreenTimesFields({ saved }: { saved: ScreenSchedule }) {
  const save = useChange("children/set-screen-times");
  const [days, setDays] = useState(saved);
  const set = (weekday: number, times: ScreenSchedule[number]) => setDays((current) => current.map((day, index) => (index === weekday ? times : day)));
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(days);
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t.intro}</p>
      {WEEK.map((weekday) => {
        const times = days[weekday] ?? null;
        const name = t.weekdays[weekday] ?? "";
        return (
          <fieldset key={weekday} className="grid grid-cols-[1fr_auto_auto] items-center gap-2">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                aria-label={t.ownTimes(name)}
                checked={times !== null}
                onChange={(event) => set(weekday, event.target.checked ? DEFAULT_TIMES : null)}
              />
              {t.weekdayNames[weekday]}
            </label>
            {times ? (
              <>
                <input
                  type="time"
                  aria-label={t.on(name)}
                  className={inputClass}
                  value={times.on}
                  onChange={(event) => set(weekday, { ...times, on: event.target.value })}
                />
                <input
                  type="time"
                  aria-label={t.off(name)}
                  className={inputClass}
                  value={times.off}
                  onChange={(event) => set(weekday, { ...times, off: event.target.value })}
                />
              </>
            ) : null}
          </fieldset>
        );
      })}
      <Button type="submit" disabled={save.isPending}>
        {t.save}
      </Button>
    </form>
  );
}
