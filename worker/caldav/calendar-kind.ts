import { calendarDav } from "@contract/calendar";
import { occurrencesBetween } from "../lib/event-recurrence";
import { eventFields } from "../lib/event-fields";
import { uidOfIcs } from "../lib/event-uid";
import { outcome } from "../services/effects";
import { createEvent, deleteEvent, updateEvent } from "../services/calendar/events";
import { seenOfClass } from "../services/calendar/event-visibility";
import { davEventsRead, eventIdOfDavName } from "../services/caldav/events";
import type { DavCollectionKind, DavObject, DavRange } from "./collection";
import { davObject } from "./etag";
import { phoneEvent } from "./event-from-ics";
import { refuseUidConflict, withUidRefused } from "./event-uid";
import { type DavEventRow, eventIcs } from "./event-to-ics";

/**
 * The family's calendar as a CalDAV collection of VEVENTs, writable (docs/features/caldav.md "The
 * calendar (VEVENT)"). A phone's new event is created through createEvent under the resource name
 * it chose, a change replaces the event through updateEvent and a delete goes through deleteEvent,
 * so the checks, the live notice and the change log are the app's own. A member reads and writes
 * only the events they may see: another's private event is not in their calendar.
 */

const SLUG = "calendar";

/**
 * Whether any occurrence overlaps the range as RFC 4791 9.9 has it: it starts before the range
 * ends and ends after the range starts (one without length: starts in it). Without an end, the
 * SQL's test (not over before the range starts) is the answer; otherwise the occurrences are read
 * from as far before the range as the longest one lasts.
 */
function overlaps(event: DavEventRow, range: DavRange, timeZone: string): boolean {
  if (!range.end) return true;
  const end = Date.parse(range.end);
  const start = range.start ? Date.parse(range.start) : Number.NEGATIVE_INFINITY;
  const lengths = [event, ...(event.recurrenceRule?.overrides ?? [])].map((o) => Date.parse(o.endTime) - Date.parse(o.startTime));
  const from = Number.isFinite(start) ? start - Math.max(0, ...lengths) : Date.parse(event.startTime);
  return occurrencesBetween(event, from, end, timeZone).some((o) => (o.end > o.start ? o.start < end && o.end > start : o.start >= start && o.start < end));
}

export const calendarKind: DavCollectionKind = {
  owns: (slug) => slug === SLUG,

  collections: () => ({
    statement: null,
    read: () => [{ slug: SLUG, displayName: calendarDav.displayName, color: calendarDav.color, component: "VEVENT", readOnly: false }],
  }),

  async read(db, familyId, _slug, want, viewerId): Promise<DavObject[]> {
    const { timeZone, events } = await davEventsRead(db, familyId, viewerId, want);
    if (timeZone === null) return [];
    const range = want.range;
    const wanted = range ? events.filter((event) => overlaps(event, range, timeZone)) : events;
    return wanted.map((event) => davObject(event.name, eventIcs(event, timeZone), event.state));
  },

  async put(db, caller, _slug, name, ics, current, expected) {
    const phone = phoneEvent(ics, caller.timeZone);
    const uid = uidOfIcs(ics);
    await refuseUidConflict(db, caller, SLUG, name, uid, !current);
    const kept = { recurrenceRule: phone.recurrenceRule, davSource: ics, davUid: uid };
    const written = await withUidRefused(db, caller, SLUG, name, uid, async () =>
      current
        ? updateEvent(
            db,
            caller,
            await eventIdOfDavName(db, caller.familyId, caller.userId, name),
            phone.fields,
            { ...kept, phoneClass: phone.phoneClass },
            expected,
          )
        : createEvent(db, caller, caller.userId, eventFields({ ...phone.fields, ...seenOfClass(phone.phoneClass, null) }), { ...kept, davName: name }),
    );
    const row: DavEventRow = { ...written.body, davSource: ics, createdAt: "" };
    return outcome(current ? 204 : 201, davObject(name, eventIcs(row, caller.timeZone)), ...written.effects);
  },

  remove: async (db, caller, _slug, current, expected) =>
    deleteEvent(db, caller, await eventIdOfDavName(db, caller.familyId, caller.userId, current.name), expected),
};
