import { describe, expect, it } from "vitest";
import { calendarMessages as m } from "@contract/calendar";
import type { CalendarEvent, CreateEventBody } from "@contract/schemas/events";
import { phoneEvent } from "@worker/caldav/event-from-ics";
import { type DavEventRow, eventIcs } from "@worker/caldav/event-to-ics";
import { occurrencesBetween } from "@worker/lib/event-recurrence";
import type { HttpError } from "@worker/lib/http-error";
import { eventFields } from "@worker/lib/event-fields";
import { phoneCalendar as calendarOf, phoneReads as readIcs, SWIMMING } from "../helpers/ical-reader";

const FAROE = "Atlantic/Faroe";
const FROM = Date.parse("2026-01-01T00:00:00Z");
const TO = Date.parse("2029-01-01T00:00:00Z");

/** The row a put stores from a phone's text (the create rules applied), as the CalDAV read gets it. */
function storedRow(ics: string, changes: Partial<CreateEventBody> = {}): DavEventRow {
  const phone = phoneEvent(ics, FAROE);
  // As updateEvent does: a change of the repeat from the app drops the phone's rule.
  if (changes.recurrence) phone.recurrenceRule = null;
  const fields = { ...eventFields(phone.fields), ...changes };
  const { id: _id, familyId: _family, createdBy: _by, ...rest } = fields;
  return {
    id: "e1",
    familyId: "f1",
    createdBy: null,
    ...rest,
    ...(phone.recurrenceRule ? { recurrenceRule: phone.recurrenceRule } : {}),
    davSource: ics,
    createdAt: "2026-01-01T09:00:00.000Z",
  };
}

const phoneReads = (ics: string) => readIcs(ics, FROM, TO);

const appStarts = (event: CalendarEvent) => occurrencesBetween(event, FROM, TO, FAROE).map((o) => new Date(o.start).toISOString());

