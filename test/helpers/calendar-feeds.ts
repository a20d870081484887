/**
 * Outside calendars shaped as real ones are (docs/features/outside-calendars.md), built around a
 * Monday so the tests can place them inside the import window: a school's timetable from a Danish
 * school system (VTIMEZONE Europe/Copenhagen, a weekly lesson with a holiday week as an EXDATE and
 * one lesson moved by a RECURRENCE-ID, and an all-day day off) and a football club's fixtures from
 * an American service (VTIMEZONE America/New_York).
 */

const COPENHAGEN = `BEGIN:VTIMEZONE
TZID:Europe/Copenhagen
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

const NEW_YORK = `BEGIN:VTIMEZONE
TZID:America/New_York
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE`;

/** `YYYYMMDD` of the day `days` after the Monday `YYYY-MM-DD`. */
export function dayAfter(monday: string, days: number): string {
  const date = new Date(`${monday}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).replaceAll("-", "");
}

const calendar = (name: string, zone: string, events: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//${name}//EN\r\nX-WR-CALNAME:${name}\r\n${zone ? `${zone}\r\n` : ""}${events}\r\nEND:VCALENDAR\r\n`.replace(
    /\r?\n/g,
    "\r\n",
  );

/**
 * Weekly maths on Mondays 08:15–09:00 Copenhagen time, ten weeks from `monday`; the third week is
 * a holiday (EXDATE), the second week's lesson is moved to 10:00–10:45 and retitled; an all-day
 * day off on the fourth Tuesday.
 */
export function schoolFeed(monday: string): string {
  const d = (days: number) => dayAfter(monday, days);
  return calendar(
    "Skúlin",
    COPENHAGEN,
    `BEGIN:VEVENT
UID:maths-7b@skuli.example
DTSTAMP:20260801T000000Z
DTSTART;TZID=Europe/Copenhagen:${d(0)}T081500
DTEND;TZID=Europe/Copenhagen:${d(0)}T090000
RRULE:FREQ=WEEKLY;COUNT=10
EXDATE;TZID=Europe/Copenhagen:${d(14)}T081500
SUMMARY:Støddfrøði
LOCATION:Stova 12
END:VEVENT
BEGIN:VEVENT
UID:maths-7b@skuli.example
DTSTAMP:20260801T000000Z
RECURRENCE-ID;TZID=Europe/Copenhagen:${d(7)}T081500
DTSTART;TZID=Europe/Copenhagen:${d(7)}T100000
DTEND;TZID=Europe/Copenhagen:${d(7)}T104500
SUMMARY:Støddfrøði (flutt)
LOCATION:Stova 12
END:VEVENT
BEGIN:VEVENT
UID:day-off@skuli.example
DTSTAMP:20260801T000000Z
DTSTART;VALUE=DATE:${d(22)}
DTEND;VALUE=DATE:${d(23)}
SUMMARY:Frídagur
DESCRIPTION:Eingin undirvísing
END:VEVENT`,
  );
}

/** Two matches at 19:00 New York time, on the Saturday after `monday` and a week later. */
export function clubFeed(monday: string): string {
  const d = (days: number) => dayAfter(monday, days);
  return calendar(
    "Felagið",
    NEW_YORK,
    `BEGIN:VEVENT
UID:match-1@club.example
DTSTAMP:20260801T000000Z
DTSTART;TZID=America/New_York:${d(5)}T190000
DTEND;TZID=America/New_York:${d(5)}T210000
SUMMARY:Dystur móti HB
END:VEVENT
BEGIN:VEVENT
UID:match-2@club.example
DTSTAMP:20260801T000000Z
DTSTART;TZID=America/New_York:${d(12)}T190000
DTEND;TZID=America/New_York:${d(12)}T210000
SUMMARY:Dystur móti KÍ
STATUS:CONFIRMED
END:VEVENT`,
  );
}

/**
 * A busy rota: one event every four hours from `monday`, 2,000 of them (the cap of one
 * subscription), for the cost of a refresh. `restamped`: every DTSTAMP new, as feeds that stamp
 * each download do; `moved`: also the tenth shift moved an hour later (an overridden instance).
 */
export function rotaFeed(monday: string, variant: "good" | "restamped" | "moved"): string {
  const stamp = variant === "good" ? "20260801T000000Z" : "20260802T000000Z";
  const moved =
    variant === "moved"
      ? `\nBEGIN:VEVENT
UID:shift@rota.example
DTSTAMP:${stamp}
RECURRENCE-ID:${dayAfter(monday, 1)}T120000Z
DTSTART:${dayAfter(monday, 1)}T130000Z
DTEND:${dayAfter(monday, 1)}T150000Z
SUMMARY:Vakt (flutt)
END:VEVENT`
      : "";
  return calendar(
    "Vaktir",
    "",
    `BEGIN:VEVENT
UID:shift@rota.example
DTSTAMP:${stamp}
DTSTART:${dayAfter(monday, 0)}T000000Z
DTEND:${dayAfter(monday, 0)}T020000Z
RRULE:FREQ=HOURLY;INTERVAL=4;COUNT=2000
SUMMARY:Vakt
END:VEVENT${moved}`,
  );
}

/**
 * A club's feed with three rules whose BY parts never meet after their start (each once made
 * ical.js loop without end) beside a weekly training on Mondays 18:00 UTC, four weeks from `monday`.
 */
export const STALLING_RULES = ["FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;BYSETPOS=1", "FREQ=WEEKLY;BYWEEKNO=1;BYMONTH=6"];

export function stallingFeed(monday: string): string {
  const day = dayAfter(monday, 0);
  const event = (uid: string, rule: string) =>
    `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:${day}T180000Z\r\nDTEND:${day}T190000Z\r\nRRULE:${rule}\r\nSUMMARY:${uid}\r\nEND:VEVENT`;
  const stalling = STALLING_RULES.map((rule, index) => event(`never-${index}@club.test`, rule));
  return calendar("Felagið", "", [...stalling, event("training@club.test", "FREQ=WEEKLY;COUNT=4")].join("\r\n"));
}
