import { describe, expect, it } from "vitest";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import type { KitchenBoard } from "@contract/schemas/kitchen";
import type { ScreenToday } from "@contract/schemas/kitchen-screen";
import { call, errorBody } from "@test/helpers/api";
import { createUser, type TestUser } from "@test/helpers/factories";
import { helperWithDevice } from "@test/helpers/helpers";
import { ok, pairScreen } from "@test/helpers/kitchen";

/** Each weekday's own times on the kitchen screen (docs/features/kitchen.md "Screen times"). */

const screenSchedule = async (token: string) => (await ok<ScreenToday>(call("GET", "/api/kitchen/screen/today", { token }), 200)).schedule;
const put = (user: TestUser | { token: string }, schedule: unknown) => call("PUT", "/api/kitchen/schedule", { token: user.token, body: { schedule } });

const SCHOOL = { on: "06:30", off: "21:00" };
const WEEK = [null, SCHOOL, SCHOOL, SCHOOL, SCHOOL, { on: "06:30", off: "22:30" }, null];

describe("the kitchen screen's times by weekday, a family setting", () => {
  it("starts with none; a parent's week reaches the screen and the board, and a week of no times is none again", async () => {
    const parent = await createUser();
    const { token } = await pairScreen(parent);
    expect(await screenSchedule(token)).toBeNull();
    expect(await ok(put(parent, WEEK), 200)).toEqual({ schedule: WEEK });
    expect(await screenSchedule(token)).toEqual(WEEK);
    expect((await ok<KitchenBoard>(call("GET", "/api/kitchen/board", { token: parent.token }), 200)).schedule).toEqual(WEEK);
    // The night stays as it was: it decides the days without times of their own.
    expect((await ok<ScreenToday>(call("GET", "/api/kitchen/screen/today", { token }), 200)).dim).toEqual({ from: 21, to: 6 });
    expect(await ok(put(parent, Array(7).fill(null)), 200)).toEqual({ schedule: null });
    expect(await screenSchedule(token)).toBeNull();
    await ok(put(parent, WEEK), 200);
    expect(await ok(put(parent, null), 200)).toEqual({ schedule: null });
    expect(await screenSchedule(token)).toBeNull();
  });

  it("refuses a week that is not seven days, a time that is not HH:MM, and a day that switches off before it switches on, in Faroese, and changes nothing", async () => {
    const parent = await createUser();
    const { token } = await pairScreen(parent);
    await ok(put(parent, WEEK), 200);
    const day = (times: unknown) => [times, ...WEEK.slice(1)];
    const refused: [unknown, string][] = [
      [WEEK.slice(1), k.screenTimesInvalid],
      [[...WEEK, null], k.screenTimesInvalid],
      ["mánadagur", k.screenTimesInvalid],
      [day("06:30-21:00"), k.screenTimesInvalid],
      [day({ on: "6:30", off: "21:00" }), k.scheduleTimeInvalid],
      [day({ on: "06:30", off: "24:00" }), k.scheduleTimeInvalid],
      [day({ on: "06:60", off: "21:00" }), k.scheduleTimeInvalid],
      [day({ on: 630, off: "21:00" }), k.scheduleTimeInvalid],
      [day({ on: "21:00", off: "06:30" }), k.scheduleOnBeforeOff],
      [day({ on: "07:00", off: "07:00" }), k.scheduleOnBeforeOff],
    ];
    for (const [schedule, message] of refused) {
      const response = await put(parent, schedule);
      expect(response.status, JSON.stringify(schedule)).toBe(400);
      expect((await errorBody(response)).message).toBe(message);
    }
    expect((await call("PUT", "/api/kitchen/schedule", { token: parent.token, body: {} })).status).toBe(400);
    expect(await screenSchedule(token)).toEqual(WEEK);
  });

  it("is the caller's family's only: another family's screen keeps its own, and neither a screen nor a helper can set it", async () => {
    const parent = await createUser();
    const stranger = await createUser();
    const mine = await pairScreen(parent);
    const theirs = await pairScreen(stranger);
    await ok(put(stranger, WEEK), 200);
    expect(await screenSchedule(mine.token)).toBeNull();
    expect(await screenSchedule(theirs.token)).toEqual(WEEK);
    expect((await put(mine, WEEK)).status).toBe(403);
    expect((await put(await helperWithDevice(parent), WEEK)).status).toBe(403);
    expect(await screenSchedule(mine.token)).toBeNull();
  });
});