describe("a phone's VEVENT in the app", () => {
  it("maps the fields, approximates the rule, and keeps the rule, its exclusion and its moved instance", () => {
    const { fields, recurrenceRule } = phoneEvent(SWIMMING, FAROE);
    expect(fields).toMatchObject({
      title: "Svimjing",
      location: "Svimjihøllin",
      description: null,
      startTime: "2026-01-05T17:30:00.000Z",
      endTime: "2026-01-05T18:30:00.000Z",
      recurrence: "weekly",
      daysOfWeek: [1, 3],
      recurrenceEnds: null,
    });
    expect(recurrenceRule).toEqual({
      rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE",
      timeZone: FAROE,
      exdates: ["2026-04-01T16:30:00.000Z"],
      overrides: [{ recurrenceId: "2026-01-19T17:30:00.000Z", startTime: "2026-01-20T18:00:00.000Z", endTime: "2026-01-20T19:00:00.000Z" }],
    });
  });

  it("comes back byte for byte while the app has changed nothing, and the app's occurrences are the phone's", () => {
    const row = storedRow(SWIMMING);
    expect(eventIcs(row, FAROE)).toBe(SWIMMING);
    expect(appStarts(row)).toEqual(phoneReads(SWIMMING).starts);
  });

  it("after a rename in the app, has the new SUMMARY with the rule, exclusion, moved instance, alarm and attendee kept", () => {
    const renamed = eventIcs(storedRow(SWIMMING, { title: "Svimjing við Sigrid" }), FAROE);
    const { master, starts } = phoneReads(renamed);
    expect(master.getFirstPropertyValue("summary")).toBe("Svimjing við Sigrid");
    expect(master.getFirstPropertyValue("sequence")).toBe(3);
    expect(master.getFirstPropertyValue("uid")).toBe("2F1C-SWIM@example.com");
    expect(String(master.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE");
    expect(master.getAllSubcomponents("valarm")).toHaveLength(1);
    expect(master.getFirstProperty("attendee")?.getParameter("cn")).toBe("Anna");
    expect(master.getFirstPropertyValue("x-apple-travel-advisory-behavior")).toBe("AUTOMATIC");
    expect(starts).toEqual(phoneReads(SWIMMING).starts);
  });

  it("after the app changes the repeat, has the app's RRULE and no longer the phone's exceptions", () => {
    const daily = eventIcs(storedRow(SWIMMING, { recurrence: "daily", daysOfWeek: null, recurrenceEnds: "2026-01-10T17:30:00.000Z" }), FAROE);
    const { master, starts } = phoneReads(daily);
    expect(String(master.getFirstPropertyValue("rrule"))).toBe("FREQ=DAILY;UNTIL=20260110T173000Z");
    expect(master.getAllProperties("exdate")).toHaveLength(0);
    expect(starts).toHaveLength(6);
    expect(master.getAllSubcomponents("valarm")).toHaveLength(1);
  });

  it("keeps no rule when the app's fields say it exactly, and reads an all-day event on the family's days", () => {
    const weekly = phoneEvent(
      calendarOf(
        "BEGIN:VEVENT",
        "UID:w",
        "DTSTAMP:20260101T000000Z",
        `DTSTART;TZID=${FAROE}:20260105T080000`,
        "RRULE:FREQ=WEEKLY;BYDAY=MO,FR;UNTIL=20260301T000000Z",
        "SUMMARY:Skúli",
        "END:VEVENT",
      ),
      FAROE,
    );
    expect(weekly.recurrenceRule).toBeNull();
    expect(weekly.fields).toMatchObject({
      recurrence: "weekly",
      daysOfWeek: [1, 5],
      recurrenceEnds: "2026-02-27T08:00:00.000Z",
      endTime: "2026-01-05T08:00:00.000Z",
    });
    const allDay = calendarOf(
      "BEGIN:VEVENT",
      "UID:d",
      "DTSTAMP:20260101T000000Z",
      "DTSTART;VALUE=DATE:20260704",
      "DTEND;VALUE=DATE:20260706",
      "SUMMARY:Ólavsøka",
      "END:VEVENT",
    );
    expect(phoneEvent(allDay, FAROE).fields).toMatchObject({ startTime: "2026-07-03T23:00:00.000Z", endTime: "2026-07-05T23:00:00.000Z", recurrence: "none" });
    expect(eventIcs(storedRow(allDay), FAROE)).toBe(allDay);
  });

  it("writes the app's own events so a phone expands them as the app does, and reads them back the same", () => {
    const base = {
      id: "e2",
      familyId: "f1",
      createdBy: null,
      description: "Tak við",
      location: null,
      davSource: null,
      createdAt: "2026-01-01T00:00:00.000Z",
      visibility: "family" as const,
      sharedLinkId: null,
      forMembers: [],
      countdown: false,
    };
    const cases: Partial<CalendarEvent>[] = [
      { recurrence: "none" },
      { recurrence: "weekly", daysOfWeek: [2, 4] },
      { recurrence: "monthly", startTime: "2026-01-30T17:00:00.000Z", endTime: "2026-01-30T18:00:00.000Z" },
      { recurrence: "monthly", startTime: "2026-01-31T17:00:00.000Z", endTime: "2026-01-31T18:00:00.000Z", recurrenceEnds: "2027-06-01T00:00:00.000Z" },
      { recurrence: "yearly", startTime: "2028-02-29T12:00:00.000Z", endTime: "2028-02-29T13:00:00.000Z" },
    ];
    for (const change of cases) {
      const event: DavEventRow = {
        ...base,
        title: "Fundur",
        startTime: "2026-01-06T17:00:00.000Z",
        endTime: "2026-01-06T18:00:00.000Z",
        recurrence: "none",
        recurrenceEnds: null,
        daysOfWeek: null,
        ...change,
      };
      const ics = eventIcs(event, FAROE);
      expect(phoneReads(ics).starts, JSON.stringify(change)).toEqual(appStarts(event));
      const back = phoneEvent(ics, FAROE);
      expect(back.fields).toMatchObject({
        title: "Fundur",
        description: "Tak við",
        startTime: event.startTime,
        endTime: event.endTime,
        recurrence: event.recurrence,
      });
      expect(appStarts({ ...event, ...eventFields(back.fields), ...(back.recurrenceRule ? { recurrenceRule: back.recurrenceRule } : {}) })).toEqual(
        appStarts(event),
      );
    }
  });

  it("refuses what is not iCalendar, or has no event or no start, with a 400", () => {
    const status = (ics: string) => {
      try {
        phoneEvent(ics, FAROE);
        return null;
      } catch (error) {
        return [(error as HttpError).status, (error as HttpError).message];
      }
    };
    expect(status("not a calendar")).toEqual([400, m.icsUnreadable]);
    expect(status(calendarOf("BEGIN:VTODO", "UID:t", "SUMMARY:x", "END:VTODO"))).toEqual([400, m.icsNoEvent]);
    expect(status(calendarOf("BEGIN:VEVENT", "UID:n", "SUMMARY:x", "END:VEVENT"))).toEqual([400, m.icsNoStart]);
  });
});
