import { eq } from "drizzle-orm";
import { inject } from "vitest";
import type { CalendarSubscription } from "@contract/schemas/calendar-subscriptions";
import type { CalendarEvent } from "@contract/schemas/events";
import type { LiveMessageType } from "@contract/realtime";
import { calendarFetches, calendarSubscriptions, familyVersions, subscriptionEvents } from "@worker/db/schema";
import { refreshSubscription } from "@worker/services/outside-calendars/refresh";
import { and } from "drizzle-orm";
import { type CallOptions, call, json } from "./api";
import { steppedQueue } from "./queue";
import { listedEvents } from "./events";
import { db, everyFamilyDb, type TestUser } from "./factories";

/** The Monday at least a week from now (UTC), as `YYYY-MM-DD`: the test feeds are built around it, inside the import window. */
export function nextMonday(): string {
  const date = new Date(Date.now() + 7 * 86_400_000);
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
}

/** A URL of the tests' calendar server (test/helpers/calendar-server-setup.ts). */
export const feedUrl = (path: string) => `${inject("calendarServer")}${path}`;

export const subscriptionsPath = (familyId: string) => `/api/families/${familyId}/calendar-subscriptions`;

export const subscribe = (user: TestUser, body: Record<string, unknown>, options: Pick<CallOptions, "env"> = {}) =>
  call("POST", subscriptionsPath(user.familyId), { token: user.token, body: { name: "Skúlin", color: "#2563eb", ...body }, ...options });

/** Subscribes through the app; the first refresh it queues is delivered by the real queue, beside the test. */
export async function subscribed(user: TestUser, body: Record<string, unknown>, options: Pick<CallOptions, "env"> = {}): Promise<CalendarSubscription> {
  const response = await subscribe(user, body, options);
  if (response.status !== 201) throw new Error(`subscribe: ${response.status} ${await response.text()}`);
  return json<CalendarSubscription>(response);
}

/**
 * Subscribes with the fan-out queue held by the test (`steppedQueue`): the refresh the create queues
 * is checked and kept, never delivered, and the create's after-answer work is awaited. For a test
 * that refreshes the calendar itself (`refresh`): a refresh delivered beside it would race its own
 * and could still be fetching or writing when the test file's workerd is disposed, which workerd
 * logs as an internal error (docs/testing.md "Background work"). `held.env` sends later requests
 * (a resume) with the same held queue.
 */
export async function subscribedHeld(user: TestUser, body: Record<string, unknown>) {
  const held = steppedQueue();
  const sub = await subscribed(user, body, { env: held.env });
  const refreshes = held.queued().flatMap((message) => (message.kind === "refresh-calendars" ? message.subscriptionIds : []));
  if (!refreshes.includes(sub.id)) throw new Error(`the create of ${sub.id} queued no refresh`);
  return { sub, held };
}

/** The notices a refresh sent, for the test to read. */
export function refreshDeps() {
  const told: { familyId: string; type: LiveMessageType }[] = [];
  return { told, deps: { db, policy: { allowLoopback: true }, tell: async (familyId: string, type: LiveMessageType) => void told.push({ familyId, type }) } };
}

/**
 * Refreshes one subscription now, as the queue's consumer does, its earlier fetches forgotten first
 * (as if they were longer ago than the pace's interval): the tests of a feed's changes refresh one
 * calendar several times in a row. The pace has its own tests, which call refreshSubscription.
 */
export async function refresh(id: string, deps = refreshDeps().deps) {
  await db.delete(calendarFetches).where(eq(calendarFetches.subscriptionId, id));
  return refreshSubscription(deps, id);
}

export const importedOf = async (user: TestUser): Promise<CalendarEvent[]> => (await listedEvents(user)).filter((event) => event.subscription);

export const importedRows = async (subscriptionId: string) =>
  (
    await Promise.all(
      everyFamilyDb().map((database) => database.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, subscriptionId))),
    )
  ).flat();

export const subscriptionRow = async (id: string) => (await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.id, id)))[0];

/** The family's change counter of the imported occurrences: it moves at every row written. */
export async function occurrencesVersion(familyId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: familyVersions.version })
    .from(familyVersions)
    .where(and(eq(familyVersions.familyId, familyId), eq(familyVersions.tableName, "subscription_events")));
  return row?.version;
}

/** What the calendar server counted for a path (`feed/school`). */
export async function served(path: string): Promise<{ requests: number; notModified: number }> {
  return (await fetch(feedUrl(`/stats/${path}`))).json();
}

/** Waits until `check` holds (the queue's consumer runs beside the test), at most `ms`. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
