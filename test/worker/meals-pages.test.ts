import { describe, expect, it } from "vitest";
import { HISTORY_PAGE, MEAL_INGREDIENTS_MAX } from "@contract/limits";
import type { CompletedMealsPage, DinnerMeal, DinnerMealsList } from "@contract/schemas/meals";
import { dinnerMeals, mealIngredients } from "@worker/db/schema";
import { call } from "../helpers/api";
import { createUser, dbOf, twoFamilies, type TestUser } from "../helpers/factories";
import { countdown, expectBadCursorsRefused, heldPage, insertInChunks, readAllPages } from "../helpers/pages";

const listPath = (user: Pick<TestUser, "familyId">) => `/api/families/${user.familyId}/dinner-meals`;
const completedPath = (user: Pick<TestUser, "familyId">) => `${listPath(user)}/completed`;
const mealsList = async (user: TestUser) => heldPage<DinnerMealsList>(await call("GET", listPath(user), { token: user.token }), "meals", "completedCount");

/** `count` completed meals, three to each completion time, the first with every ingredient it may have; one planned meal. */
async function seedMeals(user: TestUser, count: number, start = Date.parse("2026-03-01T12:00:00.000Z")) {
  const times = countdown(count, start, 3);
  const completed = times.map((completedAt, index) => ({
    id: `${user.familyId}-meal-${String(index).padStart(3, "0")}`,
    familyId: user.familyId,
    title: `Liðugt ${index}`,
    scheduledDate: "2026-01-01T18:00:00.000Z",
    completed: true,
    completedAt,
    createdAt: "2026-01-01T00:00:00.000Z",
  }));
  const planned = {
    id: `${user.familyId}-planned`,
    familyId: user.familyId,
    title: "Komandi",
    scheduledDate: "2030-01-01T18:00:00.000Z",
    createdAt: "2026-01-01T00:00:00.000Z",
  };
  await insertInChunks([...completed, planned], (rows) => dbOf(user).insert(dinnerMeals).values(rows));
  const ingredients = Array.from({ length: MEAL_INGREDIENTS_MAX }, (_, index) => ({
    id: crypto.randomUUID(),
    mealId: completed[0]!.id,
    familyId: user.familyId,
    ingredientName: `Evni ${index}`,
  }));
  await insertInChunks(ingredients, (rows) => dbOf(user).insert(mealIngredients).values(rows));
  return completed.sort((a, b) => (a.completedAt === b.completedAt ? (a.id < b.id ? 1 : -1) : a.completedAt < b.completedAt ? 1 : -1)).map((row) => row.id);
}

describe("GET /api/families/:familyId/dinner-meals (bounded)", () => {
  it("answers every planned meal, the first page of completed ones with their ingredients, their count and the next cursor", async () => {
    const user = await createUser();
    const order = await seedMeals(user, 44);
    const list = await mealsList(user);
    expect(list.meals[0]!.title).toBe("Komandi");
    const done = list.meals.filter((meal) => meal.completed);
    expect(done.map((meal) => meal.id)).toEqual(order.slice(0, HISTORY_PAGE));
    expect(done.find((meal) => meal.id === order.find((id) => id.endsWith("-000")))?.ingredients).toHaveLength(MEAL_INGREDIENTS_MAX);
    expect(list.completedCount).toBe(44);
    expect(list.nextBefore).toBe(`${done.at(-1)!.completedAt}|${done.at(-1)!.id}`);
  });

  it("still answers 304 to the ETag of the answer the phone keeps", async () => {
    const user = await createUser();
    await seedMeals(user, 25);
    const etag = (await call("GET", listPath(user), { token: user.token })).headers.get("ETag")!;
    expect((await call("GET", listPath(user), { token: user.token, headers: { "If-None-Match": etag } })).status).toBe(304);
  });
});

describe("GET /api/families/:familyId/dinner-meals/completed", () => {
  it("pages every completed meal exactly once, newest completion first, ties by id", async () => {
    const user = await createUser();
    const order = await seedMeals(user, 53);
    const read = await readAllPages<DinnerMeal>(user.token, await call("GET", listPath(user), { token: user.token }));
    expect(read.slice(1).map((meal) => meal.id)).toEqual(order);
    expect(read[0]!.completed).toBe(false);
  });

  it("refuses a before that is no cursor with 400", async () => {
    const user = await createUser();
    await expectBadCursorsRefused(user.token, completedPath(user));
  });

  it("answers another family 403, and nothing of another family by its cursor", async () => {
    const { alice, mallory } = await twoFamilies();
    await seedMeals(alice, 30);
    await seedMeals(mallory, 2, Date.parse("2020-01-01T00:00:00.000Z"));
    const { nextBefore } = await mealsList(alice);
    const query = `?${new URLSearchParams({ before: nextBefore! })}`;
    expect((await call("GET", `${completedPath(alice)}${query}`, { token: mallory.token })).status).toBe(403);
    const own = await heldPage<CompletedMealsPage>(await call("GET", `${completedPath(mallory)}${query}`, { token: mallory.token }), "meals");
    expect(own.meals.map((meal) => meal.id).sort()).toEqual([`${mallory.familyId}-meal-000`, `${mallory.familyId}-meal-001`]);
  });
});
