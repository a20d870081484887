import { describe, expect, it } from "vitest";
import { calendarEvent } from "./helpers/calendar-event";
import { HISTORY_PAGE } from "@contract/limits";
import { setRuleExpander } from "@contract/time/recurrence";
import { keptEvents } from "@web/features/calendar/reads/get-events";
import { finishedEventCount, finishedShown, splitEvents } from "@web/features/calendar/reads/event-lists";
import { editEvents, removeEvent, upsertEvent } from "@web/features/calendar/lib/events-cache";
import { defaultForm, formToBody, fromLocalInput, withStart } from "@web/features/calendar/lib/event-form";

const FAROE = "Atlantic/Faroe";
const now = Date.parse("2026-06-10T12:00:00Z");

const event = calendarEvent;

describe("the calendar page's lists", () => {
  it("files and shows an event with a phone's rule by the rule once its expansion is loaded, by the approximation before", async () => {
    // Every other Wednesday from 3 June 2026 at 18:00 (the app's fields alone: every Wednesday), the 17th left out.
    const swimming = event("swimming", "2026-06-03T17:00:00.000Z", {
      recurrence: "weekly",
      daysOfWeek: [3],
      recurrenceRule: { rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE", timeZone: FAROE, exdates: ["2026-06-17T17:00:00.000Z"], overrides: [] },
    });
    expect(splitEvents([swimming], now, FAROE).upcoming[0]?.start).toBe(Date.parse("2026-06-10T17:00:00Z"));
    const { expandRule } = await import("@contract/time/rule-expansion");
    setRuleExpander(expandRule);
    expect(splitEvents([swimming], now, FAROE).upcoming[0]?.start).toBe(Date.parse("2026-07-01T17:00:00Z"));
  });

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

  it("proposes an event the whole family sees, and sends 'Bara eg' as a private one", () => {
    const form = { ...defaultForm(now, FAROE), title: "Lækni" };
    expect(formToBody(form, FAROE, "f", "u").visibility).toBe("family");
    expect(formToBody({ ...form, visibility: "private" }, FAROE, "f", "u").visibility).toBe("private");
  });

  it("proposes an event about nobody, and sends whom it is about as chosen", () => {
    const form = { ...defaultForm(now, FAROE), title: "Fótbóltur" };
    expect(formToBody(form, FAROE, "f", "u").forMembers).toEqual([]);
    expect(formToBody({ ...form, forMembers: ["oli", "sara"] }, FAROE, "f", "u").forMembers).toEqual(["oli", "sara"]);
  });
});

describe("the finished events' count", () => {
  const open = [event("tomorrow", "2026-06-11T10:00:00.000Z"), event("ends-soon", "2026-06-10T11:30:00.000Z")];
  const page = Array.from({ length: HISTORY_PAGE }, (_, index) => event(`old-${index}`, `2026-05-${String(28 - index).padStart(2, "0")}T10:00:00.000Z`));
  const answer = { events: [...open, ...page], finishedCount: 47, nextBefore: "2026-05-09T11:00:00.000Z|old-19" };
  const countAt = (at: number, list = keptEvents(answer)) => finishedEventCount(list, splitEvents(list.events, at, FAROE).finished);

  it("counts every finished event the server counted, and an open one once it has finished on the family's clock (after its day)", () => {
    expect(keptEvents(answer)).toEqual({ events: answer.events, finishedNotKept: 47 - HISTORY_PAGE, nextBefore: answer.nextBefore });
    expect(countAt(now)).toBe(47);
    // 'ends-soon' ended 12:30 today: upcoming until midnight on the family's clock, finished after it.
    expect(countAt(Date.parse("2026-06-10T22:59:00Z"))).toBe(47);
    expect(countAt(Date.parse("2026-06-10T23:00:00Z"))).toBe(48);
  });

  it("keeps the count through the phone's own changes: an added past event counts, a deleted finished one no more", () => {
    const list = keptEvents(answer);
    const added = editEvents(list, (events) => upsertEvent(events, event("added-last-year", "2025-06-01T10:00:00.000Z")));
    expect(added.finishedNotKept).toBe(list.finishedNotKept);
    expect(countAt(now, added)).toBe(48);
    expect(
      countAt(
        now,
        editEvents(added, (events) => removeEvent(events, "old-3")),
      ),
    ).toBe(47);
    expect(
      countAt(
        now,
        editEvents(added, (events) => removeEvent(events, "tomorrow")),
      ),
    ).toBe(48);
  });

  it("counts a first page shorter than a whole one as all there is", () => {
    expect(keptEvents({ events: page.slice(0, 3), finishedCount: 3, nextBefore: null }).finishedNotKept).toBe(0);
  });

  it("shows an event from an older page at its last occurrence", () => {
    const weekly = event("weekly-till-may", "2026-04-01T16:00:00.000Z", { recurrence: "weekly", recurrenceEnds: "2026-05-10T00:00:00.000Z" });
    expect(finishedShown(weekly, FAROE)).toMatchObject({ start: Date.parse("2026-05-06T16:00:00.000Z"), end: Date.parse("2026-05-06T17:00:00.000Z") });
  });
});
