import fc from "fast-check";
import { MAX_BODY_BYTES } from "@contract/limits";
import { type DavCase, davPaths, collections, oddPaths, oddValue, printable, rarely, withHeader } from "./dav-fuzz";
import type { FamilyWorld } from "./world";

/** iCalendar for the fuzz suite: PUT bodies broken one way or another, and DELETEs that must not delete. */

const ics = (uid: string, event: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//FamilyHub fuzz//EN\r\nBEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20261201T000000Z\r\n${event}END:VEVENT\r\nEND:VCALENDAR\r\n`;
const EVENT_LINES = "DTSTART:20261210T100000Z\r\nDTEND:20261210T110000Z\r\nSUMMARY:Fótbóltur\r\n";

/** Property lines that no calendar holds, or that break the event's rules (the to-do cases read them as a VTODO's). */
const oddLine = fc.oneof(
  fc.constantFrom(
    "DTSTART:garbage",
    "DTEND:garbage",
    "DTSTART;VALUE=DATE:2026",
    "RRULE:garbage",
    "RRULE:FREQ=DAILY;UNTIL=garbage",
    "DUE:garbage",
    "COMPLETED:garbage",
    "DTSTART:20261301T250000Z",
    "DTSTART:99991231T235959Z",
    "DTSTART:00010101T000000Z",
    "DTSTART;TZID=Mars/Olympus:20261210T100000",
    "DTEND:20261209T100000Z",
    "DURATION:P-1D",
    "DURATION:P99999999W",
    "DURATION:garbage",
    "RRULE:FREQ=SECONDLY;COUNT=999999999",
    "RRULE:FREQ=YEARLY;BYDAY=99MO",
    "RRULE:FREQ=;UNTIL=x",
    "RRULE:FREQ=DAILY;INTERVAL=0",
    "RRULE:FREQ=DAILY;UNTIL=19000101T000000Z",
    "EXDATE:not-a-date",
    "RDATE:not-a-date",
    "RECURRENCE-ID:garbage",
    "UID:",
    "BEGIN:VEVENT",
    "END:VCALENDAR",
    "BEGIN:VALARM",
    "X-\u0000:x",
    ":no name",
    "no colon at all",
    " folded continuation without a line",
  ),
  fc.tuple(fc.constantFrom("SUMMARY", "LOCATION", "DESCRIPTION", "UID", "CATEGORIES"), oddValue).map(([name, value]) => `${name}:${value}`),
  fc.integer({ min: 6_000, max: 20_000 }).map((length) => `SUMMARY:${"ø".repeat(length)}`),
);

/** iCalendar bodies for PUT: the event broken by a line, cut short, merged with another, or not iCalendar at all. */
function icsBodies(world: FamilyWorld): fc.Arbitrary<{ kind: string; body: string }> {
  const valid = ics(`${world.eventId}-fuzz`, EVENT_LINES);
  const lines = valid.split("\r\n");
  const line = fc.integer({ min: 0, max: lines.length - 1 });
  return fc.oneof(
    {
      // The most: a whole event with one line no calendar holds, for the collection's own conversion.
      weight: 6,
      arbitrary: fc.tuple(oddLine, fc.integer({ min: 0, max: 3 })).map(([odd, place]) => ({
        kind: "odd line",
        body: ics(`${world.eventId}-fuzz`, [...EVENT_LINES.split("\r\n").slice(0, place), odd, ...EVENT_LINES.split("\r\n").slice(place)].join("\r\n")),
      })),
    },
    line.map((index) => ({ kind: "line dropped", body: lines.filter((_, at) => at !== index).join("\r\n") })),
    fc.integer({ min: 0, max: valid.length }).map((cut) => ({ kind: "truncated", body: valid.slice(0, cut) })),
    fc.constant({ kind: "two UIDs", body: valid.replace("END:VCALENDAR", `BEGIN:VEVENT\r\nUID:another\r\n${EVENT_LINES}END:VEVENT\r\nEND:VCALENDAR`) }),
    fc.constant({ kind: "two calendars", body: `${valid}${valid}` }),
    fc.constant({ kind: "a to-do", body: valid.replaceAll("VEVENT", "VTODO") }),
    fc.constant({ kind: "no component", body: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n" }),
    fc.constant({ kind: "bare newlines", body: valid.replaceAll("\r\n", "\r") }),
    fc.string({ unit: "binary", maxLength: 200 }).map((body) => ({ kind: "binary", body })),
    fc
      .integer({ min: MAX_BODY_BYTES + 1, max: MAX_BODY_BYTES * 2 })
      .map((size) => ({ kind: "too large", body: ics("big", `${EVENT_LINES}DESCRIPTION:${"x".repeat(size)}\r\n`) })),
  );
}

/**
 * PUT with broken iCalendar to new and existing names in every collection (and to paths that are no
 * resource), and DELETE on the world's and odd paths. Every precondition a write sends fails or is
 * absent where there is nothing to delete, so no case deletes a row of the world on purpose.
 */
export function davWriteCases(world: FamilyWorld, other: FamilyWorld): fc.Arbitrary<DavCase> {
  const home = `/caldav/families/${world.user.familyId}/`;
  const putPath = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom("calendar", "calendar", "calendar", "calendar", ...collections(world)), fc.nat(999))
        .map(([slug, n]) => `${home}${slug}/fuzz-${n}.ics`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...davPaths(world)) },
    { weight: 1, arbitrary: oddPaths(world, other) },
  );
  const type = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom("text/calendar; charset=utf-8", "text/calendar") },
    { weight: 1, arbitrary: fc.constantFrom("text/calendar; charset=utf-16", "text/plain", "application/xml", "") },
  );
  const staleTag = fc.constantFrom('"0123456789abcdef0123456789abcdef"', 'W/"x"', "garbage", '""', '"a", "b"', `"${"f".repeat(2000)}"`);
  // A UID of its own for each case, so an event one case made does not turn the next away as a UID conflict.
  const body = fc.tuple(icsBodies(world), fc.uuid()).map(([bad, uid]) => ({ ...bad, body: bad.body.replaceAll(`${world.eventId}-fuzz`, uid) }));
  const put = fc.tuple(body, putPath, type, rarely(staleTag), rarely(fc.constantFrom("*", '"x"')));
  const remove = fc.tuple(fc.oneof(fc.constantFrom(...davPaths(world)), oddPaths(world, other)), staleTag);
  return fc
    .oneof(
      {
        weight: 3,
        arbitrary: put.map(([{ kind, body }, path, contentType, ifMatch, ifNoneMatch]) => ({
          method: "PUT",
          path,
          body,
          headers: withHeader(withHeader({ "Content-Type": contentType }, "If-Match", ifMatch), "If-None-Match", ifNoneMatch),
          kind: `PUT ${kind}`,
        })),
      },
      {
        weight: 1,
        arbitrary: remove.map(([path, ifMatch]) => ({ method: "DELETE", path, headers: { "If-Match": ifMatch }, kind: "DELETE with a failing If-Match" })),
      },
    )
    .map(printable);
}
