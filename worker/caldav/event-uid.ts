import ICAL from "ical.js";
import { calendarDav, calendarMessages as m } from "@contract/calendar";
import type { Db } from "../env";
import { davEventsMaybeWithUid } from "../services/dav-events";
import { uidConflict } from "./uid-conflict";

/**
 * RFC 4791 5.3.2.1 `CALDAV:no-uid-conflict` for the family calendar (docs/features/caldav.md "The
 * calendar (VEVENT)"): a phone's event whose UID another resource of the calendar already has —
 * under a new name or by a change of an existing one — is refused with 409 naming that resource,
 * before anything is written. Another family's events never conflict (the read is the family's).
 */

/** The UID of a VCALENDAR's first component that is not a time zone; null when the text does not say one. */
function uidIn(ics: string): string | null {
  try {
    const component = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents().find((sub) => sub.name !== "vtimezone");
    const uid = component?.getFirstPropertyValue("uid");
    return typeof uid === "string" ? uid : null;
  } catch {
    return null;
  }
}

/** The UID a stored event answers with: the phone's own, else the app's `<id>@familyhub`. */
const storedUid = (row: { id: string; davSource: string | null }) => (row.davSource ? uidIn(row.davSource) : `${row.id}${calendarDav.appUidSuffix}`);

/** 409 `no-uid-conflict` when an event other than the resource `name` has the UID of `ics`. */
export async function refuseUidConflict(db: Db, familyId: string, slug: string, name: string, ics: string): Promise<void> {
  const uid = uidIn(ics);
  if (uid === null) return;
  const holders = await davEventsMaybeWithUid(db, familyId, uid);
  const holder = holders.find((row) => row.name !== name && storedUid(row) === uid);
  if (!holder) return;
  throw uidConflict(m.uidTaken, familyId, slug, holder.name);
}
