import ICAL from "ical.js";
import type { DavComponent } from "./collection";
import { davError } from "./errors";
import { assertValuesReadable } from "./ics-values";
import { NS, tag } from "./xml";

/**
 * A PUT body as RFC 4791 5.3.2 wants it, checked before a kind sees it: one VCALENDAR (parsed by
 * ical.js), holding components of the collection's one kind (time zones aside), all with the one
 * UID (a recurring component and its overridden instances), every value readable (ics-values.ts).
 * 400 `valid-calendar-data` / `valid-calendar-object-resource`, or 403 `supported-calendar-component`.
 */
export function checkCalendarData(text: string, component: DavComponent): void {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw davError(400, "The body is not iCalendar", tag(NS.caldav, "valid-calendar-data"));
  }
  if (!Array.isArray(parsed) || typeof parsed[0] !== "string") throw davError(400, "The body is not one VCALENDAR", tag(NS.caldav, "valid-calendar-data"));
  const root = new ICAL.Component(parsed as unknown[]);
  if (root.name !== "vcalendar") throw davError(400, "The body is not a VCALENDAR", tag(NS.caldav, "valid-calendar-data"));
  const items = root.getAllSubcomponents().filter((sub) => sub.name !== "vtimezone");
  if (items.length === 0) throw davError(400, "The calendar holds nothing", tag(NS.caldav, "valid-calendar-object-resource"));
  if (items.some((item) => item.name !== component.toLowerCase())) {
    throw davError(403, `This collection holds ${component} only`, tag(NS.caldav, "supported-calendar-component"));
  }
  assertValuesReadable(root, items);
  const uids = new Set(items.map((item) => item.getFirstPropertyValue("uid")));
  if (uids.size !== 1) {
    throw davError(400, "Every component needs the one UID", tag(NS.caldav, "valid-calendar-object-resource"));
  }
}
