import { describe, expect, it } from "vitest";
import { calendarMessages as m, EVENT_FOR_MEMBERS_MAX } from "@contract/calendar";
import type { CalendarEvent } from "@contract/schemas/events";
import { updateEvent } from "@worker/services/calendar/events";
import { call, errorBody, json } from "@test/helpers/api";
import { eventBody, eventOf, eventRow, eventRows, listedEvents, patchEvent, postEvent } from "@test/helpers/events";
import { createUser, dbOf } from "@test/helpers/factories";
import { addChildMember } from "@test/helpers/two-homes";

/** Whom an event is about (docs/features/calendar.md "For whom"): the family's own members, kept by every write that does not name them. */

describe("whom an event is about", () => {
  it("an event names the family's members it is about, once each, in the order given, and the events read answers them", async () => {
    const mum = await createUser();
    const [oli, sara] = [await addChildMember(mum, "Óli"), await addChildMember(mum, "Sára")];
    const made = await eventOf(mum, { title: "Fótbóltur", forMembers: [sara, oli, sara] });
    expect(made.forMembers).toEqual([sara, oli]);
    expect((await eventRow(made.id))?.forMembers).toEqual([sara, oli]);
    expect((await listedEvents(mum)).find((event) => event.id === made.id)?.forMembers).toEqual([sara, oli]);
    expect((await eventOf(mum, { title: "Foreldrafundur" })).forMembers).toEqual([]);
  });

  it("a change names others, or nobody, and leaves the rest of the event as it was", async () => {
    const mum = await createUser();
    const dad = await createUser({ familyId: mum.familyId });
    const oli = await addChildMember(mum, "Óli");
    const made = await eventOf(mum, { title: "Tannlækni", forMembers: [oli] });
    const changed = await json<CalendarEvent>(await patchEvent(dad, made.id, { forMembers: [mum.memberId, oli] }));
    expect(changed).toMatchObject({ title: "Tannlækni", forMembers: [mum.memberId, oli], visibility: "family" });
    const cleared = await json<CalendarEvent>(await patchEvent(mum, made.id, { forMembers: [] }));
    expect(cleared.forMembers).toEqual([]);
    expect((await eventRow(made.id))?.forMembers).toBeNull();
    // A title's change leaves whom it is about alone.
    await patchEvent(mum, made.id, { forMembers: [oli] });
    expect((await json<CalendarEvent>(await patchEvent(mum, made.id, { title: "Tannlækni kl. 9" }))).forMembers).toEqual([oli]);
  });

  it("another family's member is refused with 400 and nothing is stored or changed", async () => {
    const mum = await createUser();
    const stranger = await createUser();
    const theirChild = await addChildMember(stranger, "Rói");
    const refused = await postEvent(mum, eventBody({ title: "Fótbóltur", forMembers: [mum.memberId, theirChild] }));
    expect(refused.status).toBe(400);
    expect((await errorBody(refused)).message).toBe(m.forMembersUnknown);
    expect(await eventRows(mum.familyId)).toEqual([]);
    const made = await eventOf(mum, { title: "Fótbóltur", forMembers: [mum.memberId] });
    const change = await patchEvent(mum, made.id, { title: "Annað heiti", forMembers: [theirChild] });
    expect(change.status).toBe(400);
    expect((await errorBody(change)).message).toBe(m.forMembersUnknown);
    expect(await eventRow(made.id)).toMatchObject({ title: "Fótbóltur", forMembers: [mum.memberId] });
  });

  it("a list that is not member ids, or names more than the limit, is refused with 400", async () => {
    const mum = await createUser();
    for (const forMembers of ["Óli", [42], [""], Array.from({ length: EVENT_FOR_MEMBERS_MAX + 1 }, (_, i) => `member-${i}`)]) {
      const refused = await postEvent(mum, eventBody({ forMembers }));
      expect(refused.status, JSON.stringify(forMembers)).toBe(400);
      expect((await errorBody(refused)).message).toBe(m.forMembersInvalid);
    }
    expect(await eventRows(mum.familyId)).toEqual([]);
  });

  it("a removed member leaves every event's list, and an event about nobody else names nobody", async () => {
    const mum = await createUser();
    const [oli, sara] = [await addChildMember(mum, "Óli"), await addChildMember(mum, "Sára")];
    const both = await eventOf(mum, { title: "Fótbóltur", forMembers: [oli, sara] });
    const hisOnly = await eventOf(mum, { title: "Tannlækni", forMembers: [oli] });
    expect((await call("DELETE", `/api/family-members/${oli}`, { token: mum.token })).status).toBe(204);
    expect((await eventRow(both.id))?.forMembers).toEqual([sara]);
    expect((await eventRow(hisOnly.id))?.forMembers).toBeNull();
    expect((await listedEvents(mum)).map((event) => [event.title, event.forMembers]).sort()).toEqual([
      ["Fótbóltur", [sara]],
      ["Tannlækni", []],
    ]);
  });

  it("a phone's whole replace of the event (CalDAV) keeps whom it is about", async () => {
    const mum = await createUser();
    const oli = await addChildMember(mum, "Óli");
    const made = await eventOf(mum, { title: "Fótbóltur", forMembers: [oli] });
    const writer = { familyId: mum.familyId, userId: mum.id, timeZone: "Atlantic/Faroe" };
    const fields = { ...eventBody({ title: "Fótbóltur á Gundadali" }), description: null, location: null, recurrence: "none" as const };
    const replaced = (await updateEvent(dbOf(mum), writer, made.id, fields, { davSource: null })).body;
    expect(replaced).toMatchObject({ title: "Fótbóltur á Gundadali", forMembers: [oli] });
  });
});
