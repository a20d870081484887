import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_ITEM_QUANTITY } from "@contract/limits";
import type { DinnerMeal } from "@contract/schemas/meals";
import { shoppingItems } from "@worker/db/schema";
import { call, json } from "../helpers/api";
import { createUser, db, type TestUser, twoFamilies } from "../helpers/factories";
import { openLive } from "../helpers/live";
import { addedItem, addItem, itemOf, itemRows, listOf, patchItem } from "../helpers/shopping";
import { inDays } from "../helpers/world";

/** An add whose name matches an open item raises that item instead of making a second row (docs/features/shopping-insights.md). */

const openRows = async (familyId: string) =>
  (await itemRows(familyId)).filter((row) => !row.completed).map(({ name, quantity, mealId }) => ({ name, quantity, meal: mealId !== null }));

function planMeal(user: TestUser, body: Record<string, unknown>) {
  return call("POST", "/api/dinner-meals", { token: user.token, body: { title: "Fiskur", scheduledDate: inDays(1), ...body } });
}

describe("POST /api/shopping-items merging into an open item", () => {
  it("ends ten parallel adds of one name, however cased and spaced, in one row of quantity 10", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const names = ["mjólk", "Mjólk ", "MJÓLK", " mjólk", "Mjólk", "mJÓLK", "mjólk  ", "Mjólk", "MJÓLK ", "mjólk"];
    const responses = await Promise.all(names.map((name) => addItem(user, { listId: list.id, name })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const answers = await Promise.all(responses.map((response) => json<{ id: string; merged: boolean }>(response)));
    const rows = await itemRows(user.familyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ quantity: 10, nameKey: "mjólk", completed: false });
    expect(new Set(answers.map((answer) => answer.id))).toEqual(new Set([rows[0]!.id]));
    expect(answers.filter((answer) => answer.merged)).toHaveLength(9);
  });

  it("answers the raised item with 200 and merged, keeps its name, and tells the family", async () => {
    const user = await createUser();
    const first = await itemOf(user, "Mjólk", 2);
    const live = await openLive(user);
    await live.drain();
    const response = await addItem(user, { listId: first.listId, name: " MJÓLK", quantity: 3 });
    expect(response.status).toBe(200);
    expect(await addedItem(response, true)).toEqual({ ...first, quantity: 5 });
    expect(await live.next()).toMatchObject({ type: "shopping_list_updated" });
    live.close();
  });

  it("raises at most to the largest quantity an item may have", async () => {
    const user = await createUser();
    const first = await itemOf(user, "Egg", MAX_ITEM_QUANTITY - 1);
    const response = await addItem(user, { listId: first.listId, name: "egg", quantity: 5 });
    expect((await addedItem(response, true)).quantity).toBe(MAX_ITEM_QUANTITY);
  });

  it("merges only an add of the same unit: litres never raise a count of pieces", async () => {
    const user = await createUser();
    const pieces = await itemOf(user, "Mjólk");
    expect((await addItem(user, { listId: pieces.listId, name: "mjólk", quantity: 2, unit: "l" })).status).toBe(201);
    const litres = await addItem(user, { listId: pieces.listId, name: "MJÓLK", quantity: 1, unit: "l" });
    expect(litres.status).toBe(200);
    expect((await itemRows(user.familyId)).map(({ name, quantity, unit }) => ({ name, quantity, unit }))).toEqual(
      expect.arrayContaining([
        { name: "Mjólk", quantity: 1, unit: null },
        { name: "mjólk", quantity: 3, unit: "l" },
      ]),
    );
  });

  it("raises an item with a unit by an add without one ('mjólk' after 'Mjólk 2 l' is 'Mjólk 3 l'), preferring an item without a unit", async () => {
    const user = await createUser();
    const list = (await itemOf(user, "Ostur")).listId;
    const litres = await addedItem(await addItem(user, { listId: list, name: "Mjólk", quantity: 2, unit: "l" }), false);
    const again = await addedItem(await addItem(user, { listId: list, name: "mjólk" }), true);
    expect(again).toMatchObject({ id: litres.id, quantity: 3, unit: "l" });
    expect((await addItem(user, { listId: list, name: "Mjólk", unit: "dl" })).status).toBe(201);
    const pieces = await addedItem(await addItem(user, { listId: list, name: "MJÓLK", unit: "stk" }), false);
    expect((await addedItem(await addItem(user, { listId: list, name: "ostur" }), true)).quantity).toBe(2);
    expect((await addedItem(await addItem(user, { listId: list, name: "mjólk" }), true)).id).toBe(litres.id);
    expect(pieces.unit).toBe("stk");
  });

  it("never merges into a ticked item: the add makes a new open row", async () => {
    const user = await createUser();
    const bought = await itemOf(user, "Ost");
    expect((await patchItem(user, bought.id, { completed: true })).status).toBe(200);
    const response = await addItem(user, { listId: bought.listId, name: "ost" });
    expect(response.status).toBe(201);
    expect((await addedItem(response, false)).id).not.toBe(bought.id);
    expect((await itemRows(user.familyId)).map(({ name, quantity, completed }) => ({ name, quantity, completed }))).toEqual(
      expect.arrayContaining([
        { name: "Ost", quantity: 1, completed: true },
        { name: "ost", quantity: 1, completed: false },
      ]),
    );
  });

  it("does not merge across families: each family's add stays on its own list", async () => {
    const { alice, mallory } = await twoFamilies({ oneDatabase: true });
    const aliceItem = await itemOf(alice, "Mjólk");
    const malloryList = await listOf(mallory);
    const response = await addItem(mallory, { listId: malloryList.id, name: "mjólk" });
    expect(response.status).toBe(201);
    expect(await openRows(alice.familyId)).toEqual([{ name: "Mjólk", quantity: 1, meal: false }]);
    expect(await openRows(mallory.familyId)).toEqual([{ name: "mjólk", quantity: 1, meal: false }]);
    expect((await addedItem(response, false)).id).not.toBe(aliceItem.id);
  });

  it("never merges a plain add into the meal plan's item of the same name", async () => {
    const user = await createUser();
    expect((await planMeal(user, { ingredients: ["Mjólk"] })).status).toBe(201);
    const list = await listOf(user);
    expect((await addItem(user, { listId: list.id, name: "Mjólk (Matarætlan)" })).status).toBe(201);
    expect((await addItem(user, { listId: list.id, name: "Mjólk" })).status).toBe(201);
    expect(await openRows(user.familyId)).toEqual(
      expect.arrayContaining([
        { name: "Mjólk (Matarætlan)", quantity: 1, meal: true },
        { name: "Mjólk (Matarætlan)", quantity: 1, meal: false },
        { name: "Mjólk", quantity: 1, meal: false },
      ]),
    );
    expect(await openRows(user.familyId)).toHaveLength(3);
  });
});

