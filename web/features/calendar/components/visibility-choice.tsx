import { foCalendarDialog } from "@web/i18n/fo/calendar-dialog";
import type { EventForm } from "../lib/event-form";

type Choice = EventForm["visibility"];
const CHOICES: readonly Choice[] = ["family", "private"];

/** Who sees a new event: the whole family, or only its creator (docs/features/calendar.md "Who sees an event"). */
export function VisibilityChoice({ value, onChange }: { value: Choice; onChange: (visibility: Choice) => void }) {
  const t = foCalendarDialog;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{t.fieldVisibility}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {CHOICES.map((choice) => (
          <label key={choice} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
            <input type="radio" name="event-visibility" value={choice} checked={value === choice} onChange={() => onChange(choice)} className="size-4" />
            {t.visibilityLabels[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
