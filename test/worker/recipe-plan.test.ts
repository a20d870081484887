import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { recipeMessages as r } from "@contract/recipe-messages";
import type { DinnerMeal, DinnerMealsList } from "@contract/schemas/meals";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { completePassedMeals } from "@worker/cron/complete-meals";
import { dinnerMeals, families, mealIngredients, shoppingItems, shoppingLists } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { recipePlanQueries } from "@worker/services/recipes/plan";
import { recipeToPlan } from "@worker/services/recipes/plan-recipe";
import { call, json } from "@test/helpers/api";
import { failingStatement } from "@test/helpers/atomic";
import { createUser, db, dbOf, type TestUser, twoFamilies } from "@test/helpers/factories";
import { pairScreen } from "@test/helpers/kitchen";
import { heldPage } from "@test/helpers/pages";
import { uploaded } from "@test/helpers/photos";
import { fanoutSpy } from "@test/helpers/queue";
import { storedRecipe } from "@test/helpers/recipe-rows";
import { addItem, listOf, patchItem } from "@test/helpers/shopping";
import { inDays, snapshotFamily, tableCounts } from "@test/helpers/world";

/** A recipe planned as a dinner, its ingredients put on the list (docs/features/meals.md "From a recipe"). */

const planCall = (user: TestUser, recipeId: string, body: unknown) => call("POST", `/api/recipes/${recipeId}/plan`, { token: user.token, body });

async function planned(user: TestUser, recipeId: string, body: Record<string, unknown>): Promise<{ meal: DinnerMeal; notices: string[] }> {
  const response = await planCall(user, recipeId, body);
  expect(response.status, await response.clone().text()).toBe(201);
  const notices = (response.headers.get("X-Live-Notices") ?? "").split(",").map((notice) => notice.trim());
  return { meal: await json<DinnerMeal>(response), notices };
}

const meals = async (user: TestUser) =>
  (await heldPage<DinnerMealsList>(await call("GET", `/api/families/${user.familyId}/dinner-meals`, { token: user.token }), "meals", "completedCount")).meals;
const items = async (user: TestUser): Promise<ShoppingItem[]> =>
  (await json<ShoppingList[]>(await call("GET", `/api/families/${user.familyId}/shopping-lists`, { token: user.token })))[0]?.items ?? [];
/** An item as the test compares it: name, amount, and the day of its meal (null: the family's own). */
const shown = (item: ShoppingItem) => [item.name, item.quantity, item.unit, item.mealScheduledDate];
const byName = (a: unknown[], b: unknown[]) => JSON.stringify(a).localeCompare(JSON.stringify(b));

async function handItem(user: TestUser, name: string, quantity: number, unit: string | null) {
  const list = await listOf(user);
  const response = await addItem(user, { listId: list.id, name, quantity, unit });
  expect(response.status).toBe(201);
  return json<ShoppingItem>(response);
}

