import { and, eq } from "drizzle-orm";
import { taskMessages as t } from "@contract/task-messages";
import type { CalendarEvent, CreateEventBody, CreateEventInput, RecurrenceRule, UpdateEventBody } from "@contract/schemas/events";
import { eventEndsAt } from "@worker/lib/event-recurrence";
import { events } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { clientIdGuard, insertUnlessUsed, whyNotStored } from "@worker/lib/client-ids";
import type { PhoneClass } from "@worker/lib/event-class";
import { eventFields } from "@worker/lib/event-fields";
import { appUidOf } from "@worker/lib/event-uid";
import { HttpError, notFound } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { isUniqueViolation } from "@worker/lib/unique-violation";
import { type Outcome, outcome } from "@worker/services/effects";
import { sameDavState, staleOr } from "@worker/services/caldav/state";
import { DavUidTaken } from "@worker/services/caldav/uid-taken";
import { eventColumns, seenBy, storeDaysOfWeek, storeForMembers, toEvent, visibleTo } from "./event-rows";
import { familyMembersNamed, forMembersHeld, forMembersMissing } from "./for-members";
import { afterEventWrite, type EventWriter, familyLink, linkHeld, linkMissing, type Seen, seenAfter, seenOf, seenOfClass } from "./event-visibility";

/**
 * The family's event writes, from the app (JSON) and the phones (CalDAV) alike: each scoped by
 * the family and by who may see the event (another member's private event answers 404, as one
 * that is not there), each ending in `afterEventWrite`.
 */

/** What a CalDAV write keeps beside the app's fields (docs/features/caldav.md "The calendar (VEVENT)"). */
export interface KeptFromPhone {
  /** The phone's rule when the app's fields cannot hold it; null: none (the fields say it all). */
  recurrenceRule?: RecurrenceRule | null;
  /** The phone's whole VCALENDAR, written back with the app's changes over it. */
  davSource?: string | null;
  /** The resource name the phone chose when creating (a create only). */
  davName?: string | null;
  /** The UID of the phone's text; null: none, or the event's own app UID (worker/lib/event-uid.ts). */
  davUid?: string | null;
  /** A change's CLASS, who the phone asks to see the event (a create's is its `visibility`). */
  phoneClass?: PhoneClass;
}

/** The `dav_uid` an event stores: none where the phone's UID is the event's own app UID. */
const storedUid = (id: string, uid: string | null) => (uid === appUidOf(id) ? null : uid);

/** The family's event of that id, if the writer may see it. */
const writable = (writer: EventWriter, eventId: string) => and(eq(events.id, eventId), eq(events.familyId, writer.familyId), visibleTo(writer.userId));

/** The columns of who sees an event, for a write that changes it (none for one that does not, so it cannot undo another's change). */
const seenColumns = (seen: Seen, before: Seen) => (seen.visibility === before.visibility && seen.sharedLinkId === before.sharedLinkId ? {} : seenOf(seen));

/**
 * Creates an event under the phone's client id when it sends one (docs/features/offline.md): a
 * replay answers the stored event with 200 and tells nobody, one deleted since (or another
 * member's private one) 404, another family's id 409. A shared event's link must be the family's
 * when it is written (400 otherwise, nothing stored).
 */
export async function createEvent(
  db: Db,
  family: { familyId: string; timeZone: string },
  createdBy: string,
  input: Omit<CreateEventBody, "familyId" | "createdBy">,
  kept: KeptFromPhone = {},
): Promise<Outcome<CalendarEvent>> {
  const { familyId, timeZone } = family;
  const id = input.id ?? newId();
  const guard = clientIdGuard(db, familyId, id, events);
  const seen = seenOf(input);
  const row = {
    id,
    familyId,
    createdBy,
    title: input.title,
    description: input.description,
    startTime: input.startTime,
    endTime: input.endTime,
    location: input.location,
    recurrence: input.recurrence,
    recurrenceEnds: input.recurrenceEnds,
    daysOfWeek: storeDaysOfWeek(input.daysOfWeek),
    recurrenceRule: kept.recurrenceRule ?? null,
    davName: kept.davName ?? null,
    davSource: kept.davSource ?? null,
    davUid: storedUid(id, kept.davUid ?? null),
    endsAt: eventEndsAt({ ...input, recurrenceRule: kept.recurrenceRule }, timeZone),
    createdAt: iso(Date.now()),
    ...seen,
    forMembers: storeForMembers(input.forMembers),
    countdown: input.countdown,
  };
  const [inserted, , [stored], [holder], [uidHolder], [link], named] = await db.batch([
    insertUnlessUsed(
      db,
      events,
      familyId,
      row,
      and(guard.unused, linkHeld(db, familyId, seen), forMembersHeld(familyId, input.forMembers)) ?? guard.unused,
    ).returning({
      id: events.id,
    }),
    guard.remember,
    db.select(eventColumns).from(events).where(eq(events.id, id)),
    guard.holder,
    // The insert does nothing on any conflict: this tells a UID another event stored first.
    db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.familyId, familyId), eq(events.davUid, row.davUid ?? ""))),
    familyLink(db, familyId, seen.sharedLinkId ?? ""),
    familyMembersNamed(db, familyId, input.forMembers),
  ]);
  if (seen.sharedLinkId !== null && !link) throw linkMissing();
  if (named.length < input.forMembers.length) throw forMembersMissing();
  if (!stored && uidHolder) throw new DavUidTaken();
  if (!stored) throw whyNotStored(holder, familyId, notFound());
  if (stored.familyId !== familyId) throw new HttpError("conflict", t.clientIdTaken);
  if (!seenBy(stored, createdBy)) throw notFound();
  const event = toEvent(stored);
  const writer = { familyId, timeZone, userId: createdBy };
  return inserted.length > 0 ? outcome(201, event, ...afterEventWrite({ kind: "created", event, writer })) : outcome(200, event);
}

