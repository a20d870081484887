import { describe, expect, it } from "vitest";
import { familyDate } from "@contract/time/zone";
import { dayOfMonthUtc, formatDashboardDate, formatDate, formatDateTime, formatTime, weekdayLong, weekdayShort } from "@web/lib/dates";

describe("dates the Faroese way", () => {
  it("writes times on the 24-hour clock with a point", () => {
    expect(formatTime("2026-11-22T18:00:00.000Z", "UTC")).toBe("18.00");
    expect(formatTime("2026-11-22T00:05:00.000Z", "UTC")).toBe("00.05");
  });

  it("uses the Faroe Islands' zone by default (UTC+1 in summer)", () => {
    expect(formatTime("2026-06-22T17:00:00.000Z")).toBe("18.00");
    expect(formatTime("2026-11-22T17:00:00.000Z")).toBe("17.00");
  });

  it("reads the day in a zone as YYYY-MM-DD, as Temporal would, without it", () => {
    expect(familyDate("2026-06-21T23:30:00.000Z", "Atlantic/Faroe")).toBe("2026-06-22");
    expect(familyDate("2026-11-21T23:30:00.000Z", "Atlantic/Faroe")).toBe("2026-11-21");
    expect(familyDate(Date.parse("2026-11-21T10:30:00.000Z"), "Pacific/Kiritimati")).toBe("2026-11-22");
    expect(familyDate("2026-01-01T04:00:00.000Z", "America/New_York")).toBe("2025-12-31");
  });

  it("writes dates day.month.year", () => {
    expect(formatDate("2026-03-07T12:00:00.000Z")).toBe("07.03.2026");
    expect(formatDateTime("2026-03-07T12:30:00.000Z")).toBe("07.03.2026 12.30");
  });

  it("abbreviates weekdays Sun, Mán, Týs, Mik, Hós, Frí, Ley", () => {
    const week = ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"];
    expect(week.map((d) => weekdayShort(`${d}T12:00:00.000Z`))).toEqual(["Sun", "Mán", "Týs", "Mik", "Hós", "Frí", "Ley"]);
  });

  it("takes the weekday in the given zone", () => {
    expect(weekdayShort("2026-11-22T23:30:00.000Z", "UTC")).toBe("Sun");
    expect(weekdayShort("2026-11-22T23:30:00.000Z", "Europe/Berlin")).toBe("Mán");
  });

  it("names weekdays in full in the family's zone, the Faroes by default", () => {
    expect(weekdayLong("2026-11-22T23:30:00.000Z")).toBe("sunnudagur");
    expect(weekdayLong("2026-11-22T23:30:00.000Z", "Europe/Berlin")).toBe("mánadagur");
    expect(weekdayLong("2026-11-27T12:00:00.000Z", "Pacific/Kiritimati")).toBe("leygardagur");
  });

  it("formats dashboard dates en-GB in UTC", () => {
    expect(formatDashboardDate("2026-11-22T23:30:00.000Z")).toBe("22/11/2026");
    expect(dayOfMonthUtc("2026-11-22T23:30:00.000Z")).toBe(22);
  });
});
