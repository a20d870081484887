import { describe, expect, it } from "vitest";
import type { Recurrence } from "@contract/schemas/events";
import { eventTiming, lastOccurrence, occurrencesBetween, type RecurringTimes } from "@contract/time/recurrence";

const FAROE = "Atlantic/Faroe";
const at = (iso: string) => Date.parse(iso);
const starts = (event: RecurringTimes, from: string, to: string, timeZone = FAROE) =>
  occurrencesBetween(event, at(from), at(to), timeZone).map((o) => new Date(o.start).toISOString());

function event(startTime: string, recurrence: Recurrence, extra: Partial<RecurringTimes> = {}): RecurringTimes {
  return { startTime, endTime: new Date(at(startTime) + 3_600_000).toISOString(), recurrence, recurrenceEnds: null, daysOfWeek: null, ...extra };
}

describe("occurrences in the family's time zone", () => {
  it("puts a monthly event on the 31st on the last day of shorter months, and back on the 31st after", () => {
    const monthly = event("2025-01-31T17:00:00.000Z", "monthly");
    expect(starts(monthly, "2025-01-01T00:00:00Z", "2025-06-01T00:00:00Z")).toEqual([
      "2025-01-31T17:00:00.000Z",
      "2025-02-28T17:00:00.000Z",
      "2025-03-31T16:00:00.000Z", // 17:00 on the Faroese clock, summer time from 30 March
      "2025-04-30T16:00:00.000Z",
      "2025-05-31T16:00:00.000Z",
    ]);
  });

  it("puts a yearly event on 29 February on 28 February in common years and on the 29th in leap years", () => {
    const birthday = event("2024-02-29T12:00:00.000Z", "yearly");
    expect(starts(birthday, "2024-01-01T00:00:00Z", "2029-01-01T00:00:00Z")).toEqual([
      "2024-02-29T12:00:00.000Z",
      "2025-02-28T12:00:00.000Z",
      "2026-02-28T12:00:00.000Z",
      "2027-02-28T12:00:00.000Z",
      "2028-02-29T12:00:00.000Z",
    ]);
  });

  it("keeps a weekly event at 18:00 on the Faroese clock across the spring and the autumn change", () => {
    const practice = event("2026-03-17T18:00:00.000Z", "weekly");
    expect(starts(practice, "2026-03-16T00:00:00Z", "2026-04-08T00:00:00Z")).toEqual([
      "2026-03-17T18:00:00.000Z",
      "2026-03-24T18:00:00.000Z",
      "2026-03-31T17:00:00.000Z",
      "2026-04-07T17:00:00.000Z",
    ]);
    expect(starts(practice, "2026-10-12T00:00:00Z", "2026-11-04T00:00:00Z")).toEqual([
      "2026-10-13T17:00:00.000Z",
      "2026-10-20T17:00:00.000Z",
      "2026-10-27T18:00:00.000Z",
      "2026-11-03T18:00:00.000Z",
    ]);
  });

  it("counts an occurrence starting exactly at recurrenceEnds as the last one", () => {
    const daily = event("2026-05-01T07:00:00.000Z", "daily", { recurrenceEnds: "2026-05-04T07:00:00.000Z" });
    expect(starts(daily, "2026-04-01T00:00:00Z", "2026-06-01T00:00:00Z")).toEqual([
      "2026-05-01T07:00:00.000Z",
      "2026-05-02T07:00:00.000Z",
      "2026-05-03T07:00:00.000Z",
      "2026-05-04T07:00:00.000Z",
    ]);
    expect(lastOccurrence(daily, FAROE)?.start).toBe(at("2026-05-04T07:00:00.000Z"));
    const oneMinuteEarlier = { ...daily, recurrenceEnds: "2026-05-04T06:59:00.000Z" };
    expect(lastOccurrence(oneMinuteEarlier, FAROE)?.start).toBe(at("2026-05-03T07:00:00.000Z"));
  });

  it("happens on each chosen weekday of a weekly event, and on the start's own day", () => {
    // Tuesday 2026-06-02; the days say Thursday (4) and Saturday (6).
    const weekly = event("2026-06-02T16:00:00.000Z", "weekly", { daysOfWeek: [4, 6] });
    expect(starts(weekly, "2026-06-01T00:00:00Z", "2026-06-10T00:00:00Z")).toEqual([
      "2026-06-02T16:00:00.000Z",
      "2026-06-04T16:00:00.000Z",
      "2026-06-06T16:00:00.000Z",
      "2026-06-09T16:00:00.000Z",
    ]);
  });

  it("finds occurrences years after the start without walking every one before them", () => {
    const daily = event("2000-01-01T08:00:00.000Z", "daily");
    expect(starts(daily, "2026-07-01T00:00:00Z", "2026-07-03T00:00:00Z")).toEqual(["2026-07-01T07:00:00.000Z", "2026-07-02T07:00:00.000Z"]);
  });

  it("has one occurrence when the event does not recur", () => {
    const once = event("2026-05-01T07:00:00.000Z", "none", { recurrenceEnds: "2027-01-01T00:00:00.000Z" });
    expect(starts(once, "2020-01-01T00:00:00Z", "2030-01-01T00:00:00Z")).toEqual(["2026-05-01T07:00:00.000Z"]);
  });
});

