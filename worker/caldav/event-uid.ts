import { calendarMessages as m } from "@contract/calendar";
import type { Db } from "../env";
import { davEventNameWithUid } from "../services/caldav/events";
import { DavUidTaken } from "../services/caldav/uid-taken";
import { uidConflict } from "./uid-conflict";

/**
 * RFC 4791 5.3.2.1 `CALDAV:no-uid-conflict` for the family calendar (docs/features/caldav.md "The
 * calendar (VEVENT)"): a phone's event whose UID another resource of the calendar already has —
 * under a new name or by a change of an existing one — is refused with 409 naming that resource.
 * Read before anything is written; a write racing another with the same UID is refused by the
 * unique index on `events.dav_uid` and answered the same. Another family's events never conflict.
 */

/** 409 `no-uid-conflict` when an event other than the resource `name` has the UID `uid`. */
export async function refuseUidConflict(db: Db, familyId: string, slug: string, name: string, uid: string | null): Promise<void> {
  if (uid === null) return;
  const holder = await davEventNameWithUid(db, familyId, uid);
  if (holder !== null && holder !== name) throw uidConflict(m.uidTaken, familyId, slug, holder);
}

/**
 * The write, with the unique index's refusal (the services' DavUidTaken) as the 409 the read would
 * have given: the write that won the race has stored the UID by now, so the read names it.
 */
export async function withUidRefused<T>(db: Db, familyId: string, slug: string, name: string, uid: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DavUidTaken) await refuseUidConflict(db, familyId, slug, name, uid);
    throw error;
  }
}
