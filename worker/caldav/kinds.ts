import { calendarKind } from "./calendar-kind";
import type { DavCollectionKind } from "./collection";
import { dinnerKind } from "./dinner";
import { outsideCalendars } from "./outside-calendars";
import { shoppingCollections } from "./todos/shopping-collections";
import { taskCollections } from "./todos/task-collections";

/**
 * Every kind of CalDAV collection, in the home's order (docs/features/caldav.md "Collection kinds"):
 * a kind plugs in with its line here. The first kind whose `owns(slug)` is true answers for a slug.
 */
export const DAV_KINDS: readonly DavCollectionKind[] = [
  // The calendar (VEVENT, writable).
  calendarKind,
  // The dinner plan (VEVENT, read-only).
  dinnerKind,
  // The outside calendars, one per subscription (VEVENT, read-only).
  outsideCalendars,
  // The tasks and the shopping lists (VTODO).
  taskCollections,
  shoppingCollections,
];
