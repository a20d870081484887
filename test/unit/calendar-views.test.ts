import { describe, expect, it } from "vitest";
import { calendarEvent } from "./helpers/calendar-event";
import type { HomeLink } from "@contract/schemas/two-homes";
import { calendarDav } from "@contract/calendar";
import { addMonths, datesBetween, inMonth, monthGrid, weekDays, weekStart } from "@web/features/calendar/views/lib/calendar-range";
import { eventsByDay } from "@web/features/calendar/views/lib/day-events";
import { bandDays, childBands, custodyOf } from "@web/features/calendar/views/lib/custody-band";
import { FAMILY_COLOR, OTHER_HOME_COLOR, viewEvents } from "@web/features/calendar/views/lib/view-events";
import { viewOfSearch } from "@web/features/calendar/page/view-switch";
import { defaultForm, defaultFormOn } from "@web/features/calendar/lib/event-form";

const FAROE = "Atlantic/Faroe";

const event = calendarEvent;

describe("the views' days (calendar-range.ts)", () => {
  it("lays a month out in whole weeks from Monday: December 2026 starts on a Tuesday and ends on a Thursday", () => {
    const grid = monthGrid({ year: 2026, month: 12 });
    expect(grid).toHaveLength(5);
    expect(grid[0]).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    expect(grid[4]?.[0]).toBe("2026-12-28");
    expect(grid[4]?.[6]).toBe("2027-01-03");
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(inMonth("2026-11-30", { year: 2026, month: 12 })).toBe(false);
    expect(inMonth("2026-12-31", { year: 2026, month: 12 })).toBe(true);
  });

  it("needs four rows for a February from a Monday and six for a month that spills over", () => {
    expect(monthGrid({ year: 2027, month: 2 })).toHaveLength(4);
    expect(monthGrid({ year: 2026, month: 8 })).toHaveLength(6); // Sat 1st, Mon 31st
  });

  it("finds the week's Monday to Sunday, a Sunday belonging to the week before it", () => {
    expect(weekStart("2026-12-06")).toBe("2026-11-30");
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
    expect(weekDays("2026-12-03")).toEqual(datesBetween("2026-11-30", "2026-12-06"));
  });

  it("steps months over a year's end", () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});

describe("each day's events (day-events.ts)", () => {
  it("puts each occurrence of a weekly event on its day, on the family's clock, earliest first", () => {
    // Tuesdays 18:00 Faroese time (17:00 UTC in summer, 18:00 in winter), from 1 September 2026.
    const practice = event("practice", "2026-09-01T17:00:00.000Z", { recurrence: "weekly" });
    const late = event("late", "2026-12-08T23:00:00.000Z", { endTime: "2026-12-08T23:45:00.000Z" }); // 23.00 on the 8th in Tórshavn (UTC+0 in winter)
    const early = event("early", "2026-12-08T07:00:00.000Z");
    const days = eventsByDay([practice, late, early], "2026-11-30", "2026-12-13", FAROE);
    expect([...days.keys()].sort()).toEqual(["2026-12-01", "2026-12-08"]);
    expect(days.get("2026-12-08")?.map((o) => o.item.id)).toEqual(["early", "practice", "late"]);
    expect(days.get("2026-12-01")?.[0]?.start).toBe(Date.parse("2026-12-01T18:00:00Z"));
  });

  it("shows an event on every day it lasts into, one that began before the range too, but not on the day its midnight end starts", () => {
    const trip = event("trip", "2026-11-29T10:00:00.000Z", { endTime: "2026-12-02T12:00:00.000Z" });
    const allDay = event("all-day", "2026-12-03T00:00:00.000Z", { endTime: "2026-12-04T00:00:00.000Z", allDay: true });
    const days = eventsByDay([trip, allDay], "2026-11-30", "2026-12-06", FAROE);
    expect([...days.entries()].map(([date, list]) => `${date}:${list.map((o) => o.item.id).join(",")}`).sort()).toEqual([
      "2026-11-30:trip",
      "2026-12-01:trip",
      "2026-12-02:trip",
      "2026-12-03:all-day",
    ]);
  });

  it("places an event by the family's zone, not UTC: 00.30 on the 2nd in Copenhagen is still the 1st in UTC", () => {
    const night = event("night", "2026-12-01T23:30:00.000Z", { endTime: "2026-12-01T23:50:00.000Z" });
    expect([...eventsByDay([night], "2026-11-30", "2026-12-06", "Europe/Copenhagen").keys()]).toEqual(["2026-12-02"]);
    expect([...eventsByDay([night], "2026-11-30", "2026-12-06", FAROE).keys()]).toEqual(["2026-12-01"]);
  });
});

const OWN = "family-own";
const OTHER = "family-other";

function link(extra: Partial<HomeLink> = {}): HomeLink {
  return {
    id: "link-1",
    memberId: "m",
    name: "Óli",
    otherFamily: { id: OTHER, name: "Hansen" },
    pattern: { template: "7-7", startDate: "2026-11-30", exchangeTime: "17:00", firstHome: OWN },
    exceptions: [],
    swaps: [],
    createdAt: "2026-11-01T00:00:00.000Z",
    ...extra,
  };
}

describe("the custody band (custody-band.ts)", () => {
  it("colours each night by the home contract/custody.ts gives it and marks the exchange days", () => {
    const custody = custodyOf(link(), OWN);
    if (custody === null) throw new Error("a pattern");
    const band = bandDays(custody, OWN, "2026-11-30", "2026-12-13");
    const days = [...band.values()];
    expect(days.map((day) => (day.ours ? "O" : "X")).join("")).toBe("OOOOOOOXXXXXXX");
    expect(days.filter((day) => day.exchange).map((day) => day.date)).toEqual(["2026-11-30", "2026-12-07"]);
  });

  it("paints a one-off day over the pattern, and leaves out a child whose link has no pattern yet", () => {
    const withHoliday = link({ exceptions: [{ id: "x", from: "2026-12-02", to: "2026-12-02", home: OTHER, reason: null, swapId: null }] });
    const [band] = childBands([withHoliday, link({ id: "link-2", pattern: null })], OWN, "2026-12-01", "2026-12-03");
    expect(band?.name).toBe("Óli");
    expect(band?.otherHome).toBe("Hansen");
    expect([...(band?.days.values() ?? [])].map((day) => `${day.ours ? "O" : "X"}${day.exchange ? "!" : ""}`)).toEqual(["O", "X!", "O!"]);
    expect(childBands([link({ pattern: null })], OWN, "2026-12-01", "2026-12-03")).toEqual([]);
  });
});

describe("a new event on a day the views chose (event-form.ts)", () => {
  it("keeps the default's hour and length on the chosen date", () => {
    const now = Date.parse("2026-12-03T10:20:00Z");
    const today = defaultForm(now, FAROE);
    expect(today.start).toBe("2026-12-03T11:00");
    const later = defaultFormOn("2026-12-24", now, FAROE);
    expect(later.start).toBe("2026-12-24T11:00");
    expect(later.end).toBe("2026-12-24T12:00");
  });
});

describe("what the views draw of an event (view-events.ts) and the view the URL names (view-switch.tsx)", () => {
  it("colours the family's own, an outside calendar's and the other home's events, and names where the latter two come from", () => {
    const own = event("own", "2026-12-03T12:00:00.000Z");
    const school = event("school", "2026-12-03T08:00:00.000Z", { subscription: { id: "s", name: "Skúlin", color: "#16a34a" }, allDay: true });
    const shared = {
      id: "dentist",
      linkId: "link-1",
      home: { id: OTHER, name: "Hansen" },
      title: "Tannlækni",
      startTime: "2026-12-03T15:00:00.000Z",
      endTime: "2026-12-03T15:30:00.000Z",
      location: null,
      recurrence: "none" as const,
      recurrenceEnds: null,
      daysOfWeek: null,
    };
    expect(FAMILY_COLOR).toBe(calendarDav.color);
    expect(viewEvents([own, school], [shared]).map(({ id, kind, color, source, allDay }) => ({ id, kind, color, source, allDay }))).toEqual([
      { id: "own", kind: "own", color: FAMILY_COLOR, source: null, allDay: false },
      { id: "school", kind: "outside", color: "#16a34a", source: "Skúlin", allDay: true },
      { id: "other-home:dentist", kind: "otherHome", color: OTHER_HOME_COLOR, source: "Hansen", allDay: false },
    ]);
  });

  it("reads ?view=vika and ?view=manadur, and the list for anything else", () => {
    expect(viewOfSearch("view=vika")).toBe("week");
    expect(viewOfSearch("?view=manadur")).toBe("month");
    expect(viewOfSearch("")).toBe("list");
    expect(viewOfSearch("view=year")).toBe("list");
  });
});
