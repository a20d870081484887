import type { Db } from "../env";
import type { Outcome } from "../services/effects";

/**
 * The interface between the CalDAV framework (worker/caldav/) and a kind of collection
 * (docs/features/caldav.md "Collection kinds"). The framework does the HTTP, the XML, sign-in,
 * ETags and preconditions (If-Match, If-None-Match), sync tokens and ctags (from the change log the
 * triggers of worker/db/dav-tables.ts keep); a kind only maps its rows to iCalendar and back, calling the
 * same services as the JSON routes for its writes. A kind plugs in with one line in worker/caldav/kinds.ts.
 *
 * Errors: a kind throws HttpError (worker/lib/http-error.ts) as the services do; the framework
 * answers its status (400, 403, 404, 409, 413, 429…) with its message as the body.
 */

/** Who is calling: a family member signed in with an app password. */
export interface DavCaller {
  userId: string;
  username: string;
  familyId: string;
  appPasswordId: string;
  /** The family's IANA time zone, for kinds that turn dates into instants. */
  timeZone: string;
}

export type DavComponent = "VEVENT" | "VTODO";

/** One collection as the home lists it. Its slug is the last path segment: /caldav/families/<familyId>/<slug>/. */
export interface DavCollectionInfo {
  slug: string;
  displayName: string;
  /** `#RRGGBB`, answered as Apple's calendar-color. */
  color: string;
  component: DavComponent;
  /** A read-only collection answers PUT and DELETE with 403 and lists no write privilege. */
  readOnly: boolean;
}

/** One resource: a whole VCALENDAR holding one component (with its overridden instances, if any). */
export interface DavObject {
  /** The last path segment, e.g. `<rowId>.ics` or the name the phone chose (`dav_name`). */
  name: string;
  /** Strong and unquoted: a hash of `ics` (worker/caldav/etag.ts `davObject` makes both). */
  etag: string;
  ics: string;
  /**
   * What the row the text is written from held when it was read (services/caldav/state.ts), opaque to
   * the framework: a write the phone conditioned on the ETag passes it back to the kind, whose
   * service writes only if the row still holds it (else 412, nothing changed). None on read-only kinds.
   */
  state?: string;
}

/** An interval of UTC instants (ISO-8601), start inclusive, end exclusive; either may be open (RFC 4791 9.9). */
export interface DavRange {
  start?: string;
  end?: string;
}

/**
 * What to read: everything (no field), some resources by name (multiget, GET, a sync's changes;
 * names that do not exist are left out), or the resources overlapping a time range (calendar-query:
 * the kind decides overlap as RFC 4791 9.9 does for its component, recurrences expanded).
 */
export interface DavWant {
  names?: readonly string[];
  range?: DavRange;
}

/**
 * A statement the framework runs in the request's one D1 batch (`db.$client.batch`), and how its
 * rows become the value: so a PROPFIND of the home, and the check that a collection exists before a
 * sync, cost one round trip whatever the kinds. Make it with `rawStatement(db, sql\`…\`)`
 * (worker/lib/batch.ts) and name the columns you read with `AS`: the rows come as D1 gives them.
 * `statement: null` when the kind needs no query (a fixed collection such as the dinner plan).
 */
export interface DavBatched<T> {
  statement: D1PreparedStatement | null;
  read(rows: Record<string, unknown>[]): T;
}

export interface DavCollectionKind {
  /** Whether this kind answers for a collection slug (`dinner`, `shopping-<listId>`…); the first kind that does wins. */
  owns(slug: string): boolean;
  /** The family's collections of this kind, in the home's order. */
  collections(db: Db, familyId: string): DavBatched<DavCollectionInfo[]>;
  /**
   * The family's resources in a collection this kind listed, as `want` asks, that the member
   * `viewerId` may see (a kind whose rows are all the family's leaves it aside). Always scoped to
   * `familyId` in SQL. A resource only one member may see is logged under `<slug>~<userId>`
   * (sync-log.ts), so no other member's sync names it.
   */
  read(db: Db, familyId: string, slug: string, want: DavWant, viewerId: string): Promise<DavObject[]>;
  /**
   * Creates (`current` null: the framework answers 201) or changes (204) the resource `name` from the
   * phone's `ics` (already checked: one VCALENDAR of the collection's component, one UID), through the
   * service the JSON route uses, keeping `name` as the row's `dav_name` when it is not `<rowId>.ics`.
   * The outcome's body is the resource as it now reads (its ETag goes in the answer); its effects are
   * run by the framework after the answer. `expected` (the phone sent `If-Match` and it held): write
   * only if the row still holds `current.state`, in the write's own statement or batch, else throw
   * the services' StaleDavState (412). Absent on read-only kinds.
   */
  put?(db: Db, caller: DavCaller, slug: string, name: string, ics: string, current: DavObject | null, expected?: string): Promise<Outcome<DavObject>>;
  /** Deletes a resource that exists (`current`), through the JSON route's service, guarded by `expected` as `put` is. Absent on read-only kinds. */
  remove?(db: Db, caller: DavCaller, slug: string, current: DavObject, expected?: string): Promise<Outcome<undefined>>;
}

/** A writable kind's `put`, for kinds that write it as a function of their own. */
export type DavPut = NonNullable<DavCollectionKind["put"]>;
