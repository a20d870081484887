import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import type { DinnerMeal, DinnerMealsList } from "@contract/schemas/meals";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { call, json } from "@test/helpers/api";
import { createUser, type TestUser, twoFamilies } from "@test/helpers/factories";
import { heldPage } from "@test/helpers/pages";
import { uploaded } from "@test/helpers/photos";
import { inDays, snapshotFamily } from "@test/helpers/world";

/** A dinner's picture and its weekly repeat through the phones' meal calls (docs/features/meals.md). */

async function plan(user: TestUser, body: Record<string, unknown>): Promise<DinnerMeal> {
  const response = await call("POST", "/api/dinner-meals", { token: user.token, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<DinnerMeal>(response);
}

const patch = (user: TestUser, id: string, body: unknown) => call("PATCH", `/api/dinner-meals/${id}`, { token: user.token, body });

async function patched(user: TestUser, id: string, body: unknown): Promise<{ meal: DinnerMeal; notices: string | null }> {
  const response = await patch(user, id, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return { meal: await json<DinnerMeal>(response), notices: response.headers.get("X-Live-Notices") };
}

const meals = async (user: TestUser) =>
  (await heldPage<DinnerMealsList>(await call("GET", `/api/families/${user.familyId}/dinner-meals`, { token: user.token }), "meals", "completedCount")).meals;
const items = async (user: TestUser): Promise<ShoppingItem[]> =>
  (await json<ShoppingList[]>(await call("GET", `/api/families/${user.familyId}/shopping-lists`, { token: user.token })))[0]?.items ?? [];

async function refusedPhoto(response: Response) {
  expect(response.status).toBe(400);
  expect(await json(response)).toMatchObject({ code: "invalid_body", message: m.mealPhotoUnknown, issues: [{ path: "photoId", message: m.mealPhotoUnknown }] });
}

describe("a dinner's picture", () => {
  it("is stored with a new meal and answered, and set, changed and cleared by PATCH", async () => {
    const alice = await createUser();
    const [first, second] = [await uploaded(alice.token), await uploaded(alice.token)];
    const meal = await plan(alice, { title: "Fiskur", scheduledDate: inDays(1), photoId: first.id });
    expect(meal).toMatchObject({ photoId: first.id, recipeId: null, servings: null, weekly: false });
    expect((await patched(alice, meal.id, { photoId: second.id })).meal).toEqual({ ...meal, photoId: second.id });
    expect((await patched(alice, meal.id, { photoId: null })).meal).toEqual({ ...meal, photoId: null });
    expect(await meals(alice)).toEqual([{ ...meal, photoId: null }]);
  });

  it("of another family (in the same database or another) or unknown is refused with 400 and nothing changes", async () => {
    for (const oneDatabase of [true, false]) {
      const { alice, mallory } = await twoFamilies({ oneDatabase });
      const theirs = await uploaded(alice.token);
      const before = await snapshotFamily(mallory.familyId);
      await refusedPhoto(
        await call("POST", "/api/dinner-meals", { token: mallory.token, body: { title: "Stolið", scheduledDate: inDays(1), photoId: theirs.id } }),
      );
      await refusedPhoto(
        await call("POST", "/api/dinner-meals", { token: mallory.token, body: { title: "Stolið", scheduledDate: inDays(1), photoId: "no-such-photo" } }),
      );
      expect(await snapshotFamily(mallory.familyId)).toBe(before);
      const own = await plan(mallory, { title: "Egið", scheduledDate: inDays(1) });
      const withMeal = await snapshotFamily(mallory.familyId);
      await refusedPhoto(await patch(mallory, own.id, { photoId: theirs.id }));
      expect(await snapshotFamily(mallory.familyId)).toBe(withMeal);
    }
  });

  it("of another family's meal is not found, and the victim's meal keeps its picture", async () => {
    const { alice, mallory } = await twoFamilies();
    const photo = await uploaded(alice.token);
    const meal = await plan(alice, { title: "Fiskur", scheduledDate: inDays(1), photoId: photo.id });
    const before = await snapshotFamily(alice.familyId);
    for (const body of [{ photoId: null }, { weekly: true }]) expect((await patch(mallory, meal.id, body)).status).toBe(404);
    expect(await snapshotFamily(alice.familyId)).toBe(before);
  });
});

describe("a weekly dinner completed by hand", () => {
  it("is planned again a week later at the same time on the family's clock (across the spring change), with its picture, ingredients and items", async () => {
    const alice = await createUser();
    const photo = await uploaded(alice.token);
    // 18:00 in the Faroes before the clocks go forward on 29 March 2099; a week later 18:00 is 17:00 UTC.
    const meal = await plan(alice, { title: "Fiskur", scheduledDate: "2099-03-25T18:00:00Z", ingredients: ["Hýsa", "Smør"], photoId: photo.id, weekly: true });
    expect(meal.weekly).toBe(true);
    const { meal: done, notices } = await patched(alice, meal.id, { completed: true });
    expect(done).toMatchObject({ completed: true, weekly: false });
    expect(notices?.split(",").map((notice) => notice.trim())).toEqual(expect.arrayContaining(["dinner_meals_updated", "shopping_list_updated"]));
    const next = (await meals(alice)).find((each) => !each.completed)!;
    expect(next).toEqual({
      id: expect.any(String),
      title: "Fiskur",
      scheduledDate: "2099-04-01T17:00:00.000Z",
      completed: false,
      completedAt: null,
      ingredients: meal.ingredients,
      photoId: photo.id,
      recipeId: null,
      servings: null,
      weekly: true,
    });
    const nextItems = (await items(alice)).filter((item) => item.mealScheduledDate === next.scheduledDate);
    expect(nextItems.map((item) => [item.name, item.quantity, item.unit]).sort()).toEqual([
      ["Hýsa (Matarætlan)", 1, null],
      ["Smør (Matarætlan)", 1, null],
    ]);
  });

  it("plans its next week once: completing again, or reopening and completing, plans nothing more", async () => {
    const alice = await createUser();
    const meal = await plan(alice, { title: "Pizza", scheduledDate: inDays(1), ingredients: ["Ostur"], weekly: true });
    await patched(alice, meal.id, { completed: true });
    await patched(alice, meal.id, { completed: true });
    await patched(alice, meal.id, { completed: false });
    const { notices } = await patched(alice, meal.id, { completed: true });
    expect(notices).toBe("dinner_meals_updated");
    expect((await meals(alice)).map((each) => [each.title, each.completed, each.weekly])).toEqual([
      ["Pizza", false, true],
      ["Pizza", true, false],
    ]);
    expect((await items(alice)).map((item) => item.name)).toEqual(["Ostur (Matarætlan)", "Ostur (Matarætlan)"]);
  });

  it("stops once weekly is turned off, and a completed dinner made weekly is planned again from the week after", async () => {
    const alice = await createUser();
    const weekly = await plan(alice, { title: "Suppa", scheduledDate: inDays(1), weekly: true });
    expect((await patched(alice, weekly.id, { weekly: false })).meal.weekly).toBe(false);
    await patched(alice, weekly.id, { completed: true });
    expect((await meals(alice)).filter((each) => !each.completed)).toEqual([]);

    const { meal: made } = await patched(alice, weekly.id, { weekly: true });
    expect(made).toMatchObject({ completed: true, weekly: false });
    const [next] = (await meals(alice)).filter((each) => !each.completed);
    expect(next).toMatchObject({ title: "Suppa", weekly: true });
    expect(Date.parse(next!.scheduledDate) - Date.parse(weekly.scheduledDate)).toBeGreaterThanOrEqual(6 * 24 * 3_600_000);
  });
});
