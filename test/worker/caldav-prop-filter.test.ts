import type { DAVCalendar, DAVClient } from "tsdav";
import { describe, expect, it } from "vitest";
import { caldavClient, davRequest, newAppPassword } from "@test/helpers/caldav-client";
import { eventOf } from "@test/helpers/events";
import { createUser, type TestUser } from "@test/helpers/factories";
import { SWIMMING } from "@test/helpers/ical-reader";
import { patchReminder, reminderOf } from "@test/helpers/reminders";

/** A calendar-query's prop-filters (RFC 4791 9.7.2, 9.7.5; docs/features/caldav.md "Reports"), through tsdav. */
type Filter = Record<string, unknown>;

const collectionOf = async (client: DAVClient, slug: string) => (await client.fetchCalendars()).find((found) => found.url.endsWith(`/${slug}/`)) as DAVCalendar;

async function queried(client: DAVClient, calendar: DAVCalendar, component: string, ...propFilters: Filter[]) {
  const inner = {
    _attributes: { name: component },
    ...(propFilters.length > 0 ? { "prop-filter": propFilters.length === 1 ? propFilters[0] : propFilters } : {}),
  };
  const filters = [{ "comp-filter": { _attributes: { name: "VCALENDAR" }, "comp-filter": inner } }];
  return (await client.fetchCalendarObjects({ calendar, filters })).map((object) => object.url.split("/").at(-1)).sort();
}

const textMatch = (name: string, text: string, attributes: Record<string, string> = {}): Filter => ({
  _attributes: { name },
  "text-match": { _attributes: attributes, _text: text },
});

async function calendarWithTwo(user: TestUser) {
  const client = await caldavClient(user);
  const calendar = await collectionOf(client, "calendar");
  await client.createCalendarObject({ calendar, iCalString: SWIMMING, filename: "SWIM-1.ics" });
  const meeting = await eventOf(user, { title: "Foreldrafundur" });
  return { client, calendar, meeting: `${meeting.id}.ics` };
}

describe("calendar-query prop-filters", () => {
  it("matches SUMMARY and UID by substring, case-insensitively by default, negated on request", async () => {
    const user = await createUser();
    const { client, calendar, meeting } = await calendarWithTwo(user);
    expect(await queried(client, calendar, "VEVENT")).toEqual([meeting, "SWIM-1.ics"].sort());
    expect(await queried(client, calendar, "VEVENT", textMatch("SUMMARY", "SVIM"))).toEqual(["SWIM-1.ics"]);
    expect(await queried(client, calendar, "VEVENT", textMatch("SUMMARY", "SVIM", { collation: "i;octet" }))).toEqual([]);
    expect(await queried(client, calendar, "VEVENT", textMatch("SUMMARY", "svim", { "negate-condition": "yes" }))).toEqual([meeting]);
    expect(await queried(client, calendar, "VEVENT", textMatch("UID", "2F1C-SWIM@example.com"))).toEqual(["SWIM-1.ics"]);
    expect(await queried(client, calendar, "VEVENT", textMatch("UID", meeting.replace(".ics", "@familyhub")))).toEqual([meeting]);
    // Every prop-filter must match.
    expect(await queried(client, calendar, "VEVENT", textMatch("SUMMARY", "svim"), textMatch("LOCATION", "Gundadalur"))).toEqual([]);
  });

  it("applies is-not-defined and presence, and passes what it does not apply (the answer is a superset)", async () => {
    const user = await createUser();
    const { client, calendar, meeting } = await calendarWithTwo(user);
    const notDefined = (name: string): Filter => ({ _attributes: { name }, "is-not-defined": {} });
    expect(await queried(client, calendar, "VEVENT", notDefined("SUMMARY"))).toEqual([]);
    expect(await queried(client, calendar, "VEVENT", { _attributes: { name: "RECURRENCE-ID" } })).toEqual(["SWIM-1.ics"]);
    // The swimming's moved instance has no ATTENDEE: one component of the resource matching is enough (RFC 4791 9.7.1).
    expect(await queried(client, calendar, "VEVENT", notDefined("ATTENDEE"))).toEqual([meeting, "SWIM-1.ics"].sort());
    const paramOnly = { _attributes: { name: "ATTENDEE" }, "param-filter": { _attributes: { name: "PARTSTAT" }, "text-match": { _text: "DECLINED" } } };
    expect(await queried(client, calendar, "VEVENT", paramOnly)).toEqual(["SWIM-1.ics"]);
  });

  it("gives Thunderbird's open tasks: COMPLETED is-not-defined on VTODO", async () => {
    const user = await createUser();
    const open = await reminderOf(user, { title: "Opin" });
    const done = await reminderOf(user, { title: "Liðug" });
    expect((await patchReminder(user, done.id, { completed: true })).status).toBe(200);
    const client = await caldavClient(user);
    const tasks = await collectionOf(client, "tasks");
    expect(await queried(client, tasks, "VTODO", { _attributes: { name: "COMPLETED" }, "is-not-defined": {} })).toEqual([`${open.id}.ics`]);
    expect(await queried(client, tasks, "VTODO", textMatch("SUMMARY", "liðug", { collation: "i;unicode-casemap" }))).toEqual([`${done.id}.ics`]);
  });

  it("refuses a collation it does not know with 403 supported-collation", async () => {
    const user = await createUser();
    const credentials = await newAppPassword(user);
    const body = `<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"><c:prop-filter name="SUMMARY"><c:text-match collation="i;klingon">x</c:text-match></c:prop-filter></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`;
    const answer = await davRequest("REPORT", `/caldav/families/${user.familyId}/calendar/`, credentials, { body, headers: { Depth: "1" } });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain("<c:supported-collation/>");
  });
});
