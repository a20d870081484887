import { and, eq, isNotNull } from "drizzle-orm";
import { clientIds, davChanges } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { fullRow } from "@worker/lib/full-row";

/**
 * What a CalDAV write stores beside the app's fields (docs/features/caldav.md "Tasks and shopping"):
 * the resource name the phone chose (null: the row is `<id>.ics`), the phone's last text, and the
 * UID it gave the to-do (null: the row's id is its UID). A write from the app stores none of them.
 */
export interface DavFields {
  davName: string | null;
  davSource: string | null;
  davUid: string | null;
}

export const NO_DAV: DavFields = { davName: null, davSource: null, davUid: null };

/**
 * A phone's add that merged into an open item of the same name leaves no row for the phone's new
 * resource: it is logged as removed from the list's collection (the merged item's own change is
 * logged by its trigger), so the phone's next sync drops it and shows the merged item changed. Only in
 * a phone's add's batch (the app's adds never send it): it writes only when the add's client id was
 * recorded as merged (`row_id` set).
 */
export const mergedAwayQuery = (db: Db, familyId: string, listId: string, clientId: string, davName: string, now: string) =>
  db.insert(davChanges).select(
    db
      .select(fullRow(davChanges, { familyId: clientIds.familyId, collection: `shopping-${listId}`, name: davName, deleted: true, changedAt: now }))
      .from(clientIds)
      .where(and(eq(clientIds.id, clientId), eq(clientIds.familyId, familyId), isNotNull(clientIds.rowId))),
  );
