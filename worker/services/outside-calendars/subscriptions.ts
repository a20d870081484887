import { and, asc, eq } from "drizzle-orm";
import { outsideCalendarMessages as m } from "@contract/outside-calendar-messages";
import type { CalendarSubscription, CreateSubscriptionBody, UpdateSubscriptionBody } from "@contract/schemas/calendar-subscriptions";
import { calendarSubscriptions, familyMembers } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { checkCalendarUrl, type UrlPolicy } from "@worker/lib/calendar-url";
import { newId } from "@worker/lib/crypto";
import { defineFamilyRead, type FamilyParam } from "@worker/lib/family-read";
import { invalid, notFound } from "@worker/lib/http-error";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";
import { iso } from "@worker/lib/time";
import { takeRefreshOnDemand } from "./fetch-turns";
import { type Outcome, outcome, tell } from "@worker/services/effects";

/** What a subscription answers: everything but the fetch's bookkeeping (validators, backoff). */
export const subscriptionColumns = {
  id: calendarSubscriptions.id,
  familyId: calendarSubscriptions.familyId,
  url: calendarSubscriptions.url,
  name: calendarSubscriptions.name,
  color: calendarSubscriptions.color,
  memberId: calendarSubscriptions.memberId,
  paused: calendarSubscriptions.paused,
  lastRefreshedAt: calendarSubscriptions.lastRefreshedAt,
  lastError: calendarSubscriptions.lastError,
  createdAt: calendarSubscriptions.createdAt,
  createdBy: calendarSubscriptions.createdBy,
};

const familySubscriptionsSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(aliased(subscriptionColumns))
    .from(calendarSubscriptions)
    .where(eq(calendarSubscriptions.familyId, param("familyId")))
    .orderBy(asc(calendarSubscriptions.createdAt), asc(calendarSubscriptions.id)),
);

/** The family's outside calendars, oldest first. */
export const subscriptionsRead = defineFamilyRead({
  selects: [familySubscriptionsSelect] as const,
  answer: ([rows]): CalendarSubscription[] => rows,
});

/** 400 with the member text unless the member is of this family. */
async function assertMember(db: Db, familyId: string, memberId: string | null | undefined): Promise<void> {
  if (!memberId) return;
  const [member] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, familyId)));
  if (!member) throw invalid(m.memberUnknown);
}

/** What a write that queues a refresh at once needs besides the database: the URL policy, and the secret the on-demand count is kept under. */
export interface RefreshAsks {
  policy: UrlPolicy;
  secret: string;
}

/**
 * Subscribes the family to an outside calendar: the URL is checked (400 with the Faroese reason
 * for each refused form), the refresh at once is counted against the family's on-demand refreshes
 * (429 past them), the 11th answers the row cap's 409, and the first refresh is queued at once (the
 * `refresh-calendars` effect); its events follow with that refresh's notice.
 */
export async function createSubscription(
  db: Db,
  family: { familyId: string; userId: string },
  body: CreateSubscriptionBody,
  asks: RefreshAsks,
): Promise<Outcome<CalendarSubscription>> {
  const checked = checkCalendarUrl(body.url, asks.policy);
  if (!checked.ok) throw invalid(checked.message);
  await assertMember(db, family.familyId, body.memberId);
  await takeRefreshOnDemand(db, asks.secret, family.familyId);
  const now = iso(Date.now());
  const [row] = await db
    .insert(calendarSubscriptions)
    .values({
      id: newId(),
      familyId: family.familyId,
      url: checked.url,
      name: body.name,
      color: body.color,
      memberId: body.memberId,
      nextRefreshAt: now,
      createdAt: now,
      createdBy: family.userId,
    })
    .returning(subscriptionColumns);
  if (!row) throw notFound();
  return outcome(201, row, tell(family.familyId, "events_updated"), { kind: "refresh-calendars", subscriptionIds: [row.id] });
}

/** Renames, recolours, reassigns, pauses or resumes; a resumed one is due at once, counted as a refresh on demand. */
export async function updateSubscription(
  db: Db,
  familyId: string,
  id: string,
  body: UpdateSubscriptionBody,
  secret: string,
): Promise<Outcome<CalendarSubscription>> {
  await assertMember(db, familyId, body.memberId);
  if (body.paused === false) await takeRefreshOnDemand(db, secret, familyId);
  const { paused, ...named } = body;
  const [row] = await db
    .update(calendarSubscriptions)
    .set({ ...named, ...(paused === undefined ? {} : { paused, ...(paused ? {} : { nextRefreshAt: iso(Date.now()), failures: 0 }) }) })
    .where(and(eq(calendarSubscriptions.id, id), eq(calendarSubscriptions.familyId, familyId)))
    .returning(subscriptionColumns);
  if (!row) throw notFound();
  return outcome(200, row, tell(familyId, "events_updated"), paused === false && { kind: "refresh-calendars", subscriptionIds: [row.id] });
}

/** Removes the subscription and (by the foreign key's cascade) every occurrence it imported. */
export async function deleteSubscription(db: Db, familyId: string, id: string): Promise<Outcome<undefined>> {
  const deleted = await db
    .delete(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.id, id), eq(calendarSubscriptions.familyId, familyId)))
    .returning({ id: calendarSubscriptions.id });
  if (deleted.length === 0) throw notFound();
  return outcome(204, undefined, tell(familyId, "events_updated"));
}
