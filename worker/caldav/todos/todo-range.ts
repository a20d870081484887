import ICAL from "ical.js";
import { instantOfProperty, propertyValue } from "./ical-todo";

/** collection.ts's DavRange, restated so the mapping's unit tests load no Worker module. */
interface Range {
  start?: string;
  end?: string;
}

/**
 * Whether a to-do overlaps a calendar-query's time range, by RFC 4791 9.9's table for VTODO (its
 * DTSTART, DURATION, DUE, COMPLETED and CREATED; a date alone or a floating time in the family's
 * zone). An open end of the range reaches forever.
 */
export function todoOverlaps(ics: string, range: Range, zone: string): boolean {
  const todo = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vtodo");
  if (!todo) return false;
  const start = range.start === undefined ? Number.NEGATIVE_INFINITY : Date.parse(range.start);
  const end = range.end === undefined ? Number.POSITIVE_INFINITY : Date.parse(range.end);
  const at = (name: string) => instantOfProperty(todo, name, zone);
  const dtstart = at("dtstart");
  const due = at("due");
  const duration = propertyValue(todo, "duration");
  if (dtstart !== null && duration instanceof ICAL.Duration) {
    const until = dtstart + duration.toSeconds() * 1000;
    return start <= until && (end > dtstart || end >= until);
  }
  if (dtstart !== null && due !== null) return (start < due || start <= dtstart) && (end > dtstart || end >= due);
  if (dtstart !== null) return start <= dtstart && end > dtstart;
  if (due !== null) return start < due && end >= due;
  const [completed, created] = [at("completed"), at("created")];
  if (completed !== null && created !== null) return (start <= created || start <= completed) && (end >= created || end >= completed);
  if (completed !== null) return start <= completed && end >= completed;
  if (created !== null) return end > created;
  return true;
}
