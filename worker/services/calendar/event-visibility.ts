import { and, eq, exists, type SQL } from "drizzle-orm";
import { calendarMessages as m } from "@contract/calendar";
import type { CalendarEvent, EventVisibility } from "@contract/schemas/events";
import { childLinks } from "@worker/db/schema";
import type { Db } from "@worker/env";
import type { PhoneClass } from "@worker/lib/event-class";
import { HttpError, invalidIssues } from "@worker/lib/http-error";
import { type Effect, tell } from "@worker/services/effects";

/**
 * Who sees an event, as its writes decide it (docs/features/calendar.md "Who sees an event"); the
 * reads' side is `visibleTo` (event-rows.ts).
 */

/** Who writes an event: the member, their family and its clock. */
export interface EventWriter {
  familyId: string;
  userId: string;
  timeZone: string;
}

/** Who sees an event: its visibility and, for a shared one, the child's link it is shared through. */
export interface Seen {
  visibility: EventVisibility;
  sharedLinkId: string | null;
}

/** The family's own link of that id: the only one a shared event may name. */
export const familyLink = (db: Db, familyId: string, linkId: string) =>
  db
    .select({ id: childLinks.id })
    .from(childLinks)
    .where(and(eq(childLinks.familyId, familyId), eq(childLinks.id, linkId)));

/** A write's guard: a shared event's link is still the family's when it is written (none for another event). */
export const linkHeld = (db: Db, familyId: string, seen: Seen): SQL | undefined =>
  seen.sharedLinkId === null ? undefined : exists(familyLink(db, familyId, seen.sharedLinkId));

/** 400, as the body's own check answers a shared event without a link: a link of another family reads as none. */
export const linkMissing = () => invalidIssues([{ message: m.sharedLinkMissing, path: [{ key: "sharedLinkId" }] }]);

/** Just who sees an event, of a row or a body that holds more. */
export const seenOf = ({ visibility, sharedLinkId }: Seen): Seen => ({ visibility, sharedLinkId });
const same = (a: Seen, b: Seen) => a.visibility === b.visibility && a.sharedLinkId === b.sharedLinkId;

/**
 * Who sees a stored event after a write that asks `wish` (none: as it is). Only its creator changes
 * it: another member's wish is refused with 403 (`strict`, the JSON API, whose form offers them no
 * choice) or left aside (a phone's CLASS, which the rest of its PUT should not be refused for).
 */
export function seenAfter(stored: CalendarEvent, writer: EventWriter, wish: Seen | undefined, strict: boolean): Seen {
  const now = seenOf(stored);
  if (!wish || same(wish, now)) return now;
  if (stored.createdBy === writer.userId) return seenOf(wish);
  if (strict) throw new HttpError("forbidden", m.visibilityCreatorOnly);
  return now;
}

const FAMILY: Seen = { visibility: "family", sharedLinkId: null };
const PRIVATE: Seen = { visibility: "private", sharedLinkId: null };

/**
 * Who a phone's CLASS asks to see its event, new (`stored` null) or stored: PRIVATE (with
 * CONFIDENTIAL and unknown values, worker/lib/event-class.ts) makes it private; PUBLIC makes a private event the family's and leaves a shared one shared (a phone cannot
 * say 'shared'); none leaves a stored event as it is, and makes a new one the family's.
 */
export function seenOfClass(phoneClass: PhoneClass, stored: Seen | null): Seen {
  if (phoneClass === "private") return PRIVATE;
  if (stored && (phoneClass === null || stored.visibility !== "private")) return seenOf(stored);
  return FAMILY;
}

/** An event's create, change or delete that has just happened: the event as it now is (a deleted one as it was) and, for a change, as it was. */
export type EventWrite = { writer: EventWriter } & (
  | { kind: "created"; event: CalendarEvent }
  | { kind: "changed"; event: CalendarEvent; before: CalendarEvent }
  | { kind: "deleted"; event: CalendarEvent }
);

/**
 * What an event's write sets off, the one place every way in (the JSON routes, CalDAV) passes once
 * an event has been created, changed or deleted: the family's phones are told. A shared event's
 * copy in the other home is kept from here too (docs/features/two-homes.md).
 */
export function afterEventWrite(write: EventWrite): Effect[] {
  const shared = (event: CalendarEvent) => (event.visibility === "shared" && event.sharedLinkId ? [event.sharedLinkId] : []);
  // The link it is shared with now, and the one it was shared with before a change (which loses it).
  const linkIds = [...new Set([...shared(write.event), ...(write.kind === "changed" ? shared(write.before) : [])])];
  const told = tell(write.writer.familyId, "events_updated");
  return linkIds.length === 0 ? [told] : [told, { kind: "sync-other-homes", familyId: write.writer.familyId, linkIds }];
}
