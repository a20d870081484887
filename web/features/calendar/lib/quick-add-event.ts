import type { WhenInput } from "@contract/quick-add/when";
import { type EventForm, withStart } from "./event-form";

/**
 * The form as it is saved once the title's quick-add parts are applied (docs/features/quick-add.md):
 * a date or time replaces that half of the start (the end keeps the event's length), a recurrence
 * replaces the chosen one, and the title loses the recognised words.
 */
export function withUnderstood(form: EventForm, understood: WhenInput, timeZone: string): EventForm {
  const [day, time] = form.start.split("T");
  const start = `${understood.date ?? day}T${understood.time ?? time}`;
  const moved = start === form.start ? form : withStart(form, start, timeZone);
  return { ...moved, title: understood.title, recurrence: understood.recurrence ?? form.recurrence };
}
