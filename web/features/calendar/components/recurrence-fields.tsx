import { RECURRENCES } from "@contract/calendar";
import { LabelledControl, TextField } from "@web/components/ui/field/field";
import { inputClass } from "@web/components/ui/button";
import { foCalendar } from "@web/i18n/fo/calendar";
import { foCalendarDialog } from "@web/i18n/fo/calendar-dialog";
import type { EventForm } from "../lib/event-form";

/** How a new event repeats, and (when it does) until when; a new choice clears the old end. */
export function RecurrenceFields({ form, onChange }: { form: EventForm; onChange: (change: Partial<EventForm>) => void }) {
  const t = foCalendar;
  return (
    <>
      <LabelledControl id="event-recurrence" label={foCalendarDialog.fieldRecurrence}>
        <select
          id="event-recurrence"
          className={inputClass}
          value={form.recurrence}
          onChange={(e) => onChange({ recurrence: RECURRENCES.find((r) => r === e.target.value) ?? "none", recurrenceEnds: "" })}
        >
          {RECURRENCES.map((recurrence) => (
            <option key={recurrence} value={recurrence}>
              {t.recurrenceLabels[recurrence]}
            </option>
          ))}
        </select>
      </LabelledControl>
      {form.recurrence !== "none" ? (
        <TextField
          id="event-recurrence-ends"
          label={foCalendarDialog.fieldRecurrenceEnds}
          type="datetime-local"
          value={form.recurrenceEnds}
          min={form.start}
          onChange={(e) => onChange({ recurrenceEnds: e.target.value })}
        />
      ) : null}
    </>
  );
}
