import { appUidOf, idOfAppUid, uidOfIcs, withAppUid } from "../event-uid";
import type { BackupRow, BackupValue } from "./format";

/**
 * `events.dav_uid` of a restored file, computed from each row's phone text as a CalDAV write
 * stores it (none for the app's own UID), one event per UID as migration 0056 left the database: a
 * UID two rows of a family share stays the earliest's (created first, then by id) or an app event's,
 * and every later holder gets its own app UID, in its text too (the text dropped when it cannot be
 * read). Without this, the restore's `ON CONFLICT DO NOTHING` would leave such a row out unseen.
 */
export function withEventUids(rows: readonly BackupRow[]): BackupRow[] {
  const uidOf = (row: BackupRow) => {
    const uid = typeof row.dav_source === "string" ? uidOfIcs(row.dav_source) : null;
    return uid === appUidOf(String(row.id)) ? null : uid;
  };
  const appEvents = new Set(rows.filter((row) => uidOf(row) === null).map((row) => `${row.family_id} ${row.id}`));
  const taken = new Set<string>();
  const earliestFirst = [...rows].sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)) || String(a.id).localeCompare(String(b.id)));
  const computed = new Map<BackupValue, BackupRow>();
  for (const row of earliestFirst) {
    const uid = uidOf(row);
    const key = `${row.family_id} ${uid}`;
    const appId = uid === null ? null : idOfAppUid(uid);
    const held = taken.has(key) || (appId !== null && appEvents.has(`${row.family_id} ${appId}`));
    if (uid !== null && !held) taken.add(key);
    const source = uid !== null && held && typeof row.dav_source === "string" ? withAppUid(row.dav_source, String(row.id), uid) : row.dav_source;
    computed.set(row.id ?? null, { ...row, dav_uid: held ? null : uid, dav_source: source ?? null });
  }
  return rows.map((row) => computed.get(row.id ?? null) ?? row);
}