describe("POST /api/recipes/:id/plan", () => {
  it("plans a recipe written for 4 for 6: scaled, merged into the family's own items of the same name and unit, the rest marked as the meal's", async () => {
    const alice = await createUser();
    const photo = await uploaded(alice.token);
    const recipeId = await storedRecipe(alice, {
      title: "Eggjakaka",
      photoId: photo.id,
      lines: ["2 dl rjómi", "1/2 tsk salt", "3 egg", "1 dl mjólk", "2 fedd hvítlaukur"],
    });
    await handItem(alice, "rjómi", 2, "dl");
    await handItem(alice, "Salt", 1, "pk");
    await handItem(alice, "Egg", 6, null);
    const ticked = await handItem(alice, "Mjólk", 1, "dl");
    expect((await patchItem(alice, ticked.id, { completed: true })).status).toBe(200);

    const { meal, notices } = await planned(alice, recipeId, { scheduledDate: "2099-05-01T18:00:00+01:00", servings: 6 });
    expect(meal).toEqual({
      id: expect.any(String),
      title: "Eggjakaka",
      scheduledDate: "2099-05-01T17:00:00.000Z",
      completed: false,
      completedAt: null,
      ingredients: ["Rjómi", "Salt", "Egg", "Mjólk", "Hvítlaukur"].map((ingredientName) => ({ ingredientName })),
      photoId: photo.id,
      recipeId,
      servings: 6,
      weekly: false,
    });
    expect(notices).toEqual(expect.arrayContaining(["dinner_meals_updated", "shopping_list_updated"]));
    expect(await meals(alice)).toEqual([meal]);
    const day = meal.scheduledDate;
    expect((await items(alice)).map(shown).sort(byName)).toEqual(
      [
        // 2 dl for 4 is 3 dl for 6, added to the family's 2 dl.
        ["rjómi", 5, "dl", null],
        // Another unit: an item of its own, ½ tsk for 4 as ¾ tsk for 6.
        ["Salt", 1, "pk", null],
        ["Salt (Matarætlan)", 1, "¾ tsk", day],
        // 3 eggs for 4 are 4½ for 6, bought as 5.
        ["Egg", 11, null, null],
        // A ticked item was bought: the meal's 1½ dl is an item of its own.
        ["Mjólk", 1, "dl", null],
        ["Mjólk (Matarætlan)", 1, "1½ dl", day],
        ["Hvítlaukur (Matarætlan)", 3, "fedd", day],
      ].sort(byName),
    );
  });

  it("never raises another meal's items, keeps an item's quantity within 999, and plans a recipe without servings as written", async () => {
    const alice = await createUser();
    const recipeId = await storedRecipe(alice, { servings: null, lines: ["2 dl rjómi", "3 egg"] });
    await handItem(alice, "Egg", 998, null);
    const first = (await planned(alice, recipeId, { scheduledDate: inDays(1), servings: 6 })).meal;
    const second = (await planned(alice, recipeId, { scheduledDate: inDays(2), servings: 2 })).meal;
    expect((await items(alice)).map(shown).sort(byName)).toEqual(
      [
        ["Egg", 998, null, null],
        ["Egg (Matarætlan)", 3, null, first.scheduledDate],
        ["Egg (Matarætlan)", 3, null, second.scheduledDate],
        ["Rjómi (Matarætlan)", 2, "dl", first.scheduledDate],
        ["Rjómi (Matarætlan)", 2, "dl", second.scheduledDate],
      ].sort(byName),
    );
  });

  it("answers 404 for another family's recipe, in the same database or another, and changes nothing of either family", async () => {
    for (const oneDatabase of [true, false]) {
      const { alice, mallory } = await twoFamilies({ oneDatabase });
      const recipeId = await storedRecipe(alice);
      const [victim, caller] = [await snapshotFamily(alice.familyId), await snapshotFamily(mallory.familyId)];
      for (const id of [recipeId, newId()]) {
        const response = await planCall(mallory, id, { scheduledDate: inDays(1), servings: 4 });
        expect(response.status).toBe(404);
        expect(await json(response)).toMatchObject({ code: "not_found", message: r.notFound });
      }
      expect([await snapshotFamily(alice.familyId), await snapshotFamily(mallory.familyId)]).toEqual([victim, caller]);
    }
  });

  it.each([
    ["no servings", { servings: undefined }, m.required],
    ["zero servings", { servings: 0 }, r.servingsInvalid],
    ["more than 100 servings", { servings: 101 }, r.servingsInvalid],
    ["half a serving", { servings: 2.5 }, r.servingsInvalid],
    ["servings as text", { servings: "4" }, r.servingsInvalid],
    ["weekly that is not a boolean", { weekly: "yes" }, m.mealWeeklyInvalid],
    ["no date", { scheduledDate: undefined }, m.required],
    ["a date that does not exist", { scheduledDate: "2099-02-30T18:00:00Z" }, m.mealDateInvalid],
    ["an hour out of range", { scheduledDate: "2099-03-04T24:00:00Z" }, m.mealTimeInvalid],
    ["a time without a zone", { scheduledDate: "2099-03-04T18:00:00" }, m.mealDateTimeInvalid],
    ["a day before today", { scheduledDate: inDays(-2) }, m.mealDayPassed],
  ])("refuses %s with 400 and its Faroese text, storing nothing", async (_case, change, message) => {
    const alice = await createUser();
    const recipeId = await storedRecipe(alice);
    const before = await snapshotFamily(alice.familyId);
    const response = await planCall(alice, recipeId, { scheduledDate: inDays(1), servings: 4, ...change });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: "invalid_body", message });
    expect(await snapshotFamily(alice.familyId)).toBe(before);
  });

  it("is one batch: one whose last statement fails stores no meal, ingredient, list or item and raises nothing", async () => {
    const alice = await createUser();
    const recipeId = await storedRecipe(alice);
    const recipe = (await recipeToPlan(db, alice.familyId, recipeId))!;
    const body = { scheduledDate: inDays(1), servings: 6, weekly: false };
    const plan = { recipeId, recipe, mealId: newId() };
    const before = await tableCounts();
    await expect(db.batch(recipePlanQueries(db, alice.familyId, alice.id, plan, body, Date.now(), failingStatement(db)).statements)).rejects.toThrow();
    expect(await db.select().from(dinnerMeals).where(eq(dinnerMeals.id, plan.mealId))).toEqual([]);
    expect(await db.select().from(mealIngredients).where(eq(mealIngredients.mealId, plan.mealId))).toEqual([]);
    expect(await db.select().from(shoppingLists).where(eq(shoppingLists.familyId, alice.familyId))).toEqual([]);
    expect(await tableCounts()).toEqual(before);

    const cream = await handItem(alice, "Rjómi", 1, "dl");
    await expect(db.batch(recipePlanQueries(db, alice.familyId, alice.id, plan, body, Date.now(), failingStatement(db)).statements)).rejects.toThrow();
    expect((await items(alice)).map(shown)).toEqual([shown(cream)]);
    await db.batch(recipePlanQueries(db, alice.familyId, alice.id, plan, body, Date.now()).statements);
    expect((await items(alice)).find((item) => item.id === cream.id)?.quantity).toBe(4);
  });
});

