import type { CalendarEvent } from "@contract/schemas/events";
import type { OtherHomeEvent } from "@contract/schemas/two-homes";
import type { RecurringTimes } from "@contract/time/recurrence";

/**
 * What the week and month views draw of an event: its times, its colour and where it comes from.
 * The family's own events are in the family calendar's colour (the one phones show it in: events
 * carry no member colour), an outside calendar's in that calendar's, the other home's shared events
 * in the other home's colour, read-only.
 */
export type ViewEventKind = "own" | "outside" | "otherHome";

export interface ViewEvent extends RecurringTimes {
  id: string;
  title: string;
  location: string | null;
  kind: ViewEventKind;
  color: string;
  /** The outside calendar's or the other home's name; null for the family's own. */
  source: string | null;
  allDay: boolean;
}

/**
 * The family calendar's colour on the phones (`calendarDav.color`, contract/calendar.ts; a unit
 * test keeps them equal): written out, since importing that module split it into a chunk of its
 * own, one more file for the page to list (docs/bench.md).
 */
export const FAMILY_COLOR = "#2563EB";
/** The other home: in the band and on its shared events alike (amber-600). */
export const OTHER_HOME_COLOR = "#d97706";
/** This family's home in the band (the brand's teal, brand-600). */
export const OUR_HOME_COLOR = "#0d9488";

export function viewEvents(events: readonly CalendarEvent[], otherHomeEvents: readonly OtherHomeEvent[]): ViewEvent[] {
  const own = events.map(
    (event): ViewEvent => ({
      ...event,
      kind: event.subscription ? "outside" : "own",
      color: event.subscription?.color ?? FAMILY_COLOR,
      source: event.subscription?.name ?? null,
      allDay: event.allDay === true,
    }),
  );
  const shared = otherHomeEvents.map(
    (event): ViewEvent => ({
      ...event,
      id: `other-home:${event.id}`,
      kind: "otherHome",
      color: OTHER_HOME_COLOR,
      source: event.home.name,
      allDay: false,
    }),
  );
  return [...own, ...shared];
}
