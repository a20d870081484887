/**
 * The tables behind CalDAV's collections (docs/features/caldav.md "Sync"): `npm run db:triggers`
 * writes from this list the triggers that log each of their rows' changes in `dav_changes`, and the
 * caps on the phones' kept texts (worker/db/generated-dav-triggers.ts). No import here, so the
 * script can load it.
 */
export interface DavLoggedTable {
  /** The collection its rows are in: `<collection>`, or one per value of a column, `<collection>-<value>`. */
  collection: string;
  /** The column; `orShared`: a row whose column is null is in `<collection>` itself (the family's shared tasks). */
  per?: { column: string; orShared?: true };
  /**
   * Phones write its rows: a row keeps the phone's name (`dav_name`, its resource's name where
   * given, else `<id>.ics`) and text (`dav_source`, capped per resource and per family).
   */
  phoneWritten?: true;
  /**
   * A part of another table's resource (a meal's ingredients): a change of a row is a change of its
   * owner's resource (`<key>.ics`), never its deletion, logged only while the owner exists.
   */
  partOf?: { table: string; key: string };
  /**
   * A row only one member may see (an event whose `flag` column is `value`, 'private'): logged in
   * `<collection>~<owner>` instead (worker/caldav/sync-log.ts `personalLog`), which only that
   * member's syncs read, so no other member's sync names it. Leaving or taking that state is a
   * move between the two logs: a tombstone in one, a change in the other.
   */
  privateTo?: { owner: string; flag: string; value: string };
}

export const DAV_LOGGED_TABLES = {
  events: { collection: "calendar", phoneWritten: true, privateTo: { owner: "created_by", flag: "visibility", value: "private" } },
  reminders: { collection: "tasks", per: { column: "assigned_to", orShared: true }, phoneWritten: true },
  shopping_items: { collection: "shopping", per: { column: "list_id" }, phoneWritten: true },
  dinner_meals: { collection: "dinner" },
  meal_ingredients: { collection: "dinner", partOf: { table: "dinner_meals", key: "meal_id" } },
  subscription_events: { collection: "outside", per: { column: "subscription_id" } },
} as const satisfies Record<string, DavLoggedTable>;