describe("upcoming and finished", () => {
  const now = at("2026-06-10T12:00:00Z"); // a Wednesday, 13:00 in Tórshavn
  const todayStart = at("2026-06-09T23:00:00Z");

  it("shows a weekly practice created last month at its next occurrence", () => {
    const practice = event("2026-05-05T16:00:00.000Z", "weekly"); // Tuesdays
    expect(eventTiming(practice, now, todayStart, FAROE)).toEqual({
      status: "upcoming",
      occurrence: { start: at("2026-06-16T16:00:00.000Z"), end: at("2026-06-16T17:00:00.000Z") },
    });
  });

  it("keeps an event of earlier today upcoming until midnight", () => {
    const morning = event("2026-06-10T07:00:00.000Z", "none");
    expect(eventTiming(morning, now, todayStart, FAROE).status).toBe("upcoming");
  });

  it("keeps an event that began before today upcoming while it goes on", () => {
    const trip = { ...event("2026-06-08T07:00:00.000Z", "none"), endTime: "2026-06-12T07:00:00.000Z" };
    expect(eventTiming(trip, now, todayStart, FAROE)).toMatchObject({ status: "upcoming", occurrence: { start: at("2026-06-08T07:00:00.000Z") } });
  });

  it("finishes a recurring event only when its last occurrence has ended, shown at that occurrence", () => {
    const ended = event("2026-05-05T16:00:00.000Z", "weekly", { recurrenceEnds: "2026-06-02T16:00:00.000Z" });
    expect(eventTiming(ended, now, todayStart, FAROE)).toEqual({
      status: "finished",
      occurrence: { start: at("2026-06-02T16:00:00.000Z"), end: at("2026-06-02T17:00:00.000Z") },
    });
    const endsNextWeek = { ...ended, recurrenceEnds: "2026-06-16T16:00:00.000Z" };
    expect(eventTiming(endsNextWeek, now, todayStart, FAROE).status).toBe("upcoming");
  });

  it("finishes a one-off event of yesterday", () => {
    expect(eventTiming(event("2026-06-09T07:00:00.000Z", "none"), now, todayStart, FAROE)).toMatchObject({ status: "finished" });
  });

  it("keeps a one-off event at its own instants, also in the hour an autumn change repeats", () => {
    // 01:30 UTC on 25 October 2026 is 01:30 on the Faroese clock the second time (winter time); the
    // same reading the first time was 00:30 UTC. A one-off event is not placed through the wall clock.
    const repeatedHour = event("2026-10-25T01:30:00.000Z", "none");
    const occurrence = { start: at("2026-10-25T01:30:00.000Z"), end: at("2026-10-25T02:30:00.000Z") };
    expect(eventTiming(repeatedHour, at("2026-10-25T01:00:00.000Z"), at("2026-10-25T00:00:00.000Z"), FAROE)).toEqual({ status: "upcoming", occurrence });
    expect(lastOccurrence(repeatedHour, FAROE)).toEqual(occurrence);
    expect(starts(repeatedHour, "2026-10-25T01:30:00Z", "2026-10-25T01:31:00Z")).toEqual(["2026-10-25T01:30:00.000Z"]);
    expect(starts(repeatedHour, "2026-10-25T01:31:00Z", "2026-10-26T00:00:00Z")).toEqual([]);
    // An end before the start is an occurrence of no length.
    expect(lastOccurrence({ ...repeatedHour, endTime: "2026-10-25T01:00:00.000Z" }, FAROE)).toEqual({ start: occurrence.start, end: occurrence.start });
  });
});
