import { describe, expect, it } from "vitest";
import { isDue, nextDueDay, partOfDayAt, periodNumber } from "@contract/kitchen-day";
import { turnOf } from "@worker/services/kitchen/turns";

describe("the kitchen's day on the family's clock (docs/features/kitchen.md)", () => {
  it("splits the day into morning (00–12), afternoon (12–18) and evening (18–24) in the family's zone", () => {
    // 2026-07-01: Atlantic/Faroe is UTC+1 in summer.
    expect(partOfDayAt(Date.UTC(2026, 6, 1, 10, 59), "Atlantic/Faroe")).toBe("morning");
    expect(partOfDayAt(Date.UTC(2026, 6, 1, 11, 0), "Atlantic/Faroe")).toBe("afternoon");
    expect(partOfDayAt(Date.UTC(2026, 6, 1, 16, 59), "Atlantic/Faroe")).toBe("afternoon");
    expect(partOfDayAt(Date.UTC(2026, 6, 1, 17, 0), "Atlantic/Faroe")).toBe("evening");
    expect(partOfDayAt(Date.UTC(2026, 6, 1, 22, 59), "Atlantic/Faroe")).toBe("evening");
    expect(partOfDayAt(Date.UTC(2026, 6, 1, 23, 0), "Atlantic/Faroe")).toBe("morning");
  });

  it("knows the days a schedule falls on", () => {
    expect(isDue(null, "2026-11-28")).toBe(true);
    expect(isDue({ every: "day" }, "2026-11-28")).toBe(true);
    // 2026-11-28 is a Saturday (6).
    expect(isDue({ every: "week", days: [6] }, "2026-11-28")).toBe(true);
    expect(isDue({ every: "week", days: [0, 1] }, "2026-11-28")).toBe(false);
    expect(isDue({ every: "days", n: 3, from: "2026-11-25" }, "2026-11-28")).toBe(true);
    expect(isDue({ every: "days", n: 3, from: "2026-11-25" }, "2026-11-27")).toBe(false);
    expect(isDue({ every: "days", n: 3, from: "2026-11-29" }, "2026-11-28")).toBe(false);
    expect(periodNumber({ every: "days", n: 2, from: "2026-01-01" }, "1970-01-05")).toBe(2);
  });
});

describe("whose turn a rotate chore is", () => {
  const members = ["a", "b", "c"];
  const none = new Set<string>();

  it("without history, starts where the period's number says, so not always at the first member", () => {
    expect(turnOf(members, none, [], 0)).toBe("a");
    expect(turnOf(members, none, [], 1)).toBe("b");
    expect(turnOf(members, none, [], 5)).toBe("c");
  });

  it("goes to the fewest done, a tie to the first tied after the last who did it", () => {
    expect(turnOf(members, none, [{ memberId: "b", count: 1, last: "2026-11-27 x" }], 0)).toBe("c");
    const level = [
      { memberId: "a", count: 2, last: "2026-11-25 x" },
      { memberId: "b", count: 2, last: "2026-11-27 x" },
      { memberId: "c", count: 2, last: "2026-11-26 x" },
    ];
    expect(turnOf(members, none, level, 0)).toBe("c");
  });

  it("passes over whoever is away, and answers nobody when all are", () => {
    expect(turnOf(members, new Set(["a"]), [], 0)).toBe("b");
    expect(turnOf(members, new Set(members), [], 0)).toBeNull();
  });
});

describe("a chore's next day (the wall's countdown to it)", () => {
  it("is today when due today, else the first due day within reach, else none", () => {
    // 2026-12-03 is a Thursday.
    expect(nextDueDay({ every: "week", days: [4] }, "2026-12-03", 30)).toEqual({ date: "2026-12-03", days: 0 });
    expect(nextDueDay({ every: "week", days: [1] }, "2026-12-03", 30)).toEqual({ date: "2026-12-07", days: 4 });
    expect(nextDueDay({ every: "days", n: 14, from: "2026-12-10" }, "2026-12-03", 30)).toEqual({ date: "2026-12-10", days: 7 });
    expect(nextDueDay({ every: "days", n: 60, from: "2026-12-01" }, "2026-12-03", 30)).toBeNull();
  });
});
