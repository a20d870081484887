import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { caldavTodoMessages as cm } from "@contract/caldav-todo-messages";
import { HttpError } from "@worker/lib/http-error";
import type { DavFields } from "@worker/services/caldav/fields";
import { resourceNameOf } from "../names";

/**
 * How the to-do kinds find their rows by UID and which row a write lands on (docs/features/caldav.md
 * "Tasks and shopping"): a row's UID is its id unless a phone gave it one (`dav_uid`); its resource
 * name is worker/caldav/names.ts's.
 */

type UidTable = SQLiteTable & { id: SQLiteColumn; familyId: SQLiteColumn; davUid: SQLiteColumn };

/** The id of the family's row with this UID, as a subquery (names.ts `rowsById`): a phone's, or the id of a row the app made. */
export function uidIds(table: UidTable, familyId: string, uid: string): SQL {
  return sql`SELECT t.id FROM ${table} AS t WHERE t.family_id = ${familyId} AND t.dav_uid = ${uid}
    UNION ALL SELECT t.id FROM ${table} AS t WHERE t.id = ${uid} AND t.dav_uid IS NULL`;
}

interface Placed {
  id: string;
  davName: string | null;
  davUid: string | null;
}

/**
 * The row a phone's write lands on, from the family's rows holding its resource name or its UID (a
 * name, or a UID, is at most one row's): the named resource when the write changes one, else the row
 * with the UID (a task moved here from another list), else none (a new row). A name or a UID that
 * another row holds is 409 (the unique indexes allow no second row with either); for the UID,
 * `uidTaken` makes RFC 4791's `no-uid-conflict` naming the row that holds it.
 */
export function writeTarget<R extends Placed>(rows: readonly R[], name: string, uid: string, exists: boolean, uidTaken: (holder: R) => Error): R | undefined {
  const byName = rows.find((row) => resourceNameOf(row) === name);
  const byUid = rows.find((row) => (row.davUid ?? row.id) === uid);
  if (exists && byUid && byUid !== byName) throw uidTaken(byUid);
  if (!exists && byName && byName !== byUid) throw new HttpError("conflict", cm.nameTaken);
  return exists ? byName : byUid;
}

/** What a phone's write stores: its name and UID only where they are not the row's own (`<id>.ics`, the id). */
export const davFieldsOf = (id: string, name: string, uid: string, ics: string): DavFields => ({
  davName: name === `${id}.ics` ? null : name,
  davSource: ics,
  davUid: uid === id ? null : uid,
});
