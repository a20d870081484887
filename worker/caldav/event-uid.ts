import { calendarMessages as m } from "@contract/calendar";
import type { Db } from "../env";
import { davEventHolders } from "../services/caldav/events";
import { DavUidTaken } from "../services/caldav/uid-taken";
import type { DavCaller } from "./collection";
import { davError } from "./errors";
import { uidConflict } from "./uid-conflict";

/**
 * RFC 4791 5.3.2.1 `CALDAV:no-uid-conflict` for the family calendar (docs/features/caldav.md "The
 * calendar (VEVENT)"): a phone's event whose UID another resource of the calendar already has —
 * under a new name or by a change of an existing one — is refused with 409 naming that resource.
 * Read before anything is written; a write racing another with the same UID is refused by the
 * unique index on `events.dav_uid` and answered the same. Another family's events never conflict.
 * Another member's private event is never named: its UID's 409 has no href, and a new resource
 * under its name is refused 409 too (docs/features/calendar.md "Who sees an event").
 */

/** 409 when an event other than the resource `name` has the UID `uid`, or when `creating` a name another member's private event holds. */
export async function refuseUidConflict(db: Db, caller: DavCaller, slug: string, name: string, uid: string | null, creating: boolean): Promise<void> {
  const holders = await davEventHolders(db, caller.familyId, caller.userId, name, uid);
  if (holders.uid !== null && holders.uid.name !== name) {
    throw holders.uid.seen ? uidConflict(m.uidTaken, caller.familyId, slug, holders.uid.name) : davError(409, m.uidTaken);
  }
  if (creating && holders.nameHidden) throw davError(409, m.davNameTaken);
}

/**
 * The write, with the unique index's refusal (the services' DavUidTaken) as the 409 the read would
 * have given: the write that won the race has stored the UID by now, so the read names it.
 */
export async function withUidRefused<T>(db: Db, caller: DavCaller, slug: string, name: string, uid: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DavUidTaken) await refuseUidConflict(db, caller, slug, name, uid, false);
    throw error;
  }
}
