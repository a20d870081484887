import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COMPLETED_MEALS_SHOWN, INGREDIENT_NAME_MAX, MEAL_INGREDIENTS_MAX } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import type { DinnerMeal, DinnerMealsList } from "@contract/schemas/meals";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { dinnerMeals, families } from "@worker/db/schema";
import { call, json } from "@test/helpers/api";
import { heldPage } from "@test/helpers/pages";
import { createUser, db, type TestUser } from "@test/helpers/factories";
import { inDays } from "@test/helpers/world";

async function plan(user: TestUser, body: Record<string, unknown>): Promise<DinnerMeal> {
  const response = await call("POST", "/api/dinner-meals", { token: user.token, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<DinnerMeal>(response);
}

const mealsList = async (user: TestUser) =>
  heldPage<DinnerMealsList>(await call("GET", `/api/families/${user.familyId}/dinner-meals`, { token: user.token }), "meals", "completedCount");
const meals = async (user: TestUser) => (await mealsList(user)).meals;
const lists = async (user: TestUser) => json<ShoppingList[]>(await call("GET", `/api/families/${user.familyId}/shopping-lists`, { token: user.token }));
const items = async (user: TestUser): Promise<ShoppingItem[]> => (await lists(user))[0]?.items ?? [];

async function refused(user: TestUser, body: unknown, message: string) {
  const response = await call("POST", "/api/dinner-meals", { token: user.token, body });
  expect(response.status).toBe(400);
  expect(await json(response)).toMatchObject({ code: "invalid_body", message });
}

describe("POST /api/dinner-meals", () => {
  it("stores the meal with its ingredients and answers it as stored", async () => {
    const alice = await createUser();
    const meal = await plan(alice, { title: "  Ræst kjøt ", scheduledDate: "2099-03-04T18:00:00+01:00", ingredients: [" Kartøflur ", "Rótur"] });
    expect(meal).toEqual({
      id: expect.any(String),
      title: "Ræst kjøt",
      scheduledDate: "2099-03-04T17:00:00.000Z",
      completed: false,
      completedAt: null,
      ingredients: [{ ingredientName: "Kartøflur" }, { ingredientName: "Rótur" }],
      photoId: null,
      recipeId: null,
      servings: null,
      weekly: false,
    });
    expect(await meals(alice)).toEqual([meal]);
  });

  it("adds each ingredient to the family's list as '<name> (Matarætlan)', linked to the meal, creating the list", async () => {
    const alice = await createUser();
    expect(await lists(alice)).toEqual([]);
    const meal = await plan(alice, { title: "Fiskur", scheduledDate: inDays(1), ingredients: ["Hýsa", "Smør"] });
    const [list] = await lists(alice);
    expect(list).toMatchObject({ name: "Handilslisti" });
    expect(list!.items.map((item) => [item.name, item.quantity, item.completed, item.mealScheduledDate]).sort()).toEqual([
      ["Hýsa (Matarætlan)", 1, false, meal.scheduledDate],
      ["Smør (Matarætlan)", 1, false, meal.scheduledDate],
    ]);
    expect(list!.items.every((item) => item.addedBy === alice.id)).toBe(true);
  });

  it("uses the family's existing list and keeps what is on it", async () => {
    const alice = await createUser();
    const list = await json<ShoppingList>(await call("POST", "/api/shopping-lists", { token: alice.token, body: {} }));
    await call("POST", "/api/shopping-items", { token: alice.token, body: { listId: list.id, name: "Mjólk" } });
    await plan(alice, { title: "Suppa", scheduledDate: inDays(1), ingredients: ["Laukur"] });
    const after = await lists(alice);
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(list.id);
    expect(after[0]!.items.map((item) => item.name).sort()).toEqual(["Laukur (Matarætlan)", "Mjólk"]);
  });

  it("stores a name given twice (in any case) once, and a meal without ingredients adds nothing to shopping", async () => {
    const alice = await createUser();
    const meal = await plan(alice, { title: "Pizza", scheduledDate: inDays(1), ingredients: ["Ostur", "ostur", "OSTUR"] });
    expect(meal.ingredients).toEqual([{ ingredientName: "Ostur" }]);
    const bare = await plan(alice, { title: "Restir", scheduledDate: inDays(2) });
    expect(bare.ingredients).toEqual([]);
    expect((await items(alice)).map((item) => item.name)).toEqual(["Ostur (Matarætlan)"]);
  });

  it("takes the full 50 ingredients in one write", async () => {
    const alice = await createUser();
    const names = Array.from({ length: MEAL_INGREDIENTS_MAX }, (_, index) => `Tilfar ${index + 1} ${"x".repeat(150)}`);
    const meal = await plan(alice, { title: "Veitsla", scheduledDate: inDays(1), ingredients: names });
    expect(meal.ingredients.map((ingredient) => ingredient.ingredientName)).toEqual(names);
    expect((await meals(alice))[0]!.ingredients.map((ingredient) => ingredient.ingredientName)).toEqual(names);
    expect(await items(alice)).toHaveLength(MEAL_INGREDIENTS_MAX);
  });

  it("accepts an earlier hour of today in the family's zone", async () => {
    const alice = await createUser();
    await db.update(families).set({ timeZone: "Pacific/Kiritimati" }).where(eq(families.id, alice.familyId));
    const fresh = await createUser({ familyId: alice.familyId });
    // Midnight that began today in UTC+14 has passed, whatever the time now.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date());
    await plan(fresh, { title: "Morgunmatur", scheduledDate: `${today}T00:00:00+14:00`, ingredients: [] });
  });

  it.each([
    ["a blank title", { title: "   " }, m.mealTitleBlank],
    ["no title", { title: undefined }, m.required],
    ["a date that does not exist", { scheduledDate: "2099-02-30T18:00:00Z" }, m.mealDateInvalid],
    ["a month out of range", { scheduledDate: "2099-13-01T18:00:00Z" }, m.mealDateInvalid],
    ["no date at all", { scheduledDate: "soon" }, m.mealDateInvalid],
    ["an hour out of range", { scheduledDate: "2099-03-04T24:00:00Z" }, m.mealTimeInvalid],
    ["a minute out of range", { scheduledDate: "2099-03-04T18:60:00Z" }, m.mealTimeInvalid],
    ["a date without a time", { scheduledDate: "2099-03-04" }, m.mealTimeInvalid],
    ["a time without a zone", { scheduledDate: "2099-03-04T18:00:00" }, m.mealDateTimeInvalid],
    ["an offset out of range", { scheduledDate: "2099-03-04T18:00:00+25:00" }, m.mealDateTimeInvalid],
    ["ingredients that are not an array", { ingredients: "Kartøflur" }, m.ingredientsInvalid],
    ["an ingredient that is not a string", { ingredients: ["Kartøflur", 3] }, m.ingredientsInvalid],
    ["a blank ingredient", { ingredients: ["Kartøflur", "  "] }, m.ingredientBlank],
    ["an ingredient too long for its shopping item", { ingredients: ["x".repeat(INGREDIENT_NAME_MAX + 1)] }, m.ingredientTooLong],
    ["more than 50 ingredients", { ingredients: Array.from({ length: MEAL_INGREDIENTS_MAX + 1 }, (_, index) => `T${index}`) }, m.ingredientsTooMany],
    ["a day before today", { scheduledDate: inDays(-2) }, m.mealDayPassed],
  ])("refuses %s with its Faroese text and stores nothing", async (_case, change, message) => {
    const alice = await createUser();
    await refused(alice, { title: "Døgurði", scheduledDate: inDays(1), ingredients: ["Kartøflur"], ...change }, message);
    expect(await meals(alice)).toEqual([]);
    expect(await lists(alice)).toEqual([]);
  });

  it("refuses a day that is yesterday in the family's zone though it is still today in UTC", async () => {
    const alice = await createUser();
    await db.update(families).set({ timeZone: "Pacific/Kiritimati" }).where(eq(families.id, alice.familyId));
    const fresh = await createUser({ familyId: alice.familyId });
    const yesterdayThere = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date(Date.now() - 86_400_000));
    await refused(fresh, { title: "Seint", scheduledDate: `${yesterdayThere}T23:59:00+14:00` }, m.mealDayPassed);
  });
});

describe("GET /api/families/:familyId/dinner-meals", () => {
  it("answers open meals soonest first, then the completed ones, newest completion first, with their count", async () => {
    const alice = await createUser();
    const later = await plan(alice, { title: "Seinni", scheduledDate: inDays(5) });
    const sooner = await plan(alice, { title: "Fyrri", scheduledDate: inDays(1), ingredients: ["A", "B"] });
    const done: DinnerMeal[] = [];
    for (let index = 0; index < COMPLETED_MEALS_SHOWN + 2; index += 1) done.push(await plan(alice, { title: `Liðugt ${index}`, scheduledDate: inDays(10) }));
    for (const [index, meal] of done.entries()) {
      await db
        .update(dinnerMeals)
        .set({ completed: true, completedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString() })
        .where(eq(dinnerMeals.id, meal.id));
    }
    const list = await mealsList(alice);
    expect(list).toMatchObject({ completedCount: done.length, nextBefore: null });
    const answer = list.meals;
    expect(answer.map((meal) => meal.title)).toEqual([sooner.title, later.title, ...done.reverse().map((meal) => meal.title)]);
    expect(answer[0]!.ingredients).toEqual([{ ingredientName: "A" }, { ingredientName: "B" }]);
  });
});

describe("PATCH /api/dinner-meals/:id", () => {
  it("renames a meal (trimmed) and refuses a blank title", async () => {
    const alice = await createUser();
    const meal = await plan(alice, { title: "Fiskur", scheduledDate: inDays(1), ingredients: ["Hýsa"] });
    const renamed = await call("PATCH", `/api/dinner-meals/${meal.id}`, { token: alice.token, body: { title: " Steiktur fiskur " } });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toEqual({ ...meal, title: "Steiktur fiskur" });
    const blank = await call("PATCH", `/api/dinner-meals/${meal.id}`, { token: alice.token, body: { title: " " } });
    expect(blank.status).toBe(400);
    expect(await json(blank)).toMatchObject({ message: m.mealTitleBlank });
    expect((await meals(alice))[0]!.title).toBe("Steiktur fiskur");
  });

  it("completes a meal once (a second completion keeps its time) and reopens it", async () => {
    const alice = await createUser();
    const meal = await plan(alice, { title: "Fiskur", scheduledDate: inDays(1) });
    const done = await json<DinnerMeal>(await call("PATCH", `/api/dinner-meals/${meal.id}`, { token: alice.token, body: { completed: true } }));
    expect(done).toMatchObject({ completed: true, completedAt: expect.stringMatching(/Z$/) });
    const again = await json<DinnerMeal>(await call("PATCH", `/api/dinner-meals/${meal.id}`, { token: alice.token, body: { completed: true } }));
    expect(again.completedAt).toBe(done.completedAt);
    const reopened = await json<DinnerMeal>(await call("PATCH", `/api/dinner-meals/${meal.id}`, { token: alice.token, body: { completed: false } }));
    expect(reopened).toMatchObject({ completed: false, completedAt: null });
  });

  it("refuses a body with both or neither change", async () => {
    const alice = await createUser();
    const meal = await plan(alice, { title: "Fiskur", scheduledDate: inDays(1) });
    for (const body of [{}, { title: "X", completed: true }, { completed: "yes" }, { weekly: true, photoId: null }, { photoId: 3 }, { weekly: "yes" }]) {
      const response = await call("PATCH", `/api/dinner-meals/${meal.id}`, { token: alice.token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("DELETE /api/dinner-meals/:id", () => {
  it("removes the meal and its unticked shopping items; ticked ones stay, unlinked; others' items stay", async () => {
    const alice = await createUser();
    const meal = await plan(alice, { title: "Fiskur", scheduledDate: inDays(1), ingredients: ["Hýsa", "Smør", "Kartøflur"] });
    const other = await plan(alice, { title: "Suppa", scheduledDate: inDays(2), ingredients: ["Laukur"] });
    const list = (await lists(alice))[0]!;
    await call("POST", "/api/shopping-items", { token: alice.token, body: { listId: list.id, name: "Mjólk" } });
    const butter = list.items.find((item) => item.name === "Smør (Matarætlan)")!;
    expect((await call("PATCH", `/api/shopping-items/${butter.id}`, { token: alice.token, body: { completed: true } })).status).toBe(200);

    expect((await call("DELETE", `/api/dinner-meals/${meal.id}`, { token: alice.token })).status).toBe(204);
    expect((await meals(alice)).map((entry) => entry.id)).toEqual([other.id]);
    const left = await items(alice);
    expect(left.map((item) => [item.name, item.completed, item.mealScheduledDate]).sort()).toEqual([
      ["Laukur (Matarætlan)", false, other.scheduledDate],
      ["Mjólk", false, null],
      ["Smør (Matarætlan)", true, null],
    ]);
    expect((await call("DELETE", `/api/dinner-meals/${meal.id}`, { token: alice.token })).status).toBe(404);
  });
});
