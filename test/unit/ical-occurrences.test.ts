import { describe, expect, it } from "vitest";
import { FeedUnreadable, occurrencesOf } from "@worker/lib/ical-occurrences";
import { clubFeed, schoolFeed } from "../helpers/calendar-feeds";

// 2027-03-15 is a Monday; Europe moves its clocks on 28 March 2027, the United States on 14 March.
const MONDAY = "2027-03-15";
const window = {
  from: Date.parse("2027-01-01T00:00:00Z"),
  to: Date.parse("2028-01-01T00:00:00Z"),
  timeZone: "Atlantic/Faroe",
  max: 2000,
  stepsMax: 10_000,
  msMax: 5_000,
};
const times = (feed: string, options = window) => occurrencesOf(feed, options).map((o) => [o.title, o.startTime, o.endTime]);

describe("occurrencesOf", () => {
  it("expands the weekly lesson on Copenhagen's clock across its DST change, leaves out the EXDATE and moves the overridden one", () => {
    const lessons = times(schoolFeed(MONDAY)).filter(([title]) => title?.startsWith("Støddfrøði"));
    expect(lessons).toHaveLength(9);
    expect(lessons.slice(0, 3)).toEqual([
      ["Støddfrøði", "2027-03-15T07:15:00.000Z", "2027-03-15T08:00:00.000Z"],
      ["Støddfrøði (flutt)", "2027-03-22T09:00:00.000Z", "2027-03-22T09:45:00.000Z"],
      // 29 March is the holiday week's EXDATE; from then on Copenhagen is on summer time.
      ["Støddfrøði", "2027-04-05T06:15:00.000Z", "2027-04-05T07:00:00.000Z"],
    ]);
    expect(lessons.at(-1)?.[1]).toBe("2027-05-17T06:15:00.000Z");
  });

  it("reads a zone the runtime does not know by the feed's own VTIMEZONE (Outlook's names)", () => {
    const outlook = schoolFeed(MONDAY).replaceAll("Europe/Copenhagen", "Romance Standard Time");
    expect(times(outlook)).toEqual(times(schoolFeed(MONDAY)));
  });

  it("places an all-day event on the family's clock, whole days", () => {
    const [dayOff] = occurrencesOf(schoolFeed(MONDAY), window).filter((o) => o.allDay);
    // 6 April 2027 in the Faroes (UTC+1 in summer).
    expect(dayOff).toMatchObject({
      title: "Frídagur",
      startTime: "2027-04-05T23:00:00.000Z",
      endTime: "2027-04-06T23:00:00.000Z",
      description: "Eingin undirvísing",
      recurrenceId: null,
    });
  });

  it("reads New York's times by its VTIMEZONE", () => {
    expect(times(clubFeed(MONDAY))).toEqual([
      ["Dystur móti HB", "2027-03-20T23:00:00.000Z", "2027-03-21T01:00:00.000Z"],
      ["Dystur móti KÍ", "2027-03-27T23:00:00.000Z", "2027-03-28T01:00:00.000Z"],
    ]);
  });

  it("keeps to the window and the cap, earliest first", () => {
    const narrow = { ...window, from: Date.parse("2027-04-01T00:00:00Z"), to: Date.parse("2027-04-20T00:00:00Z") };
    expect(times(schoolFeed(MONDAY), narrow).map(([, start]) => start)).toEqual([
      "2027-04-05T06:15:00.000Z",
      "2027-04-05T23:00:00.000Z",
      "2027-04-12T06:15:00.000Z",
      "2027-04-19T06:15:00.000Z",
    ]);
    expect(occurrencesOf(schoolFeed(MONDAY), { ...window, max: 2 })).toHaveLength(2);
  });

  it("stops a rule that never ends at the step budget", () => {
    const feed = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:19700101T000000Z\r\nDTEND:19700101T000100Z\r\nRRULE:FREQ=MINUTELY\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    expect(occurrencesOf(feed, { ...window, stepsMax: 1000 })).toEqual([]);
  });

  it("refuses what is no iCalendar", () => {
    expect(() => occurrencesOf("<html>nope</html>", window)).toThrow(FeedUnreadable);
    expect(() => occurrencesOf("BEGIN:VCARD\r\nEND:VCARD\r\n", window)).toThrow(FeedUnreadable);
  });
});
