import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { taskMessages as t } from "@contract/task-messages";
import type { ShoppingItem } from "@contract/schemas/shopping";
import { clientIds, purchases } from "@worker/db/schema";
import { call, errorBody, json } from "../helpers/api";
import { openLive } from "../helpers/live";
import { createUser, db, twoFamilies } from "../helpers/factories";
import { addItem, itemOf, itemRow, itemRows, listOf, patchItem } from "../helpers/shopping";

/** A phone that queued its changes offline sends them again when the connection returns (docs/features/offline.md). */

const purchasesOf = (itemId: string) => db.select().from(purchases).where(eq(purchases.itemId, itemId));

describe("POST /api/shopping-items with a client id", () => {
  it("stores the client's id; replaying the add answers the stored item (200) and adds no second", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const id = crypto.randomUUID();
    const first = await addItem(user, { id, listId: list.id, name: "Mjólk" });
    expect(first.status).toBe(201);
    expect((await json<ShoppingItem>(first)).id).toBe(id);
    const replay = await addItem(user, { id: id.toUpperCase(), listId: list.id, name: "Mjólk aftur", quantity: 3 });
    expect(replay.status).toBe(200);
    expect(await json<ShoppingItem>(replay)).toMatchObject({ id, name: "Mjólk", quantity: 1, completed: false });
    expect((await itemRows(user.familyId)).map((row) => [row.id, row.name])).toEqual([[id, "Mjólk"]]);
  });

  it("tells the family only about the first add, not the replay", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const id = crypto.randomUUID();
    const live = await openLive(user);
    // The list's creation is announced too, and may arrive after the socket opened.
    await live.drain();
    expect((await addItem(user, { id, listId: list.id, name: "Ost" })).status).toBe(201);
    expect(await live.next()).toMatchObject({ type: "shopping_list_updated" });
    expect((await addItem(user, { id, listId: list.id, name: "Ost" })).status).toBe(200);
    expect(await live.silentFor(300)).toBe(true);
    live.close();
  });

  it("answers 409 for an id another family already used, and changes nothing in either family", async () => {
    const { alice, mallory } = await twoFamilies({ oneDatabase: true });
    const id = crypto.randomUUID();
    const aliceList = await listOf(alice);
    await addItem(alice, { id, listId: aliceList.id, name: "Hjá Alice" });
    const malloryList = await listOf(mallory);
    const clash = await addItem(mallory, { id, listId: malloryList.id, name: "Stolið" });
    expect(clash.status).toBe(409);
    // The answer says only that the id is taken, nothing of the item behind it.
    expect(await errorBody(clash)).toEqual({ message: t.clientIdTaken, code: "conflict" });
    expect((await itemRows(alice.familyId)).map((row) => row.name)).toEqual(["Hjá Alice"]);
    expect(await itemRows(mallory.familyId)).toEqual([]);
  });

  it("answers 404 for a client id on another family's list, storing nothing", async () => {
    const { alice, mallory } = await twoFamilies();
    const aliceList = await listOf(alice);
    const response = await addItem(mallory, { id: crypto.randomUUID(), listId: aliceList.id, name: "Inn" });
    expect(response.status).toBe(404);
    expect(await itemRows(alice.familyId)).toEqual([]);
    expect(await itemRows(mallory.familyId)).toEqual([]);
  });

  it("answers 404 to a replayed add whose item was deleted since, bringing nothing back", async () => {
    const user = await createUser();
    const other = await createUser({ familyId: user.familyId });
    const list = await listOf(user);
    const id = crypto.randomUUID();
    expect((await addItem(user, { id, listId: list.id, name: "Bananir" })).status).toBe(201);
    expect((await call("DELETE", `/api/shopping-items/${id}`, { token: other.token })).status).toBe(204);
    // The phone never saw the first answer and sends its queued add again.
    const replay = await addItem(user, { id, listId: list.id, name: "Bananir" });
    expect(replay.status).toBe(404);
    expect(await errorBody(replay)).toEqual({ message: m.notFound, code: "not_found" });
    expect(await itemRows(user.familyId)).toEqual([]);
  });

  it("answers 409 to another family's id whose item was deleted since, storing nothing", async () => {
    const { alice, mallory } = await twoFamilies({ oneDatabase: true });
    const id = crypto.randomUUID();
    await addItem(alice, { id, listId: (await listOf(alice)).id, name: "Hjá Alice" });
    expect((await call("DELETE", `/api/shopping-items/${id}`, { token: alice.token })).status).toBe(204);
    const clash = await addItem(mallory, { id, listId: (await listOf(mallory)).id, name: "Stolið" });
    expect(clash.status).toBe(409);
    expect(await itemRows(mallory.familyId)).toEqual([]);
  });

  it("remembers an id only once its item is stored: an add refused for a foreign list leaves the id free", async () => {
    const { alice, mallory } = await twoFamilies({ oneDatabase: true });
    const id = crypto.randomUUID();
    expect((await addItem(mallory, { id, listId: (await listOf(alice)).id, name: "Inn" })).status).toBe(404);
    expect(await db.select().from(clientIds).where(eq(clientIds.id, id))).toEqual([]);
    expect((await addItem(mallory, { id, listId: (await listOf(mallory)).id, name: "Egið" })).status).toBe(201);
    expect(await db.select({ familyId: clientIds.familyId }).from(clientIds).where(eq(clientIds.id, id))).toEqual([{ familyId: mallory.familyId }]);
  });

  it.each([["not-a-uuid"], [""], [42], ["0000000-0000-0000-0000-000000000000"]])("refuses the id %j with 400, storing nothing", async (id) => {
    const user = await createUser();
    const list = await listOf(user);
    const response = await addItem(user, { id, listId: list.id, name: "Egg" });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ message: t.idInvalid, code: "invalid_body" });
    expect(await itemRows(user.familyId)).toEqual([]);
  });
});

