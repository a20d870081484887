import ICAL from "ical.js";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eventEndsAt, eventTiming, occurrencesBetween, type RecurringTimes, setRuleExpander } from "@contract/time/recurrence";
import { ExpansionBudget, RULE_EXPANSION_STEPS_MAX } from "@contract/time/rule-budget";
import { expandRule } from "@contract/time/rule-expansion";
import { occurrencesOf } from "@worker/lib/ical-occurrences";

const FAROE = "Atlantic/Faroe";
const START = "2026-12-01T09:00:00.000Z";

/** Rules whose BY parts never meet after the start: each made ical.js's `next()` loop without end. */
const NEVER = [
  "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
  "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;BYSETPOS=1",
  "FREQ=WEEKLY;BYWEEKNO=1;BYMONTH=6",
  "FREQ=DAILY;BYWEEKNO=53;BYMONTH=6",
  "FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30",
];

const ruled = (rrule: string): RecurringTimes => ({
  startTime: START,
  endTime: "2026-12-01T10:00:00.000Z",
  recurrence: "daily",
  recurrenceEnds: null,
  daysOfWeek: null,
  recurrenceRule: { rrule, timeZone: FAROE, exdates: [], overrides: [] },
});

const dec = (day: number) => ICAL.Time.fromData({ year: 2026, month: 12, day, hour: 9, minute: 0, second: 0, isDate: false });

/** Walks a rule on the budget until it answers no more, and says where ical.js stood then. */
function walk(rrule: string, budget: ExpansionBudget): { found: number; stoppedAt: ICAL.Time } {
  const iterator = ICAL.Recur.fromString(rrule).iterator(dec(1));
  let found = 0;
  while (budget.step(() => iterator.next())) found += 1;
  return { found, stoppedAt: iterator.last };
}

beforeAll(() => setRuleExpander(expandRule));

describe("the bounded expansion of a repeat rule", () => {
  it("answers a rule whose parts never meet as having no occurrence after its start, quickly", () => {
    for (const rrule of NEVER) {
      const started = Date.now();
      const event = ruled(rrule);
      expect(occurrencesBetween(event, Date.parse("2026-12-02T00:00:00Z"), Date.parse("2028-12-31T00:00:00Z"), FAROE), rrule).toEqual([]);
      expect(eventTiming(event, Date.parse("2027-01-10T12:00:00Z"), Date.parse("2027-01-10T00:00:00Z"), FAROE).status, rrule).toBe("finished");
      expect(Date.now() - started, rrule).toBeLessThan(3_000);
    }
  });

  it("stores an endless rule that stalls after its start as over after its first occurrence", () => {
    for (const rrule of NEVER) expect(eventEndsAt(ruled(rrule), FAROE), rrule).toBe("2026-12-01T10:00:00.000Z");
    expect(eventEndsAt(ruled("FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6"), FAROE)).not.toBeNull();
    expect(eventEndsAt(ruled("FREQ=WEEKLY;BYDAY=TU"), FAROE)).toBeNull();
  });

  it("walks a rule to the bound once: the next read of the same event replays what that walk found", () => {
    const tried = vi.spyOn(ICAL.RecurIterator.prototype, "check_contracting_rules");
    const event = ruled(NEVER[0] as string);
    expect(eventEndsAt(event, FAROE)).toBe("2026-12-01T10:00:00.000Z");
    const first = tried.mock.calls.length;
    expect(first).toBeGreaterThan(1_000);
    expect(eventEndsAt(event, FAROE)).toBe("2026-12-01T10:00:00.000Z");
    expect(occurrencesBetween(event, Date.parse(START), Date.parse("2027-01-01T00:00:00Z"), FAROE)).toHaveLength(1);
    expect(tried.mock.calls.length).toBe(first);
    // Another start is another walk.
    eventEndsAt({ ...event, startTime: "2026-12-02T09:00:00.000Z", endTime: "2026-12-02T10:00:00.000Z" }, FAROE);
    expect(tried.mock.calls.length).toBeGreaterThan(first);
    tried.mockRestore();
  });

  it("stops the walk after its steps, each candidate day counted, when the clock stands still", () => {
    const budget = new ExpansionBudget({ steps: 1_000, ms: 1 }, null, () => 0);
    const { found, stoppedAt } = walk("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", budget);
    expect(found).toBe(1);
    expect(budget.spent).toBe(true);
    // About 1,000 days on from 1 December 2026, not one more year.
    expect(stoppedAt.year).toBe(2029);
    expect(stoppedAt.month).toBeGreaterThanOrEqual(8);
  });

  it("stops the walk when its time is up, long before its steps", () => {
    let now = 0;
    const budget = new ExpansionBudget({ steps: RULE_EXPANSION_STEPS_MAX * 100, ms: 50 }, null, () => now++);
    const { stoppedAt } = walk("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", budget);
    expect(budget.spent).toBe(true);
    expect(stoppedAt.year).toBeLessThan(2040);
  });

  it("spends a rule's walk on its own budget and the feed's together: the feed's end stops every rule in it", () => {
    const feed = new ExpansionBudget({ steps: 500, ms: 60_000 });
    walk("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", new ExpansionBudget(undefined, feed));
    const later = new ExpansionBudget(undefined, feed);
    expect(walk("FREQ=DAILY", later).found).toBe(0);
    expect(later.spent).toBe(true);
  });

  it("leaves a rule that keeps meeting to its callers' window, the bound never reached", () => {
    const budget = new ExpansionBudget();
    const iterator = ICAL.Recur.fromString("FREQ=WEEKLY;BYDAY=MO,WE").iterator(dec(1));
    for (let i = 0; i < 500; i += 1) expect(budget.step(() => iterator.next())).not.toBeNull();
    expect(budget.spent).toBe(false);
  });

  it("reads an outside calendar's other events when one of its rules never meets", () => {
    const event = (uid: string, rule: string | null) => [
      "BEGIN:VEVENT",
      `UID:${uid}`,
      "DTSTART:20270105T090000Z",
      "DTEND:20270105T100000Z",
      ...(rule ? [`RRULE:${rule}`] : []),
      `SUMMARY:${uid}`,
      "END:VEVENT",
    ];
    const feed = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      ...NEVER.flatMap((rule, index) => event(`never-${index}`, rule)),
      ...event("weekly", "FREQ=WEEKLY;COUNT=3"),
      ...event("once", null),
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const window = {
      from: Date.parse("2027-01-01T00:00:00Z"),
      to: Date.parse("2028-01-01T00:00:00Z"),
      timeZone: FAROE,
      max: 2000,
      stepsMax: 200_000,
      msMax: 2_000,
    };
    const started = Date.now();
    const found = occurrencesOf(feed, window).map((o) => `${o.uid} ${o.startTime}`);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(found).toEqual(expect.arrayContaining(["weekly 2027-01-19T09:00:00.000Z", "once 2027-01-05T09:00:00.000Z"]));
    expect(found.filter((line) => line.startsWith("weekly"))).toHaveLength(3);
    // ical.js reads an occurrence's successor before it answers it: a rule that never meets again gives not even its start.
    expect(found.filter((line) => line.startsWith("never"))).toEqual([]);
  });
});
