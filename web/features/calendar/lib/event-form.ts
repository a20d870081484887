import { clockOfText, instantOf, timeText, wallClockAt } from "@contract/time/wall-clock";
import { dateText, zoneOffsetAt } from "@contract/time/zone";
import type { EventVisibility, Recurrence } from "@contract/schemas/events";
import type { NewEvent } from "./pending-event";

/** The new-event dialog's fields; times as a datetime-local input holds them, on the family's clock. */
export interface EventForm {
  title: string;
  description: string;
  start: string;
  end: string;
  location: string;
  recurrence: Recurrence;
  recurrenceEnds: string;
  /** Who sees it: the family, the creator alone, or the family and a linked child's other home (`sharedLinkId`). */
  visibility: EventVisibility;
  sharedLinkId: string | null;
  /** The family's members the event is about (docs/features/calendar.md "For whom"). */
  forMembers: string[];
  /** Whether the kitchen screen counts down to it. */
  countdown: boolean;
}

const HOUR_MS = 3_600_000;

/** "2026-09-01T18:00" on the family's clock. */
function toLocalInput(ms: number, timeZone: string): string {
  const clock = wallClockAt(ms, timeZone);
  return `${dateText(clock)}T${timeText(clock)}`;
}

/** The instant a datetime-local value means on the family's clock, or null when it is not a date and time. */
export function fromLocalInput(value: string, timeZone: string): number | null {
  const clock = clockOfText(value);
  if (clock === null) return null;
  try {
    return instantOf(clock, timeZone);
  } catch {
    return null;
  }
}

/**
 * The next full hour on the family's clock (now, when it is one). Where the hour is on the clock
 * twice (a half-hour autumn change), it is the one at the offset in force now, as Temporal rounds.
 */
function nextFullHour(now: number, timeZone: string): number {
  const clock = wallClockAt(now, timeZone);
  const pastTheHour = ((clock.minute * 60 + clock.second) * 1000 + clock.millisecond) % HOUR_MS;
  if (pastTheHour === 0) return now;
  const atThisOffset = now + HOUR_MS - pastTheHour;
  if (zoneOffsetAt(atThisOffset, timeZone) === zoneOffsetAt(now, timeZone)) return atThisOffset;
  return instantOf({ ...clock, hour: clock.hour + 1, minute: 0, second: 0, millisecond: 0 }, timeZone);
}

/** Start at the next full hour, end one hour later. */
export function defaultForm(now: number, timeZone: string): EventForm {
  const start = nextFullHour(now, timeZone);
  return {
    title: "",
    description: "",
    start: toLocalInput(start, timeZone),
    end: toLocalInput(start + HOUR_MS, timeZone),
    location: "",
    recurrence: "none",
    recurrenceEnds: "",
    visibility: "family",
    sharedLinkId: null,
    forMembers: [],
    countdown: false,
  };
}

/**
 * The default on another date (a day chosen in the week or month view): the default's time of day
 * and length, on that date of the family's clock; on today's date it is the default itself.
 */
export function defaultFormOn(date: string, now: number, timeZone: string): EventForm {
  const form = defaultForm(now, timeZone);
  const start = `${date}${form.start.slice(10)}`;
  return start === form.start ? form : withStart(form, start, timeZone);
}

/** A new start moves the end with it, keeping the event's length. */
export function withStart(form: EventForm, start: string, timeZone: string): EventForm {
  const before = fromLocalInput(form.start, timeZone);
  const after = fromLocalInput(start, timeZone);
  const end = fromLocalInput(form.end, timeZone);
  if (before === null || after === null || end === null) return { ...form, start };
  return { ...form, start, end: toLocalInput(after + Math.max(0, end - before), timeZone) };
}

const instant = (value: string, timeZone: string) => {
  const ms = fromLocalInput(value, timeZone);
  // An unreadable field goes to the schema as is, which refuses it with its message.
  return ms === null ? value : new Date(ms).toISOString();
};

/** The POST body. It names the family and the creator too; the server checks both against the caller. */
export function formToBody(form: EventForm, timeZone: string, familyId: string, userId: string): Omit<NewEvent, "id"> {
  const recurring = form.recurrence !== "none";
  return {
    familyId,
    createdBy: userId,
    title: form.title,
    description: form.description,
    startTime: instant(form.start, timeZone),
    endTime: instant(form.end, timeZone),
    location: form.location,
    recurrence: form.recurrence,
    recurrenceEnds: recurring && form.recurrenceEnds ? instant(form.recurrenceEnds, timeZone) : null,
    daysOfWeek: null,
    visibility: form.visibility,
    sharedLinkId: form.visibility === "shared" ? form.sharedLinkId : null,
    forMembers: form.forMembers,
    countdown: form.countdown,
  };
}
