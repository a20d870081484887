import { and, asc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import {
  FAMILY_SUBSCRIPTION_EVENTS_MAX,
  SUBSCRIPTION_EVENTS_MAX,
  SUBSCRIPTION_EXPANSION_MS_MAX,
  SUBSCRIPTION_EXPANSION_STEPS_MAX,
  SUBSCRIPTION_LEASE_MS,
  SUBSCRIPTION_REFRESH_MS,
  SUBSCRIPTION_RETRY_FIRST_MS,
  SUBSCRIPTION_RETRY_MAX_MS,
  SUBSCRIPTION_WINDOW_AHEAD_MS,
  SUBSCRIPTION_WINDOW_BACK_MS,
} from "@contract/outside-calendar-limits";
import { outsideCalendarMessages as m } from "@contract/outside-calendar-messages";
import type { LiveMessageType } from "@contract/realtime";
import { calendarSubscriptions, families, subscriptionEvents } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { rawStatement } from "@worker/lib/batch";
import type { UrlPolicy } from "@worker/lib/calendar-url";
import { takeFetchTurn } from "./fetch-turns";
import { fetchFeed, type Validators } from "@worker/lib/feed-fetch";
import { FeedUnreadable, type ImportedOccurrence, occurrencesOf } from "@worker/lib/ical-occurrences";
import { d1Statement } from "@worker/lib/prepared-select";
import { iso } from "@worker/lib/time";

export interface RefreshDeps {
  db: Db;
  /** LOCAL_DEV's loopback exception for redirects, as at creation. */
  policy: UrlPolicy;
  /** Tells the family's phones; a failure is logged by the caller. */
  tell: (familyId: string, type: LiveMessageType) => Promise<void>;
}

/** `deferred`: not fetched now, for the pace (fetch-turns.ts); its next refresh is set to when it may be. */
export type RefreshResult = "skipped" | "deferred" | "unchanged" | "changed" | "failed";

/** The wait after the n-th failure in a row: SUBSCRIPTION_RETRY_FIRST_MS, doubled each time, at most a day. */
export const retryAfterMs = (failures: number) => Math.min(SUBSCRIPTION_RETRY_MAX_MS, SUBSCRIPTION_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

type Subscription = Awaited<ReturnType<typeof subscriptionToRefresh>>;

async function subscriptionToRefresh(db: Db, id: string) {
  const [row] = await db
    .select({
      id: calendarSubscriptions.id,
      familyId: calendarSubscriptions.familyId,
      url: calendarSubscriptions.url,
      paused: calendarSubscriptions.paused,
      etag: calendarSubscriptions.etag,
      lastModified: calendarSubscriptions.lastModified,
      contentHash: calendarSubscriptions.contentHash,
      lastError: calendarSubscriptions.lastError,
      failures: calendarSubscriptions.failures,
      timeZone: families.timeZone,
    })
    .from(calendarSubscriptions)
    .innerJoin(families, eq(families.id, calendarSubscriptions.familyId))
    .where(eq(calendarSubscriptions.id, id));
  return row;
}

/** A good refresh; `note` is what the page shows in the last error's place (a feed cut at the cap), else null. */
const succeeded = (now: number, validators: Validators & { contentHash: string | null }, note: string | null) => ({
  ...validators,
  lastRefreshedAt: iso(now),
  lastError: note,
  failures: 0,
  nextRefreshAt: iso(now + SUBSCRIPTION_REFRESH_MS),
});

/** How many occurrences this subscription may import: its own cap, and what the family's others leave. */
async function roomFor(db: Db, sub: NonNullable<Subscription>): Promise<number> {
  const [others] = await db
    .select({ count: sql<number>`count(*)` })
    .from(subscriptionEvents)
    .where(and(eq(subscriptionEvents.familyId, sub.familyId), ne(subscriptionEvents.subscriptionId, sub.id)));
  return Math.max(0, Math.min(SUBSCRIPTION_EVENTS_MAX, FAMILY_SUBSCRIPTION_EVENTS_MAX - (others?.count ?? 0)));
}

/** Rows one insert carries, as one JSON text (D1 binds at most 100 values to a statement, and a JSON text is one). */
const ROWS_PER_INSERT = 500;

/**
 * An occurrence's id: the same for the same occurrence of the same calendar at every refresh, so
 * phones keep their keys and the feed's UIDs stay put (a repeat in a malformed feed is dropped).
 */
async function withIds(subscriptionId: string, occurrences: readonly ImportedOccurrence[]) {
  const ids = await Promise.all(occurrences.map((o) => sha256(`${subscriptionId}\n${o.uid}\n${o.recurrenceId ?? ""}\n${o.startTime}`)));
  const seen = new Set<string>();
  return occurrences.flatMap((o, index) => {
    const id = ids[index]!.slice(0, 32);
    if (seen.has(id)) return [];
    seen.add(id);
    return [{ ...o, id, allDay: o.allDay ? 1 : 0 }];
  });
}

/** The columns a refresh compares: an occurrence whose id is kept and whose columns are all the same is not written. */
const COMPARED = sql.raw(
  ["uid", "recurrence_id", "title", "description", "location", "start_time", "end_time", "all_day"].map((column) => `"${column}"`).join(", "),
);

/**
 * Inserts the occurrences that are new and rewrites the ones that changed, ROWS_PER_INSERT to a
 * statement: an upsert on the stable id whose update happens only when a column differs, so an
 * unchanged occurrence writes nothing (and logs nothing for CalDAV, migration 0048).
 */
function upsertStatements(db: Db, sub: NonNullable<Subscription>, rows: readonly { id: string }[]) {
  const statements = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const json = JSON.stringify(rows.slice(start, start + ROWS_PER_INSERT));
    statements.push(
      rawStatement(
        db,
        sql`INSERT INTO subscription_events (id, family_id, subscription_id, uid, recurrence_id, title, description, location, start_time, end_time, all_day)
        SELECT value->>'id', ${sub.familyId}, ${sub.id}, value->>'uid', value->>'recurrenceId', value->>'title', value->>'description',
          value->>'location', value->>'startTime', value->>'endTime', value->>'allDay'
        FROM json_each(${json}) WHERE true
        ON CONFLICT (id) DO UPDATE SET (${COMPARED}) = (excluded.uid, excluded.recurrence_id, excluded.title, excluded.description,
          excluded.location, excluded.start_time, excluded.end_time, excluded.all_day)
        WHERE subscription_events.subscription_id = excluded.subscription_id AND (${COMPARED}) IS NOT (excluded.uid, excluded.recurrence_id,
          excluded.title, excluded.description, excluded.location, excluded.start_time, excluded.end_time, excluded.all_day)`,
      ),
    );
  }
  return statements;
}

/** Deletes the subscription's occurrences the feed no longer has. */
const staleDelete = (db: Db, sub: NonNullable<Subscription>, rows: readonly { id: string }[]) =>
  rawStatement(
    db,
    sql`DELETE FROM subscription_events WHERE subscription_id = ${sub.id}
      AND id NOT IN (SELECT value FROM json_each(${JSON.stringify(rows.map((row) => row.id))}))`,
  );

/**
 * The feed's occurrences replace the subscription's in one D1 batch (a transaction): the phones
 * see the old copy or the new one, never half of either. Only the differences are written: the
 * occurrences gone are deleted, the new ones inserted, the changed ones updated, by their stable
 * ids (docs/features/outside-calendars.md "Refreshing").
 */
async function replaceOccurrences(db: Db, sub: NonNullable<Subscription>, text: string, now: number, validators: Validators & { contentHash: string }) {
  const room = await roomFor(db, sub);
  // One more than there is room for: a feed that fills it is told from one that overflows it.
  const found = occurrencesOf(text, {
    from: now - SUBSCRIPTION_WINDOW_BACK_MS,
    to: now + SUBSCRIPTION_WINDOW_AHEAD_MS,
    timeZone: sub.timeZone,
    max: room + 1,
    stepsMax: SUBSCRIPTION_EXPANSION_STEPS_MAX,
    msMax: SUBSCRIPTION_EXPANSION_MS_MAX,
  });
  const occurrences = found.slice(0, room);
  const cut = found.length > room;
  // A cut feed keeps no validators: the next refresh reads it again and takes what room there is by then.
  const kept = cut ? { etag: null, lastModified: null, contentHash: null } : validators;
  const rows = await withIds(sub.id, occurrences);
  await db.$client.batch([
    staleDelete(db, sub, rows),
    ...upsertStatements(db, sub, rows),
    d1Statement(
      db.$client,
      db
        .update(calendarSubscriptions)
        .set(succeeded(now, kept, cut ? m.cutAtCap(room) : null))
        .where(eq(calendarSubscriptions.id, sub.id)),
    ),
  ]);
  return occurrences.length;
}

async function recordFailure(deps: RefreshDeps, sub: NonNullable<Subscription>, now: number, message: string, detail: string): Promise<RefreshResult> {
  const failures = sub.failures + 1;
  console.warn(`outside calendar ${sub.id} (family ${sub.familyId}) refresh failed ${failures} time(s) in a row: ${detail}`);
  await deps.db
    .update(calendarSubscriptions)
    .set({ lastError: message, failures, nextRefreshAt: iso(now + retryAfterMs(failures)) })
    .where(eq(calendarSubscriptions.id, sub.id));
  // The calendar page shows why: its phones refetch when that changes.
  if (sub.lastError !== message) await deps.tell(sub.familyId, "events_updated");
  return "failed";
}

/**
 * Fetches one subscription and, when its feed changed, replaces its occurrences
 * (docs/features/outside-calendars.md "Refreshing"). A 304, or a body whose hash is the stored
 * one, writes no occurrences; a failure keeps the last good copy and records why, in Faroese.
 */
export async function refreshSubscription(deps: RefreshDeps, id: string, now = Date.now()): Promise<RefreshResult> {
  const sub = await subscriptionToRefresh(deps.db, id);
  if (!sub || sub.paused) return "skipped";
  const turn = await takeFetchTurn(deps.db, sub, now);
  if (!turn.taken) {
    await deps.db
      .update(calendarSubscriptions)
      .set({ nextRefreshAt: sql`max(${calendarSubscriptions.nextRefreshAt}, ${iso(turn.notBefore)})` })
      .where(eq(calendarSubscriptions.id, sub.id));
    return "deferred";
  }
  const fetched = await fetchFeed(sub.url, { etag: sub.etag, lastModified: sub.lastModified }, deps.policy);
  if (fetched.kind === "failed") return recordFailure(deps, sub, now, fetched.message, fetched.detail);
  const contentHash = fetched.kind === "body" ? await sha256(fetched.text) : sub.contentHash;
  if (fetched.kind === "unchanged" || contentHash === sub.contentHash) {
    const validators =
      fetched.kind === "body" ? { etag: fetched.etag, lastModified: fetched.lastModified } : { etag: sub.etag, lastModified: sub.lastModified };
    await deps.db
      .update(calendarSubscriptions)
      .set(succeeded(now, { ...validators, contentHash }, null))
      .where(eq(calendarSubscriptions.id, sub.id));
    if (sub.lastError !== null) await deps.tell(sub.familyId, "events_updated");
    return "unchanged";
  }
  try {
    await replaceOccurrences(deps.db, sub, fetched.text, now, { etag: fetched.etag, lastModified: fetched.lastModified, contentHash: contentHash ?? "" });
  } catch (error) {
    if (error instanceof FeedUnreadable) return recordFailure(deps, sub, now, m.unreadable, `unreadable: ${error.message.slice(0, 200)}`);
    throw error;
  }
  await deps.tell(sub.familyId, "events_updated");
  return "changed";
}

/** Subscriptions one cron run hands to the queue at most; the rest are due at the next run. */
export const DUE_PER_RUN = 500;

/**
 * Claims the subscriptions due now (not paused, next_refresh_at passed), earliest first: each is
 * leased for SUBSCRIPTION_LEASE_MS so the next run does not queue it again while it waits.
 */
export async function claimDueSubscriptions(db: Db, now: number, limit = DUE_PER_RUN): Promise<string[]> {
  const due = db
    .select({ id: calendarSubscriptions.id })
    .from(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.paused, false), lte(calendarSubscriptions.nextRefreshAt, iso(now))))
    .orderBy(asc(calendarSubscriptions.nextRefreshAt))
    .limit(limit);
  const claimed = await db
    .update(calendarSubscriptions)
    .set({ nextRefreshAt: iso(now + SUBSCRIPTION_LEASE_MS) })
    .where(inArray(calendarSubscriptions.id, due))
    .returning({ id: calendarSubscriptions.id });
  return claimed.map((row) => row.id);
}
