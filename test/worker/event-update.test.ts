import { describe, expect, it } from "vitest";
import { calendarMessages as m } from "@contract/calendar";
import type { RecurrenceRule } from "@contract/schemas/events";
import { eventEndsAt } from "@worker/lib/event-recurrence";
import type { HttpError } from "@worker/lib/http-error";
import { updateEvent } from "@worker/services/calendar/events";
import { eventBody, eventOf, eventRow, listedEvents, patchEvent } from "../helpers/events";
import { createUser, db, twoFamilies } from "../helpers/factories";

const FAROE = "Atlantic/Faroe";
const familyOf = (user: { id: string; familyId: string }) => ({ familyId: user.familyId, userId: user.id, timeZone: FAROE });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: HttpError) => error,
  );

const RULE: RecurrenceRule = { rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=6", timeZone: FAROE, exdates: ["2026-09-09T16:00:00.000Z"], overrides: [] };

describe("updateEvent (a full replace, as a phone's PUT makes it)", () => {
  it("replaces every field, keeps ends_at right and tells the family", async () => {
    const alice = await createUser();
    const event = await eventOf(alice, { description: "Gamalt", location: "Klaksvík" });
    const next = eventBody({
      title: " Svimjing ",
      description: "Í høllini",
      location: null,
      startTime: "2026-09-07T16:00:00.000Z",
      endTime: "2026-09-07T17:00:00.000Z",
      recurrence: "weekly",
      daysOfWeek: [3, 1],
      recurrenceEnds: "2026-10-31T00:00:00.000Z",
    });
    const result = await updateEvent(db, familyOf(alice), event.id, next);
    const expected = {
      ...event,
      title: "Svimjing",
      description: "Í høllini",
      location: null,
      startTime: "2026-09-07T16:00:00.000Z",
      endTime: "2026-09-07T17:00:00.000Z",
      recurrence: "weekly",
      daysOfWeek: [1, 3],
      recurrenceEnds: "2026-10-31T00:00:00.000Z",
    };
    expect(result.status).toBe(200);
    expect(result.body).toEqual(expected);
    expect(result.effects).toEqual([{ kind: "tell", familyId: alice.familyId, types: ["events_updated"] }]);
    expect(await listedEvents(alice)).toEqual([expected]);
    // The last Wednesday before 31 October at 17:00 on the Faroe clock, winter time by then, an hour long.
    expect((await eventRow(event.id))?.endsAt).toBe("2026-10-28T18:00:00.000Z");
  });

  it("refuses what a new event would be refused for, with the same texts, and changes nothing", async () => {
    const alice = await createUser();
    const event = await eventOf(alice);
    const before = await eventRow(event.id);
    const blank = await refusal(updateEvent(db, familyOf(alice), event.id, eventBody({ title: "  " })));
    expect([blank.status, blank.message]).toEqual([400, m.titleBlank]);
    const backwards = await refusal(updateEvent(db, familyOf(alice), event.id, eventBody({ endTime: "2026-09-01T16:00:00.000Z" })));
    expect([backwards.status, backwards.message]).toEqual([400, m.eventEndBeforeStart]);
    expect(await eventRow(event.id)).toEqual(before);
  });

  it("answers 404 for another family's event and leaves it be", async () => {
    const { alice, mallory } = await twoFamilies();
    const event = await eventOf(alice);
    const before = await eventRow(event.id);
    const error = await refusal(updateEvent(db, familyOf(mallory), event.id, eventBody({ title: "Mitt" })));
    expect(error.status).toBe(404);
    expect(await eventRow(event.id)).toEqual(before);
  });

  it("stores a phone's rule, ends the event by it, answers it, and drops it once the app changes the repeat", async () => {
    const alice = await createUser();
    const event = await eventOf(alice);
    const weekly = eventBody({ startTime: "2026-09-07T16:00:00.000Z", endTime: "2026-09-07T17:00:00.000Z", recurrence: "weekly", daysOfWeek: [1, 3] });
    const ruled = await updateEvent(db, familyOf(alice), event.id, weekly, { recurrenceRule: RULE });
    expect(ruled.body.recurrenceRule).toEqual(RULE);
    // Mon 7, (Wed 9 excluded), Mon 21, Wed 23, Mon 5 Oct, Wed 7 Oct: COUNT counts the excluded one.
    const ends = eventEndsAt({ ...ruled.body, recurrenceRule: RULE }, FAROE);
    expect(ends).toBe("2026-10-07T17:00:00.000Z");
    expect((await eventRow(event.id))?.endsAt).toBe(ends);
    expect((await listedEvents(alice))[0]?.recurrenceRule).toEqual(RULE);

    // A rename, and an app-side replace with the same repeat, keep the rule.
    expect((await patchEvent(alice, event.id, { title: "Nýtt" })).status).toBe(200);
    const same = await updateEvent(db, familyOf(alice), event.id, { ...weekly, title: "Nýtt", location: "Høllin" });
    expect(same.body.recurrenceRule).toEqual(RULE);

    const daily = await updateEvent(db, familyOf(alice), event.id, { ...weekly, recurrence: "daily" });
    expect(daily.body).not.toHaveProperty("recurrenceRule");
    expect((await eventRow(event.id))?.recurrenceRule).toBeNull();
    expect((await eventRow(event.id))?.endsAt).toBeNull();
  });
});
