import { describe, expect, it } from "vitest";
import { daysAndHoursSince } from "@web/features/admin/lib/time-since";
import { enAdminAnalytics as t } from "@web/i18n/en/admin-analytics";

const NOW = Date.parse("2031-06-10T12:00:00.000Z");
const since = (then: string) => {
  const { days, hours } = daysAndHoursSince(then, NOW);
  return t.since(days, hours);
};

describe("the time since a password reset", () => {
  it("counts whole days and the hours left over", () => {
    expect(daysAndHoursSince("2031-06-08T08:30:00.000Z", NOW)).toEqual({ days: 2, hours: 3 });
    expect(since("2031-06-08T08:30:00.000Z")).toBe("2 days, 3 hours ago");
    expect(since("2031-06-09T11:00:00.000Z")).toBe("1 day, 1 hour ago");
    expect(since("2031-06-07T12:00:00.000Z")).toBe("3 days ago");
    expect(since("2031-06-10T07:59:59.999Z")).toBe("4 hours ago");
  });

  it("says less than an hour for a fresh reset, and never a negative time (a clock ahead of the browser's)", () => {
    expect(since("2031-06-10T11:00:00.001Z")).toBe("less than an hour ago");
    expect(since("2031-06-10T13:00:00.000Z")).toBe("less than an hour ago");
  });
});
