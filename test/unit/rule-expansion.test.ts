import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { RecurrenceRule } from "@contract/schemas/events";
import { eventEndsAt, eventTiming, occurrencesBetween, type RecurringTimes, setRuleExpander } from "@contract/time/recurrence";
import { expandRule } from "@contract/time/rule-expansion";
import { icsText, vtimezone } from "@worker/lib/ics";
import { phoneReads } from "../helpers/ical-reader";

const FAROE = "Atlantic/Faroe";
const BERLIN = "Europe/Berlin";
const FROM = Date.parse("2026-01-01T00:00:00Z");
const TO = Date.parse("2028-01-01T00:00:00Z");

/** What a phone's calendar expands: the whole VCALENDAR through ical.js, its VTIMEZONE registered. */
function phoneStarts(vevent: string[], timeZone: string): string[] {
  const text = icsText(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...vtimezone(timeZone, 2025, 2029), ...vevent, "END:VCALENDAR"]);
  return phoneReads(text, FROM, TO).starts;
}

const ourStarts = (event: RecurringTimes, timeZone: string) => occurrencesBetween(event, FROM, TO, timeZone).map((o) => new Date(o.start).toISOString());

function ruled(startTime: string, rule: Partial<RecurrenceRule> & { rrule: string }, timeZone = FAROE): RecurringTimes {
  const start = Date.parse(startTime);
  return {
    startTime,
    endTime: new Date(start + 3_600_000).toISOString(),
    recurrence: "weekly",
    recurrenceEnds: null,
    daysOfWeek: null,
    recurrenceRule: { timeZone, exdates: [], overrides: [], ...rule },
  };
}

beforeAll(() => setRuleExpander(expandRule));

describe("a phone's repeat rule, expanded by the app", () => {
  it("equals ical.js's expansion for BYDAY with INTERVAL and an EXDATE, across the summer-time changes", () => {
    const event = ruled("2026-01-05T17:30:00.000Z", { rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", exdates: ["2026-04-01T16:30:00.000Z"] });
    const phone = phoneStarts(
      [
        "BEGIN:VEVENT",
        "UID:a@test",
        "DTSTAMP:20260101T000000Z",
        `DTSTART;TZID=${FAROE}:20260105T173000`,
        `DTEND;TZID=${FAROE}:20260105T183000`,
        "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE",
        `EXDATE;TZID=${FAROE}:20260401T173000`,
        "SUMMARY:Svimjing",
        "END:VEVENT",
      ],
      FAROE,
    );
    expect(phone).not.toContain("2026-04-01T16:30:00.000Z");
    expect(phone).toContain("2026-03-30T16:30:00.000Z");
    expect(phone).not.toContain("2026-04-06T16:30:00.000Z");
    expect(phone.length).toBeGreaterThan(90);
    expect(ourStarts(event, FAROE)).toEqual(phone);
  });

  it("equals ical.js's for COUNT, ordinal weekdays, UNTIL and a moved instance in another zone", () => {
    const cases: [RecurringTimes, string[]][] = [
      [ruled("2026-01-10T09:00:00.000Z", { rrule: "FREQ=MONTHLY;BYDAY=2SA;COUNT=7" }), ["RRULE:FREQ=MONTHLY;BYDAY=2SA;COUNT=7"]],
      [
        ruled("2026-01-01T09:00:00.000Z", { rrule: "FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270601T000000Z" }),
        ["RRULE:FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270601T000000Z"],
      ],
      [ruled("2026-01-31T09:00:00.000Z", { rrule: "FREQ=MONTHLY" }), ["RRULE:FREQ=MONTHLY"]],
      [ruled("2026-01-01T09:00:00.000Z", { rrule: "FREQ=DAILY;INTERVAL=3;UNTIL=20260301" }), ["RRULE:FREQ=DAILY;INTERVAL=3;UNTIL=20260301"]],
    ];
    for (const [event, lines] of cases) {
      const local = ICAL.Time.fromJSDate(new Date(event.startTime), true);
      const faroe = `${String(local.year).padStart(4, "0")}${String(local.month).padStart(2, "0")}${String(local.day).padStart(2, "0")}T090000`;
      const phone = phoneStarts(["BEGIN:VEVENT", "UID:b@test", "DTSTAMP:20260101T000000Z", `DTSTART;TZID=${FAROE}:${faroe}`, ...lines, "END:VEVENT"], FAROE);
      expect(ourStarts(event, FAROE), lines[0]).toEqual(phone);
    }
    const moved = ruled(
      "2026-03-02T07:00:00.000Z",
      {
        rrule: "FREQ=WEEKLY;COUNT=6",
        overrides: [{ recurrenceId: "2026-03-16T07:00:00.000Z", startTime: "2026-03-20T12:00:00.000Z", endTime: "2026-03-20T13:00:00.000Z" }],
      },
      BERLIN,
    );
    const phone = phoneStarts(
      [
        "BEGIN:VEVENT",
        "UID:c@test",
        "DTSTAMP:20260101T000000Z",
        `DTSTART;TZID=${BERLIN}:20260302T080000`,
        `DTEND;TZID=${BERLIN}:20260302T090000`,
        "RRULE:FREQ=WEEKLY;COUNT=6",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:c@test",
        "DTSTAMP:20260101T000000Z",
        `RECURRENCE-ID;TZID=${BERLIN}:20260316T080000`,
        `DTSTART;TZID=${BERLIN}:20260320T130000`,
        `DTEND;TZID=${BERLIN}:20260320T140000`,
        "END:VEVENT",
      ],
      BERLIN,
    );
    expect(phone).toContain("2026-03-20T12:00:00.000Z");
    expect(ourStarts(moved, FAROE)).toEqual(phone);
  });

  it("ends a COUNT rule at its last occurrence and files the event by its rule", () => {
    const event = ruled("2026-01-05T17:30:00.000Z", { rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=4", exdates: ["2026-01-21T17:30:00.000Z"] });
    // Mon 5, Wed 7, Mon 19, (Wed 21 excluded) — COUNT counts the excluded one too.
    expect(eventEndsAt(event, FAROE)).toBe("2026-01-19T18:30:00.000Z");
    const timing = eventTiming(event, Date.parse("2026-01-10T12:00:00Z"), Date.parse("2026-01-10T00:00:00Z"), FAROE);
    expect(timing).toEqual({ status: "upcoming", occurrence: { start: Date.parse("2026-01-19T17:30:00Z"), end: Date.parse("2026-01-19T18:30:00Z") } });
    expect(eventTiming(event, Date.parse("2026-02-01T12:00:00Z"), Date.parse("2026-02-01T00:00:00Z"), FAROE).status).toBe("finished");
  });

  it("leaves an endless rule without an end", () => {
    expect(eventEndsAt(ruled("2026-01-05T17:30:00.000Z", { rrule: "FREQ=WEEKLY;INTERVAL=3" }), FAROE)).toBeNull();
  });
});
