import { describe, expect, it } from "vitest";
import { screenStateAt } from "@contract/screen-schedule";
import { familyClock, screenState } from "@web/screen/lib/use-wall-clock";

/** When the kitchen screen is on, dimmed or black (docs/features/kitchen.md "Screen times"), on the family's clock. */

const FAROE = "Atlantic/Faroe";
const SUNDAY = { on: "07:00", off: "21:00" };
const week = [SUNDAY, { on: "06:30", off: "20:00" }, null, null, null, null, null];
const at = (iso: string, board = { dim: { from: 21, to: 6 }, schedule: week }) => screenState(familyClock(Date.parse(iso), FAROE), board);

describe("the screen's state", () => {
  it("is on from a day's own on time until its off time and black outside them; a day without follows the night", () => {
    const clock = (weekday: number, hour: number, minute: number) => ({ weekday, hour, minute });
    expect(screenStateAt(clock(1, 6, 29), week, { from: 21, to: 6 })).toBe("off");
    expect(screenStateAt(clock(1, 6, 30), week, { from: 21, to: 6 })).toBe("on");
    expect(screenStateAt(clock(1, 19, 59), week, { from: 21, to: 6 })).toBe("on");
    expect(screenStateAt(clock(1, 20, 0), week, { from: 21, to: 6 })).toBe("off");
    // Tuesday has no times of its own: the night dims it, and the early hours belong to Tuesday, not to Monday's evening.
    expect(screenStateAt(clock(2, 5, 0), week, { from: 21, to: 6 })).toBe("dim");
    expect(screenStateAt(clock(2, 12, 0), week, { from: 21, to: 6 })).toBe("on");
    expect(screenStateAt(clock(2, 23, 0), week, null)).toBe("on");
    expect(screenStateAt(clock(2, 23, 0), null, { from: 21, to: 6 })).toBe("dim");
  });

  it("follows the family's wall clock across the change to summer time and back", () => {
    // Sunday 29 March 2026: Faroese clocks go from 01:00 to 02:00 (UTC+1 after). 07:00 local is 06:00 UTC that day.
    expect(at("2026-03-29T05:59:00Z")).toBe("off");
    expect(at("2026-03-29T06:00:00Z")).toBe("on");
    // The week before, on winter time, 07:00 local was 07:00 UTC.
    expect(at("2026-03-22T06:30:00Z")).toBe("off");
    expect(at("2026-03-22T07:00:00Z")).toBe("on");
    // Sunday 25 October 2026: back to UTC+0 at 01:00 UTC. 21:00 local that evening is 21:00 UTC.
    expect(at("2026-10-25T20:59:00Z")).toBe("on");
    expect(at("2026-10-25T21:00:00Z")).toBe("off");
    // The Sunday before, on summer time, the screen went off at 20:00 UTC.
    expect(at("2026-10-18T20:00:00Z")).toBe("off");
    expect(at("2026-10-18T19:59:00Z")).toBe("on");
  });

  it("dims by the default night on a board kept from before the setting, with no times at all", () => {
    expect(screenState({ weekday: 3, hour: 22, minute: 0 }, null)).toBe("dim");
    expect(screenState({ weekday: 3, hour: 12, minute: 0 }, null)).toBe("on");
  });
});
