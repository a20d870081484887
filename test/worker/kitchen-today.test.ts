import { describe, expect, it } from "vitest";
import type { ScreenToday } from "@contract/schemas/kitchen-screen";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate } from "@contract/time/zone";
import { startOfFamilyDay } from "@contract/time/zoned";
import { calendarSubscriptions, subscriptionEvents } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { call } from "@test/helpers/api";
import { createUser, db, type TestUser } from "@test/helpers/factories";
import { ok, pairScreen } from "@test/helpers/kitchen";

/** The kitchen wall's "today" (docs/features/kitchen.md "What a screen may do"): the family's events and its outside calendars'. */

const HOUR = 60 * 60 * 1000;
const ZONE = "Atlantic/Faroe";

/** The first moment of the family day `days` from today, on the Faroese clock the test families keep. */
function dayStart(days: number): number {
  const today = familyDate(Date.now(), ZONE);
  return Date.parse(startOfFamilyDay(dateText(addToClock(clockOfDate(today), "days", days)), ZONE));
}

/** An outside calendar of the user's family, stored without being fetched (nothing leaves the test). */
async function outsideCalendar(user: TestUser, patch: { name?: string; color?: string; paused?: boolean } = {}): Promise<string> {
  const id = newId();
  await db.insert(calendarSubscriptions).values({
    id,
    familyId: user.familyId,
    url: `https://calendar.example.com/${id}.ics`,
    name: patch.name ?? "Skúlin",
    color: patch.color ?? "#2563eb",
    paused: patch.paused ?? false,
    nextRefreshAt: "2999-01-01T00:00:00.000Z",
    createdAt: new Date().toISOString(),
    createdBy: user.id,
  });
  return id;
}

/** One imported occurrence, as a refresh writes it. */
async function occurrence(user: TestUser, subscriptionId: string, title: string, start: number, end: number, allDay = false): Promise<string> {
  const id = newId();
  await db.insert(subscriptionEvents).values({
    id,
    familyId: user.familyId,
    subscriptionId,
    uid: `${id}@calendar.example.com`,
    title,
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    allDay,
  });
  return id;
}

const screenEvents = async (token: string) => (await ok<ScreenToday>(call("GET", "/api/kitchen/screen/today", { token }), 200)).events;

describe("the kitchen wall's today", () => {
  it("shows today's occurrences of the family's outside calendars with their calendar, beside its own events, by start", async () => {
    const parent = await createUser();
    const { token } = await pairScreen(parent);
    const school = await outsideCalendar(parent, { name: "Skúlin", color: "#16a34a" });
    const today = dayStart(0);
    const lesson = await occurrence(parent, school, "Støddfrøði", today + 9 * HOUR, today + 10 * HOUR);
    const dayOff = await occurrence(parent, school, "Frídagur", today, dayStart(1), true);
    await ok(
      call("POST", "/api/events", {
        token: parent.token,
        body: { title: "Fótbóltur", startTime: new Date(today + 17 * HOUR).toISOString(), endTime: new Date(today + 18 * HOUR).toISOString() },
      }),
      201,
    );

    const mark = { id: school, name: "Skúlin", color: "#16a34a" };
    expect(await screenEvents(token)).toEqual([
      {
        id: dayOff,
        title: "Frídagur",
        startTime: new Date(today).toISOString(),
        endTime: new Date(dayStart(1)).toISOString(),
        subscription: mark,
        allDay: true,
      },
      {
        id: lesson,
        title: "Støddfrøði",
        startTime: new Date(today + 9 * HOUR).toISOString(),
        endTime: new Date(today + 10 * HOUR).toISOString(),
        subscription: mark,
      },
      { id: expect.any(String), title: "Fótbóltur", startTime: new Date(today + 17 * HOUR).toISOString(), endTime: new Date(today + 18 * HOUR).toISOString() },
    ]);
  });

  it("leaves out yesterday's and tomorrow's occurrences, a paused calendar's, and another family's", async () => {
    const parent = await createUser();
    const stranger = await createUser();
    const { token } = await pairScreen(parent);
    const theirs = await pairScreen(stranger);
    const school = await outsideCalendar(parent);
    const paused = await outsideCalendar(parent, { name: "Kórið", paused: true });
    const club = await outsideCalendar(stranger, { name: "Felagið" });
    const today = dayStart(0);
    const shown = await occurrence(parent, school, "Evnafrøði", today + 8 * HOUR, today + 9 * HOUR);
    // Yesterday's all-day occurrence ends at today's first moment; tomorrow's starts at tomorrow's.
    await occurrence(parent, school, "Í gjár", dayStart(-1), today, true);
    await occurrence(parent, school, "Í morgin", dayStart(1), dayStart(2), true);
    await occurrence(parent, school, "Í morgin tíðliga", dayStart(1) + HOUR, dayStart(1) + 2 * HOUR);
    await occurrence(parent, paused, "Kórvenjing", today + 19 * HOUR, today + 20 * HOUR);
    const foreign = await occurrence(stranger, club, "Venjing", today + 12 * HOUR, today + 13 * HOUR);

    expect((await screenEvents(token)).map((event) => event.id)).toEqual([shown]);
    expect((await screenEvents(theirs.token)).map((event) => event.id)).toEqual([foreign]);
  });
});
