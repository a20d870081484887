import { describe, expect, it } from "vitest";
import { clockText, type CookTimer, isRinging, secondsLeft } from "@web/features/recipes/cook/use-cook-timers";

const timer = (over: Partial<CookTimer>): CookTimer => ({
  id: 1,
  step: 2,
  index: 0,
  label: "25 minuttir (stig 2)",
  seconds: 1500,
  endsAt: null,
  leftWhenPaused: 0,
  ...over,
});

describe("cook mode's countdowns", () => {
  it.each([
    [1500, "25:00"],
    [330, "05:30"],
    [59, "00:59"],
    [0, "00:00"],
    [3600, "1:00:00"],
    [4800, "1:20:00"],
    [48 * 3600, "48:00:00"],
  ])("writes %s seconds as %s", (seconds, text) => expect(clockText(seconds)).toBe(text));

  it("counts whole seconds up, never past the timer's length nor below zero", () => {
    const endsAt = 1_000_000;
    expect(secondsLeft(timer({ endsAt }), endsAt - 1_500_000)).toBe(1500);
    expect(secondsLeft(timer({ endsAt }), endsAt - 1_500_200)).toBe(1500);
    expect(secondsLeft(timer({ endsAt }), endsAt - 1_499_200)).toBe(1500);
    expect(secondsLeft(timer({ endsAt }), endsAt - 1_499_000)).toBe(1499);
    expect(secondsLeft(timer({ endsAt }), endsAt + 5_000)).toBe(0);
  });

  it("holds a paused timer's time, and rings only a running one that is due", () => {
    expect(secondsLeft(timer({ leftWhenPaused: 61_000 }), 0)).toBe(61);
    expect(isRinging(timer({ leftWhenPaused: 0 }), 5)).toBe(false);
    expect(isRinging(timer({ endsAt: 10 }), 9)).toBe(false);
    expect(isRinging(timer({ endsAt: 10 }), 10)).toBe(true);
  });
});