describe("a merged add replayed from a phone's queue", () => {
  it("answers the raised item again and adds nothing more, telling no one", async () => {
    const user = await createUser();
    const first = await itemOf(user, "Brey");
    const id = crypto.randomUUID();
    const merged = await addItem(user, { id, listId: first.listId, name: "brey", quantity: 2 });
    expect(await addedItem(merged, true)).toMatchObject({ id: first.id, quantity: 3 });
    const live = await openLive(user);
    await live.drain();
    const replay = await addItem(user, { id, listId: first.listId, name: "brey", quantity: 2 });
    expect(replay.status).toBe(200);
    expect(await addedItem(replay, true)).toMatchObject({ id: first.id, quantity: 3 });
    expect(await live.silentFor(300)).toBe(true);
    live.close();
    expect(await openRows(user.familyId)).toEqual([{ name: "Brey", quantity: 3, meal: false }]);
  });

  it("answers 404 once the raised item is deleted, and brings nothing back", async () => {
    const user = await createUser();
    const first = await itemOf(user, "Smør");
    const id = crypto.randomUUID();
    expect((await addItem(user, { id, listId: first.listId, name: "smør" })).status).toBe(200);
    expect((await call("DELETE", `/api/shopping-items/${first.id}`, { token: user.token })).status).toBe(204);
    expect((await addItem(user, { id, listId: first.listId, name: "smør" })).status).toBe(404);
    expect(await itemRows(user.familyId)).toEqual([]);
  });

  it("takes a tick, a rename and a delete queued against the merged add's id to the item it became", async () => {
    const user = await createUser();
    const first = await itemOf(user, "Ost");
    const id = crypto.randomUUID();
    expect((await addItem(user, { id, listId: first.listId, name: "ost" })).status).toBe(200);
    const ticked = await patchItem(user, id, { completed: true });
    expect(ticked.status).toBe(200);
    expect(await json(ticked)).toMatchObject({ id: first.id, completed: true, quantity: 2 });
    expect((await patchItem(user, id, { name: "Ostur" })).status).toBe(200);
    expect(await itemRows(user.familyId)).toEqual([expect.objectContaining({ id: first.id, name: "Ostur", completed: true })]);
    expect((await call("DELETE", `/api/shopping-items/${id}`, { token: user.token })).status).toBe(204);
    expect(await itemRows(user.familyId)).toEqual([]);
  });

  it("never lets another family reach an item through a merged add's id", async () => {
    const { alice, mallory } = await twoFamilies();
    const first = await itemOf(alice, "Kaffi");
    const id = crypto.randomUUID();
    expect((await addItem(alice, { id, listId: first.listId, name: "kaffi" })).status).toBe(200);
    expect((await patchItem(mallory, id, { completed: true })).status).toBe(404);
    expect((await call("DELETE", `/api/shopping-items/${id}`, { token: mallory.token })).status).toBe(404);
    expect(await itemRows(alice.familyId)).toEqual([expect.objectContaining({ id: first.id, completed: false, quantity: 2 })]);
  });

  it("keeps a merged add's id from being taken by another family (409)", async () => {
    const { alice, mallory } = await twoFamilies({ oneDatabase: true });
    const first = await itemOf(alice, "Te");
    const id = crypto.randomUUID();
    expect((await addItem(alice, { id, listId: first.listId, name: "te" })).status).toBe(200);
    const malloryList = await listOf(mallory);
    expect((await addItem(mallory, { id, listId: malloryList.id, name: "Te" })).status).toBe(409);
    expect(await itemRows(mallory.familyId)).toEqual([]);
  });
});

