import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DinnerMeal } from "@contract/schemas/meals";
import type { ShoppingList } from "@contract/schemas/shopping";
import { dinnerMeals, mealIngredients, shoppingItems, shoppingLists } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { mealCreationQueries } from "@worker/services/meals/meals";
import { call, json } from "@test/helpers/api";
import { failingStatement } from "@test/helpers/atomic";
import { createUser, db, dbOf, twoFamilies } from "@test/helpers/factories";
import { inDays, snapshotFamily, tableCounts } from "@test/helpers/world";

async function plan(token: string, body: Record<string, unknown>) {
  const response = await call("POST", "/api/dinner-meals", { token, body });
  expect(response.status).toBe(201);
  return json<DinnerMeal>(response);
}

describe("meal creation is one batch", () => {
  it("a batch whose last statement fails leaves no meal, ingredient, list or shopping item behind", async () => {
    const alice = await createUser();
    const meal = { id: newId(), title: "Fiskur", scheduledDate: inDays(1), ingredients: ["Hýsa", "Smør"] };
    const before = await tableCounts();
    await expect(db.batch(mealCreationQueries(db, alice.familyId, alice.id, meal, Date.now(), failingStatement(db)))).rejects.toThrow();
    expect(await db.select().from(dinnerMeals).where(eq(dinnerMeals.id, meal.id))).toEqual([]);
    expect(await db.select().from(mealIngredients).where(eq(mealIngredients.mealId, meal.id))).toEqual([]);
    expect(await db.select().from(shoppingLists).where(eq(shoppingLists.familyId, alice.familyId))).toEqual([]);
    expect(await db.select().from(shoppingItems).where(eq(shoppingItems.familyId, alice.familyId))).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  });

  it("the same statements without the failing one store everything", async () => {
    const alice = await createUser();
    const meal = { id: newId(), title: "Fiskur", scheduledDate: inDays(1), ingredients: ["Hýsa", "Smør"] };
    await db.batch(mealCreationQueries(db, alice.familyId, alice.id, meal, Date.now()));
    expect(await db.select().from(mealIngredients).where(eq(mealIngredients.mealId, meal.id))).toHaveLength(2);
    expect(await db.select().from(shoppingItems).where(eq(shoppingItems.mealId, meal.id))).toHaveLength(2);
  });

  it("meals planned at once by a family without a list share one new list", async () => {
    const alice = await createUser();
    await Promise.all(
      Array.from({ length: 5 }, (_, index) => plan(alice.token, { title: `Døgurði ${index}`, scheduledDate: inDays(1), ingredients: [`T${index}`] })),
    );
    const lists = await json<ShoppingList[]>(await call("GET", `/api/families/${alice.familyId}/shopping-lists`, { token: alice.token }));
    expect(lists).toHaveLength(1);
    expect(lists[0]!.items).toHaveLength(5);
  });
});

describe("meals of another family", () => {
  it("cannot be read, renamed, completed or deleted, and nothing of the victim changes", async () => {
    const { alice, mallory } = await twoFamilies();
    const meal = await plan(alice.token, { title: "Fiskur", scheduledDate: inDays(1), ingredients: ["Hýsa"] });
    const before = await snapshotFamily(alice.familyId);
    expect((await call("GET", `/api/families/${alice.familyId}/dinner-meals`, { token: mallory.token })).status).toBe(403);
    for (const body of [{ title: "Stolið" }, { completed: true }]) {
      const response = await call("PATCH", `/api/dinner-meals/${meal.id}`, { token: mallory.token, body });
      expect(response.status).toBe(404);
      expect(await json(response)).toMatchObject({ code: "not_found" });
    }
    expect((await call("DELETE", `/api/dinner-meals/${meal.id}`, { token: mallory.token })).status).toBe(404);
    expect(await snapshotFamily(alice.familyId)).toBe(before);
  });

  it("a new meal lands in the caller's family and list whatever ids the body names", async () => {
    const { alice, mallory } = await twoFamilies();
    const aliceList = await json<ShoppingList>(await call("POST", "/api/shopping-lists", { token: alice.token, body: {} }));
    const before = await snapshotFamily(alice.familyId);
    const meal = await plan(mallory.token, {
      title: "Innbrot",
      scheduledDate: inDays(1),
      ingredients: ["Lykil"],
      familyId: alice.familyId,
      listId: aliceList.id,
    });
    expect(await snapshotFamily(alice.familyId)).toBe(before);
    const [row] = await dbOf(mallory).select().from(dinnerMeals).where(eq(dinnerMeals.id, meal.id));
    expect(row!.familyId).toBe(mallory.familyId);
    const items = await dbOf(mallory)
      .select()
      .from(shoppingItems)
      .where(inArray(shoppingItems.mealId, [meal.id]));
    expect(items.map((item) => item.familyId)).toEqual([mallory.familyId]);
    expect(items[0]!.listId).not.toBe(aliceList.id);
  });

  it("deleting one's own meal never touches another family's items", async () => {
    const { alice, mallory } = await twoFamilies();
    await plan(alice.token, { title: "Fiskur", scheduledDate: inDays(1), ingredients: ["Hýsa"] });
    const own = await plan(mallory.token, { title: "Kjøt", scheduledDate: inDays(1), ingredients: ["Lamb"] });
    const before = await snapshotFamily(alice.familyId);
    expect((await call("DELETE", `/api/dinner-meals/${own.id}`, { token: mallory.token })).status).toBe(204);
    expect(await snapshotFamily(alice.familyId)).toBe(before);
  });
});