describe("replayed changes", () => {
  it("ticking twice records one purchase; unticking twice leaves none", async () => {
    const user = await createUser();
    const item = await itemOf(user, "Smør");
    for (const _ of [1, 2]) expect(await json<ShoppingItem>(await patchItem(user, item.id, { completed: true }))).toMatchObject({ completed: true });
    const ticked = await itemRow(item.id);
    expect(await purchasesOf(item.id)).toHaveLength(1);
    // The second tick keeps the first tick's time.
    expect(ticked?.completedAt).toBe((await json<ShoppingItem>(await patchItem(user, item.id, { completed: true }))).completedAt);
    for (const _ of [1, 2]) expect(await json<ShoppingItem>(await patchItem(user, item.id, { completed: false }))).toMatchObject({ completed: false });
    expect(await purchasesOf(item.id)).toEqual([]);
  });

  it("renaming twice answers the same item", async () => {
    const user = await createUser();
    const item = await itemOf(user, "Ostur");
    const first = await json<ShoppingItem>(await patchItem(user, item.id, { name: "Ost" }));
    const second = await json<ShoppingItem>(await patchItem(user, item.id, { name: "Ost" }));
    expect(second).toEqual(first);
    expect((await itemRows(user.familyId)).map((row) => row.name)).toEqual(["Ost"]);
  });

  it("a change to an item deleted elsewhere answers 404 and brings nothing back", async () => {
    const user = await createUser();
    const other = await createUser({ familyId: user.familyId });
    const item = await itemOf(user, "Epli");
    expect((await call("DELETE", `/api/shopping-items/${item.id}`, { token: other.token })).status).toBe(204);
    for (const body of [{ completed: true }, { completed: false }, { name: "Peru" }, { quantity: 2 }]) {
      const response = await patchItem(user, item.id, body);
      expect(response.status).toBe(404);
      expect(await errorBody(response)).toEqual({ message: m.notFound, code: "not_found" });
    }
    expect((await call("DELETE", `/api/shopping-items/${item.id}`, { token: user.token })).status).toBe(404);
    expect(await itemRow(item.id)).toBeUndefined();
    expect(await purchasesOf(item.id)).toEqual([]);
  });
});
