import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { CalendarEvent, EventsList } from "@contract/schemas/events";
import { events } from "@worker/db/schema";
import { call, json } from "./api";
import { heldPage } from "./pages";
import { db, everyFamilyDb, type TestUser } from "./factories";

/** Calendar calls and rows for the Worker tests of the calendar. */
export const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Foreldrafundur",
  startTime: "2026-09-01T17:00:00.000Z",
  endTime: "2026-09-01T18:00:00.000Z",
  ...overrides,
});

export const postEvent = (user: TestUser, body: unknown) => call("POST", "/api/events", { token: user.token, body });
export const getEvents = (user: TestUser, familyId = user.familyId) => call("GET", `/api/families/${familyId}/events`, { token: user.token });
/** The events read's answer: open events by start, then the first page of finished ones. */
export const eventsList = async (user: TestUser) => heldPage<EventsList>(await getEvents(user), "events", "finishedCount");
export const listedEvents = async (user: TestUser) => (await eventsList(user)).events;
export const patchEvent = (user: TestUser, id: string, body: unknown) => call("PATCH", `/api/events/${id}`, { token: user.token, body });
export const deleteEvent = (user: TestUser, id: string) => call("DELETE", `/api/events/${id}`, { token: user.token });

export async function eventOf(user: TestUser, overrides: Record<string, unknown> = {}): Promise<CalendarEvent> {
  const response = await postEvent(user, eventBody(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return json<CalendarEvent>(response);
}

export const eventRows = async (familyId: string) =>
  (await Promise.all(everyFamilyDb().map((database) => database.select().from(events).where(eq(events.familyId, familyId))))).flat();
export const eventRow = async (id: string) => (await db.select().from(events).where(eq(events.id, id)))[0];
