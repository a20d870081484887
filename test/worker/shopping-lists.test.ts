import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_NAME } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { call, errorBody, json } from "../helpers/api";
import { dinnerMeals, shoppingItems } from "@worker/db/schema";
import { createUser, db } from "../helpers/factories";
import { addedItem, addItem, createList, getLists, ISO, itemOf, listOf, listRows, patchItem } from "../helpers/shopping";

describe("POST /api/shopping-lists", () => {
  it("creates the family's list named 'Handilslisti' when no name is sent", async () => {
    const user = await createUser();
    const response = await createList(user, { familyId: user.familyId });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ id: expect.any(String), familyId: user.familyId, name: DEFAULT_LIST_NAME, items: [] });
    expect(await listRows(user.familyId)).toHaveLength(1);
  });

  it("uses the trimmed name the client sends for a new list", async () => {
    const user = await createUser();
    const response = await createList(user, { familyId: user.familyId, name: "  Vikuhandil  " });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ familyId: user.familyId, name: "Vikuhandil" });
  });

  it("answers the family's one existing list, with its items, on a second call", async () => {
    const user = await createUser();
    const first = await listOf(user);
    const item = await addedItem(await addItem(user, { listId: first.id, name: "Breyð" }), false);
    const second = await createList(user, { familyId: user.familyId, name: "Annar listi" });
    expect(second.status).toBe(201);
    expect(await json(second)).toEqual({ ...first, items: [item] });
    expect(await listRows(user.familyId)).toHaveLength(1);
  });

  it("leaves exactly one list for the family when ten creates run in parallel", async () => {
    const user = await createUser();
    const responses = await Promise.all(Array.from({ length: 10 }, () => createList(user, { familyId: user.familyId })));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    const ids = new Set((await Promise.all(responses.map((response) => json<ShoppingList>(response)))).map((list) => list.id));
    expect(ids.size).toBe(1);
    expect(await listRows(user.familyId)).toHaveLength(1);
  });

  it.each([
    ["a blank name", { name: "   " }, m.nameBlank],
    ["a name of 201 characters", { name: "x".repeat(201) }, m.nameTooLong],
    ["a name that is not text", { name: 5 }, m.required],
  ])("refuses %s with 400 and creates no list", async (_case, body, message) => {
    const user = await createUser();
    const response = await createList(user, body);
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ message, code: "invalid_body" });
    expect(await listRows(user.familyId)).toHaveLength(0);
  });

  it.each([['{"name": "Handil'], [""], ["null"]])("refuses the body %j, which is no JSON object, with 400 and creates no list", async (rawBody) => {
    const user = await createUser();
    const response = await call("POST", "/api/shopping-lists", { token: user.token, rawBody });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ message: rawBody === "null" ? m.invalidBody : m.malformedJson, code: "invalid_body" });
    expect(await listRows(user.familyId)).toHaveLength(0);
  });

  it("refuses a body sent with another content type than JSON and creates no list", async () => {
    const user = await createUser();
    const response = await call("POST", "/api/shopping-lists", {
      token: user.token,
      rawBody: JSON.stringify({ familyId: user.familyId, name: "Handil" }),
      headers: { "Content-Type": "text/plain" },
    });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({ message: m.invalidBody, code: "invalid_body" });
    expect(await listRows(user.familyId)).toHaveLength(0);
  });
});

describe("GET /api/families/:familyId/shopping-lists", () => {
  it("answers an empty array while the family has no list", async () => {
    const user = await createUser();
    const response = await getLists(user);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([]);
  });

  it("answers the family's list with every item, in the order they were added", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const added: ShoppingItem[] = [];
    for (const name of ["Mjólk", "Breyð", "Ost"]) {
      // Items added within the same millisecond have no defined order; these are a few apart.
      await new Promise((resolve) => setTimeout(resolve, 3));
      added.push(await addedItem(await addItem(user, { listId: list.id, name }), false));
    }
    const response = await getLists(user);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([{ id: list.id, familyId: user.familyId, name: DEFAULT_LIST_NAME, items: added }]);
  });

  it("gives an item the meal plan added its meal's date, and never a meal of another family", async () => {
    const [user, stranger] = await Promise.all([createUser(), createUser()]);
    const meal = async (familyId: string, scheduledDate: string) => {
      const id = crypto.randomUUID();
      await db.insert(dinnerMeals).values({ id, familyId, title: "Ræst kjøt", scheduledDate, createdAt: new Date().toISOString() });
      return id;
    };
    const [own, foreign] = await Promise.all([meal(user.familyId, "2026-11-27T18:00:00.000Z"), meal(stranger.familyId, "2026-11-28T18:00:00.000Z")]);
    const fromMeal = await itemOf(user, "Kartøflur (Matarætlan)");
    await new Promise((resolve) => setTimeout(resolve, 3)); // added in this order, not in the same millisecond
    const pointingAway = await itemOf(user, "Løkur (Matarætlan)");
    await db.update(shoppingItems).set({ mealId: own }).where(eq(shoppingItems.id, fromMeal.id));
    await db.update(shoppingItems).set({ mealId: foreign }).where(eq(shoppingItems.id, pointingAway.id));
    const [list] = await json<ShoppingList[]>(await getLists(user));
    expect(list?.items).toEqual([
      { ...fromMeal, mealScheduledDate: "2026-11-27T18:00:00.000Z" },
      { ...pointingAway, mealScheduledDate: null },
    ]);
  });

  it("shows a ticked item as completed until it is purged", async () => {
    const user = await createUser();
    const item = await itemOf(user);
    await patchItem(user, item.id, { completed: true });
    const [list] = await json<ShoppingList[]>(await getLists(user));
    expect(list?.items).toEqual([{ ...item, completed: true, completedAt: expect.stringMatching(ISO) }]);
  });
});