/**
 * The app's change of an event: its title (the inline edit), who sees it, whom it is about, or any
 * of them. Only its creator changes who sees it (403); a shared event's link must be the family's,
 * and whom it is about the family's members (400).
 */
export async function changeEvent(db: Db, writer: EventWriter, eventId: string, change: UpdateEventBody): Promise<Outcome<CalendarEvent>> {
  const [stored] = await db.select(eventColumns).from(events).where(writable(writer, eventId));
  if (!stored) throw notFound();
  const before = toEvent(stored);
  const wish = change.visibility === undefined ? undefined : { visibility: change.visibility, sharedLinkId: change.sharedLinkId ?? null };
  const seen = seenAfter(before, writer, wish, true);
  const forMembers = change.forMembers ?? [];
  const changes = {
    ...(change.title === undefined ? {} : { title: change.title }),
    ...seenColumns(seen, before),
    ...(change.forMembers === undefined ? {} : { forMembers: storeForMembers(change.forMembers) }),
    ...(change.countdown === undefined ? {} : { countdown: change.countdown }),
  };
  if (Object.keys(changes).length === 0) return outcome(200, before);
  const [[link], named, [row]] = await db.batch([
    familyLink(db, writer.familyId, seen.sharedLinkId ?? ""),
    familyMembersNamed(db, writer.familyId, forMembers),
    db
      .update(events)
      .set(changes)
      .where(and(writable(writer, eventId), linkHeld(db, writer.familyId, seen), forMembersHeld(writer.familyId, forMembers)))
      .returning(eventColumns),
  ]);
  if (seen.sharedLinkId !== null && !link) throw linkMissing();
  if (named.length < forMembers.length) throw forMembersMissing();
  if (!row) throw notFound();
  const event = toEvent(row);
  return outcome(200, event, ...afterEventWrite({ kind: "changed", event, before, writer }));
}

/** `expected`: a CalDAV delete's If-Match, checked in the DELETE itself (services/caldav/state.ts). */
export async function deleteEvent(db: Db, writer: EventWriter, eventId: string, expected?: string): Promise<Outcome<undefined>> {
  const [row] = await db
    .delete(events)
    .where(and(writable(writer, eventId), sameDavState(events, expected)))
    .returning(eventColumns);
  if (!row) throw staleOr(expected, notFound);
  return outcome(204, undefined, ...afterEventWrite({ kind: "deleted", event: toEvent(row), writer }));
}

/** The repeat of a stored event, as far as its rule depends on it. */
const repeatOf = (event: Pick<CreateEventBody, "startTime" | "recurrence" | "recurrenceEnds"> & { daysOfWeek: string | null }) =>
  JSON.stringify([event.startTime, event.recurrence, event.recurrenceEnds, event.daysOfWeek]);

/** What a full replace takes: every field of the event but who sees it, which only `kept.phoneClass` may ask to change. */
export type ReplacedFields = Omit<CreateEventInput, "id" | "familyId" | "createdBy" | "visibility" | "sharedLinkId">;

/**
 * Replaces every field of an event (a phone's whole VEVENT over CalDAV), checked as a new one is,
 * with `ends_at` computed afresh. A phone's rule is what `kept` says; without it (a change from the
 * app) the stored rule stays only while the start and the repeat fields are as they were, since
 * the app's fields then no longer approximate it. Its CLASS changes who sees the event only when
 * the writer is its creator (another member's is left aside). `expected`: a CalDAV write's
 * If-Match, checked in the UPDATE itself (services/caldav/state.ts).
 */
export async function updateEvent(
  db: Db,
  writer: EventWriter,
  eventId: string,
  input: ReplacedFields,
  kept?: KeptFromPhone,
  expected?: string,
): Promise<Outcome<CalendarEvent>> {
  const fields = eventFields(input);
  const [stored] = await db.select(eventColumns).from(events).where(writable(writer, eventId));
  if (!stored) throw staleOr(expected, notFound);
  const before = toEvent(stored);
  const seen = kept?.phoneClass === undefined ? seenOf(before) : seenAfter(before, writer, seenOfClass(kept.phoneClass, before), false);
  const daysOfWeek = storeDaysOfWeek(fields.daysOfWeek);
  const recurrenceRule = kept ? (kept.recurrenceRule ?? null) : repeatOf({ ...fields, daysOfWeek }) === repeatOf(stored) ? stored.recurrenceRule : null;
  const [row] = await db
    .update(events)
    .set({
      title: fields.title,
      description: fields.description,
      startTime: fields.startTime,
      endTime: fields.endTime,
      location: fields.location,
      recurrence: fields.recurrence,
      recurrenceEnds: fields.recurrenceEnds,
      daysOfWeek,
      recurrenceRule,
      ...(kept?.davSource !== undefined ? { davSource: kept.davSource } : {}),
      ...(kept?.davUid !== undefined ? { davUid: storedUid(eventId, kept.davUid) } : {}),
      endsAt: eventEndsAt({ ...fields, recurrenceRule }, writer.timeZone),
      ...seenColumns(seen, before),
    })
    .where(and(writable(writer, eventId), sameDavState(events, expected)))
    .returning(eventColumns)
    .catch((error: unknown) => {
      throw isUniqueViolation(error, "events.dav_uid") ? new DavUidTaken() : error;
    });
  if (!row) throw staleOr(expected, notFound);
  const event = toEvent(row);
  return outcome(200, event, ...afterEventWrite({ kind: "changed", event, before, writer }));
}
