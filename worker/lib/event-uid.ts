import ICAL from "ical.js";
import { calendarDav } from "@contract/calendar";

/**
 * An event's CalDAV UID (docs/features/caldav.md "The calendar (VEVENT)"): the one in the phone's
 * text (`events.dav_uid`, kept by every CalDAV write and unique per family), else the app's
 * `<id>@familyhub`.
 */

/** The UID of a VCALENDAR's first component that is not a time zone; null when the text does not say one. */
export function uidOfIcs(ics: string): string | null {
  try {
    const component = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents().find((sub) => sub.name !== "vtimezone");
    const uid = component?.getFirstPropertyValue("uid");
    return typeof uid === "string" ? uid : null;
  } catch {
    return null;
  }
}

/** The UID the app gives an event: its id and `@familyhub`. */
export const appUidOf = (id: string) => `${id}${calendarDav.appUidSuffix}`;

/** The id of the event whose app UID this is, or null when it is none. */
export const idOfAppUid = (uid: string) => (uid.endsWith(calendarDav.appUidSuffix) ? uid.slice(0, -calendarDav.appUidSuffix.length) : null);

/**
 * The phone's text with the event's own app UID on every component that had `uid` (the master and
 * its moved occurrences), for an event whose UID an earlier one of its family holds: it keeps what
 * the phone wrote under a UID of its own. Null when the text cannot be read.
 */
export function withAppUid(ics: string, id: string, uid: string): string | null {
  try {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    for (const component of calendar.getAllSubcomponents())
      if (component.getFirstPropertyValue("uid") === uid) component.updatePropertyWithValue("uid", appUidOf(id));
    return calendar.toString();
  } catch {
    return null;
  }
}