describe("a weekly recipe dinner at midnight", () => {
  it("is completed and planned again a week later at 18:00 through the autumn change, with its recipe, servings, picture and items merged again; a second run plans nothing", async () => {
    const alice = await createUser();
    await db.update(families).set({ timeZone: "Europe/Berlin" }).where(eq(families.id, alice.familyId));
    const photo = await uploaded(alice.token);
    const recipeId = await storedRecipe(alice, { photoId: photo.id, lines: ["2 dl rjómi", "3 egg"] });
    const recipe = (await recipeToPlan(db, alice.familyId, recipeId))!;
    // Sunday 18 October 2026, 18:00 in Berlin (summer time); the clocks go back on the 25th.
    const plan = { recipeId, recipe, mealId: newId() };
    await db.batch(
      recipePlanQueries(
        db,
        alice.familyId,
        alice.id,
        plan,
        { scheduledDate: "2026-10-18T16:00:00.000Z", servings: 6, weekly: true },
        Date.parse("2026-10-18T09:00:00Z"),
      ).statements,
    );
    const bought = (await items(alice)).find((item) => item.name === "Rjómi (Matarætlan)")!;
    expect((await patchItem(alice, bought.id, { completed: true })).status).toBe(200);
    const own = await handItem(alice, "Rjómi", 1, "dl");

    const spy = fanoutSpy();
    await completePassedMeals({ db, fanout: spy.fanout }, Date.parse("2026-10-18T22:05:00Z"));
    expect(spy.callsFor(alice.familyId).sort()).toEqual([
      [alice.familyId, "dinner_meals_updated"],
      [alice.familyId, "shopping_list_updated"],
    ]);
    const [next, done] = await meals(alice);
    expect(done).toMatchObject({ id: plan.mealId, completed: true, completedAt: "2026-10-18T22:00:00.000Z", weekly: false });
    expect(next).toEqual({
      ...done,
      id: expect.any(String),
      // 18:00 in Berlin in winter time.
      scheduledDate: "2026-10-25T17:00:00.000Z",
      completed: false,
      completedAt: null,
      photoId: photo.id,
      recipeId,
      servings: 6,
      weekly: true,
    });
    const list = await items(alice);
    expect(list.find((item) => item.id === own.id)?.quantity).toBe(4);
    expect(list.filter((item) => item.mealScheduledDate === next!.scheduledDate).map(shown)).toEqual([["Egg (Matarætlan)", 5, null, next!.scheduledDate]]);

    const again = fanoutSpy();
    await completePassedMeals({ db, fanout: again.fanout }, Date.parse("2026-10-18T22:10:00Z"));
    expect(again.callsFor(alice.familyId)).toEqual([]);
    expect(await meals(alice)).toHaveLength(2);
    expect((await items(alice)).find((item) => item.id === own.id)?.quantity).toBe(4);
  });
});

describe("POST /api/kitchen/screen/dinners/:id/done", () => {
  it("completes the screen's family's dinner (a weekly one planned again), once", async () => {
    const alice = await createUser();
    const screen = await pairScreen(alice);
    const recipeId = await storedRecipe(alice);
    const { meal } = await planned(alice, recipeId, { scheduledDate: inDays(0.1), servings: 4, weekly: true });
    const done = await call("POST", `/api/kitchen/screen/dinners/${meal.id}/done`, { token: screen.token });
    expect(done.status).toBe(200);
    const answer = await json<DinnerMeal>(done);
    expect(answer).toMatchObject({ id: meal.id, completed: true, weekly: false });
    const again = await json<DinnerMeal>(await call("POST", `/api/kitchen/screen/dinners/${meal.id}/done`, { token: screen.token }));
    expect(again.completedAt).toBe(answer.completedAt);
    expect((await meals(alice)).map((each) => [each.completed, each.weekly])).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it("answers 404 for another family's dinner and changes nothing; a person's token is refused", async () => {
    const { alice, mallory } = await twoFamilies();
    const theirScreen = await pairScreen(mallory);
    const meal = (await planned(alice, await storedRecipe(alice), { scheduledDate: inDays(1), servings: 4, weekly: true })).meal;
    const before = await snapshotFamily(alice.familyId);
    for (const id of [meal.id, newId()]) {
      expect((await call("POST", `/api/kitchen/screen/dinners/${id}/done`, { token: theirScreen.token })).status).toBe(404);
    }
    expect((await call("POST", `/api/kitchen/screen/dinners/${meal.id}/done`, { token: alice.token })).status).toBe(403);
    expect(await snapshotFamily(alice.familyId)).toBe(before);
    expect(await dbOf(mallory).select().from(shoppingItems).where(eq(shoppingItems.familyId, mallory.familyId))).toEqual([]);
  });
});