describe("meal ingredients on the list", () => {
  it("leaves one set of a meal's ingredients when the meal is saved twice, one after the other or at once", async () => {
    const user = await createUser();
    const id = crypto.randomUUID();
    const body = { id, ingredients: ["Fiskur", "Epli"] };
    expect((await planMeal(user, body)).status).toBe(201);
    expect((await planMeal(user, body)).status).toBe(200);
    const other = crypto.randomUUID();
    const both = await Promise.all([planMeal(user, { ...body, id: other }), planMeal(user, { ...body, id: other })]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 201]);
    const rows = await itemRows(user.familyId);
    for (const mealId of [id, other]) {
      expect(
        rows
          .filter((row) => row.mealId === mealId)
          .map((row) => row.name)
          .sort(),
      ).toEqual(["Epli (Matarætlan)", "Fiskur (Matarætlan)"]);
    }
  });

  it("puts an ingredient named twice, folded, on the list once", async () => {
    const user = await createUser();
    const response = await planMeal(user, { ingredients: ["Mjólk", "mjólk ", "MJÓLK", "Mjólk  "] });
    expect(response.status).toBe(201);
    expect((await json<DinnerMeal>(response)).ingredients).toEqual([{ ingredientName: "Mjólk" }]);
    expect(await openRows(user.familyId)).toEqual([{ name: "Mjólk (Matarætlan)", quantity: 1, meal: true }]);
  });

  it("gives each meal its own item of an ingredient two meals share", async () => {
    const user = await createUser();
    await planMeal(user, { ingredients: ["Laukur"] });
    await planMeal(user, { title: "Suppa", ingredients: ["laukur"] });
    const rows = await db.select().from(shoppingItems).where(eq(shoppingItems.familyId, user.familyId));
    expect(rows.map((row) => row.name).sort()).toEqual(["Laukur (Matarætlan)", "laukur (Matarætlan)"]);
    expect(new Set(rows.map((row) => row.mealId)).size).toBe(2);
  });
});
