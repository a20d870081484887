import type { CalendarEvent } from "@contract/schemas/events";
import type { KeptEvents } from "../reads/get-events";

/**
 * Cache edits for optimistic changes; the refetch after the change brings the server's truth. An
 * edit changes the kept rows alone: the count of finished events not kept stays as it is.
 */
export const editEvents = (list: KeptEvents, edit: (events: readonly CalendarEvent[]) => CalendarEvent[]): KeptEvents => ({
  ...list,
  events: edit(list.events),
});

export function upsertEvent(events: readonly CalendarEvent[], event: CalendarEvent | null): CalendarEvent[] {
  if (!event) return [...events];
  return events.some((existing) => existing.id === event.id) ? events.map((existing) => (existing.id === event.id ? event : existing)) : [...events, event];
}

export const retitleEvent = (events: readonly CalendarEvent[], id: string, title: string): CalendarEvent[] =>
  events.map((event) => (event.id === id ? { ...event, title: title.trim() } : event));

export const removeEvent = (events: readonly CalendarEvent[], id: string): CalendarEvent[] => events.filter((event) => event.id !== id);
