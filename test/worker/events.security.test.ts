import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { errorBody } from "../helpers/api";
import { deleteEvent, eventBody, eventOf, eventRow, eventRows, getEvents, listedEvents, patchEvent, postEvent } from "../helpers/events";
import { createUser, twoFamilies } from "../helpers/factories";

describe("events across families", () => {
  it("refuses the events of another family with 403 forbidden", async () => {
    const { alice, mallory } = await twoFamilies();
    await eventOf(alice, { title: "Leyndarmál" });
    const response = await getEvents(mallory, alice.familyId);
    expect(response.status).toBe(403);
    expect(await errorBody(response)).toEqual({ code: "forbidden", message: m.forbidden });
  });

  it("shows a family only its own events", async () => {
    const { alice, mallory } = await twoFamilies();
    const own = await eventOf(alice, { title: "Okkara" });
    await eventOf(mallory, { title: "Teirra" });
    expect(await listedEvents(alice)).toEqual([own]);
  });

  it("refuses an event for another family's id with 403 and creates nothing anywhere", async () => {
    const { alice, mallory } = await twoFamilies();
    const response = await postEvent(mallory, { ...eventBody(), familyId: alice.familyId });
    expect(response.status).toBe(403);
    expect(await eventRows(alice.familyId)).toEqual([]);
    expect(await eventRows(mallory.familyId)).toEqual([]);
  });

  it("refuses an event whose createdBy is someone else, even of the same family", async () => {
    const alice = await createUser();
    const bob = await createUser({ familyId: alice.familyId });
    const response = await postEvent(alice, { ...eventBody(), familyId: alice.familyId, createdBy: bob.id });
    expect(response.status).toBe(403);
    expect(await eventRows(alice.familyId)).toEqual([]);
  });

  it("lets every member of the family rename and delete an event another member made", async () => {
    const alice = await createUser();
    const bob = await createUser({ familyId: alice.familyId });
    const event = await eventOf(alice);
    expect((await patchEvent(bob, event.id, { title: "Bob rættaði" })).status).toBe(200);
    expect((await deleteEvent(bob, event.id)).status).toBe(204);
  });

  it("answers a rename or delete of another family's event as not found and changes nothing", async () => {
    const { alice, mallory } = await twoFamilies();
    const event = await eventOf(alice);
    const rename = await patchEvent(mallory, event.id, { title: "Stolið" });
    expect(rename.status).toBe(404);
    expect(await errorBody(rename)).toEqual({ code: "not_found", message: m.notFound });
    expect((await deleteEvent(mallory, event.id)).status).toBe(404);
    expect(await eventRow(event.id)).toMatchObject({ title: event.title, familyId: alice.familyId });
  });
});
