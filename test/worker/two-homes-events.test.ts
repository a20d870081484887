import { describe, expect, it, vi } from "vitest";
import type { CalendarEvent } from "@contract/schemas/events";
import { call, json } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { deleteEvent, eventBody, listedEvents, patchEvent, postEvent } from "../helpers/events";
import { homesOf, linkPath, linkTwoHomes } from "../helpers/two-homes";

/** The copy of a shared event reaches the other home after the answer (an effect): wait for it. */
const otherHomeEventsOf = async (user: Parameters<typeof homesOf>[0]) => (await homesOf(user)).otherHomeEvents;
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000, interval: 50 });

describe("an event shared with the child's other home", () => {
  it("shows there read-only with the home's name and no description, follows every change, and goes when it stops being shared", async () => {
    const { mum, dad, linkId } = await linkTwoHomes();
    const shared = await json<CalendarEvent>(
      await postEvent(mum, eventBody({ title: "Fótbóltsdystur", description: "Hav skógvarnar við", visibility: "shared", sharedLinkId: linkId })),
    );
    await eventually(async () => {
      const [copy] = await otherHomeEventsOf(dad);
      expect(copy).toMatchObject({ id: shared.id, linkId, title: "Fótbóltsdystur", home: { id: mum.familyId } });
      expect(copy).not.toHaveProperty("description");
    });
    // The other home's own events are only its own: the spec's read is unchanged.
    expect((await listedEvents(dad)).map((event) => event.id)).not.toContain(shared.id);
    // Read-only there: the other home cannot rename or delete it.
    expect((await patchEvent(dad, shared.id, { title: "Burtur" })).status).toBe(404);
    expect((await deleteEvent(dad, shared.id)).status).toBe(404);

    await patchEvent(mum, shared.id, { title: "Fótbóltsdystur í Havn" });
    await eventually(async () => expect((await otherHomeEventsOf(dad)).map((event) => event.title)).toEqual(["Fótbóltsdystur í Havn"]));
    await patchEvent(mum, shared.id, { visibility: "family" });
    await eventually(async () => expect(await otherHomeEventsOf(dad)).toEqual([]));
  });

  it("a deleted shared event leaves the other home too", async () => {
    const { mum, dad, linkId } = await linkTwoHomes();
    const shared = await json<CalendarEvent>(await postEvent(mum, eventBody({ visibility: "shared", sharedLinkId: linkId })));
    await eventually(async () => expect(await otherHomeEventsOf(dad)).toHaveLength(1));
    expect((await deleteEvent(mum, shared.id)).status).toBe(204);
    await eventually(async () => expect(await otherHomeEventsOf(dad)).toEqual([]));
  });

  it("goes both ways: the accepting home's shared events reach the inviting home", async () => {
    const { mum, dad, linkId } = await linkTwoHomes();
    const shared = await json<CalendarEvent>(await postEvent(dad, eventBody({ title: "Tannlækni", visibility: "shared", sharedLinkId: linkId })));
    await eventually(async () => expect((await otherHomeEventsOf(mum)).map((event) => [event.id, event.home.id])).toEqual([[shared.id, dad.familyId]]));
  });

  it("never reaches a third family, nor the other home once the link has ended; the event stays the family's own", async () => {
    const { mum, dad, linkId } = await linkTwoHomes();
    const stranger = await createUser({ database: "DB_01" });
    const shared = await json<CalendarEvent>(await postEvent(mum, eventBody({ visibility: "shared", sharedLinkId: linkId })));
    await eventually(async () => expect(await otherHomeEventsOf(dad)).toHaveLength(1));
    expect(await otherHomeEventsOf(stranger)).toEqual([]);
    expect((await call("DELETE", linkPath(mum, linkId), { token: mum.token })).status).toBe(204);
    expect(await otherHomeEventsOf(dad)).toEqual([]);
    const [own] = (await listedEvents(mum)).filter((event) => event.id === shared.id);
    expect(own).toMatchObject({ visibility: "family", sharedLinkId: null });
  });

  it("a private event never leaves its creator, not to the other home either", async () => {
    const { mum, dad } = await linkTwoHomes();
    await postEvent(mum, eventBody({ title: "Gáva til Óla", visibility: "private" }));
    await postEvent(mum, eventBody({ title: "Familjuferð" }));
    // Give an effect, had one been set off, the time the shared ones take.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await otherHomeEventsOf(dad)).toEqual([]);
  });
});
