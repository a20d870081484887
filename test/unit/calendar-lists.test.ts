import { describe, expect, it } from "vitest";
import type { CalendarEvent } from "@contract/schemas/events";
import { splitEvents } from "@web/features/calendar/lib/event-lists";
import { defaultForm, formToBody, fromLocalInput, withStart } from "@web/features/calendar/lib/event-form";

const FAROE = "Atlantic/Faroe";
const now = Date.parse("2026-06-10T12:00:00Z");

function event(id: string, startTime: string, extra: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id,
    familyId: "f",
    createdBy: "u",
    title: id,
    description: null,
    startTime,
    endTime: new Date(Date.parse(startTime) + 3_600_000).toISOString(),
    location: null,
    recurrence: "none",
    recurrenceEnds: null,
    daysOfWeek: null,
    ...extra,
  };
}

describe("the calendar page's lists", () => {
  it("puts each event on one list: upcoming by shown start, finished by end, latest first", () => {
    const { upcoming, finished } = splitEvents(
      [
        event("next-week", "2026-06-17T10:00:00.000Z"),
        event("this-morning", "2026-06-10T07:00:00.000Z"),
        event("weekly-since-may", "2026-05-05T16:00:00.000Z", { recurrence: "weekly" }),
        event("last-month", "2026-05-01T10:00:00.000Z"),
        event("yesterday", "2026-06-09T10:00:00.000Z"),
      ],
      now,
      FAROE,
    );
    expect(upcoming.map((s) => s.event.id)).toEqual(["this-morning", "weekly-since-may", "next-week"]);
    expect(upcoming[1]!.start).toBe(Date.parse("2026-06-16T16:00:00.000Z"));
    expect(finished.map((s) => s.event.id)).toEqual(["yesterday", "last-month"]);
  });
});

describe("the new-event form", () => {
  it("presets the start at the next full hour on the family's clock and the end an hour later", () => {
    expect(defaultForm(Date.parse("2026-06-10T12:20:00Z"), FAROE)).toMatchObject({ start: "2026-06-10T14:00", end: "2026-06-10T15:00", recurrence: "none" });
  });

  it("moves the end with the start, keeping the length", () => {
    const form = { ...defaultForm(now, FAROE), start: "2026-06-10T14:00", end: "2026-06-10T16:30" };
    expect(withStart(form, "2026-06-11T09:00", FAROE)).toMatchObject({ start: "2026-06-11T09:00", end: "2026-06-11T11:30" });
  });

  it("reads the fields on the family's clock and clears recurrenceEnds when the event does not recur", () => {
    const form = { ...defaultForm(now, FAROE), title: "Venjing", start: "2026-01-10T18:00", end: "2026-01-10T19:00", recurrenceEnds: "2026-05-01T18:00" };
    expect(formToBody(form, FAROE, "f", "u")).toMatchObject({ startTime: "2026-01-10T18:00:00.000Z", recurrenceEnds: null, familyId: "f", createdBy: "u" });
    expect(formToBody({ ...form, recurrence: "weekly" }, FAROE, "f", "u").recurrenceEnds).toBe("2026-05-01T17:00:00.000Z");
    expect(fromLocalInput("2026-02-30T10:00", FAROE)).toBeNull();
  });
});
