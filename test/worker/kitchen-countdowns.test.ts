import { describe, expect, it } from "vitest";
import { calendarMessages as m } from "@contract/calendar";
import type { CalendarEvent } from "@contract/schemas/events";
import type { ScreenCountdown, ScreenToday } from "@contract/schemas/kitchen-screen";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate } from "@contract/time/zone";
import { call, errorBody, json } from "@test/helpers/api";
import { eventBody, eventOf, patchEvent, postEvent } from "@test/helpers/events";
import { createUser, type TestUser } from "@test/helpers/factories";
import { ok, pairScreen } from "@test/helpers/kitchen";

/** The wall's countdowns (docs/features/kitchen.md "Countdowns"): events marked so, at their next occurrence, in family days. */

const FAROE = "Atlantic/Faroe";
/** Noon (UTC) of the family day `days` from today: the same day on the Faroese clock, summer or winter. */
const dayFromToday = (days: number) => `${dateText(addToClock(clockOfDate(familyDate(Date.now(), FAROE)), "days", days))}T12:00:00.000Z`;
const at = (user: TestUser, title: string, days: number, extra: Record<string, unknown> = {}) =>
  eventOf(user, { title, startTime: dayFromToday(days), endTime: dayFromToday(days).replace("T12", "T13"), countdown: true, ...extra });
const countdownsOf = async (token: string) => (await ok<ScreenToday>(call("GET", "/api/kitchen/screen/today", { token }), 200)).countdowns;
const eventIdOf = (countdown: ScreenCountdown) => (countdown.kind === "event" ? countdown.eventId : `not an event: ${countdown.kind}`);

describe("the wall's countdowns", () => {
  it("counts the family days to each marked event's next occurrence, soonest first, at most four, and none private, unmarked, past or over a year ahead", async () => {
    const parent = await createUser();
    const { token } = await pairScreen(parent);
    const christmas = await at(parent, "jól", 12);
    await at(parent, "Foreldrafundur", 3, { countdown: false });
    await at(parent, "Gáva til mammu", 5, { visibility: "private" });
    await at(parent, "Summarferð", 400);
    await at(parent, "Gamal dagur", -3);
    // Born a year ago: a yearly event counts to its next anniversary, not its first day.
    const birthday = await at(parent, "føðingardag hjá Óla", -365 + 20, { recurrence: "yearly" });
    const today = await at(parent, "Svimjing", 0);
    const tomorrow = await at(parent, "Tannlækni", 1);
    await at(parent, "Flogferð", 30);
    const countdowns = await countdownsOf(token);
    expect(countdowns.map((countdown) => [eventIdOf(countdown), countdown.days])).toEqual([
      [today.id, 0],
      [tomorrow.id, 1],
      [christmas.id, 12],
      [birthday.id, expect.any(Number)],
    ]);
    // 20 days ahead, or 19 or 21 across a leap day: the anniversary's family date decides.
    expect(Math.abs((countdowns[3]?.days ?? 0) - 20)).toBeLessThanOrEqual(1);
    expect(countdowns[2]).toEqual({ kind: "event", eventId: christmas.id, title: "jól", date: dayFromToday(12).slice(0, 10), days: 12 });
  });

  it("is set when an event is made or changed, answered on the event, and refused when not true or false", async () => {
    const parent = await createUser();
    const { token } = await pairScreen(parent);
    const made = await eventOf(parent, { ...eventBody({ startTime: dayFromToday(2), endTime: dayFromToday(2).replace("T12", "T13") }) });
    expect(made.countdown).toBe(false);
    expect(await countdownsOf(token)).toEqual([]);
    const marked = await json<CalendarEvent>(await patchEvent(parent, made.id, { countdown: true }));
    expect(marked).toMatchObject({ countdown: true, title: made.title });
    expect((await countdownsOf(token)).map((countdown) => countdown.days)).toEqual([2]);
    const refused = await postEvent(parent, eventBody({ countdown: "ja" }));
    expect(refused.status).toBe(400);
    expect((await errorBody(refused)).message).toBe(m.countdownInvalid);
    expect((await patchEvent(parent, made.id, { countdown: 1 })).status).toBe(400);
    expect((await countdownsOf(token)).map(eventIdOf)).toEqual([made.id]);
  });

  it("shows only the screen's own family's countdowns", async () => {
    const parent = await createUser();
    const stranger = await createUser();
    const mine = await pairScreen(parent);
    await at(stranger, "Teirra ferð", 4);
    expect(await countdownsOf(mine.token)).toEqual([]);
  });
});
