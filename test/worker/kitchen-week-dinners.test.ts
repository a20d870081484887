import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ScreenToday } from "@contract/schemas/kitchen-screen";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate } from "@contract/time/zone";
import { startOfFamilyDay } from "@contract/time/zoned";
import { dinnerMeals, recipes } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { call } from "@test/helpers/api";
import { dbOf, type TestUser, twoFamilies } from "@test/helpers/factories";
import { ok, pairScreen } from "@test/helpers/kitchen";
import { uploaded } from "@test/helpers/photos";

/** The wall's week of dinners (docs/features/kitchen.md "The week's dinners"): today's and the next six family days', with their pictures. */

const FAROE = "Atlantic/Faroe";
const MINUTE = 60 * 1000;
const dayFromToday = (days: number) => dateText(addToClock(clockOfDate(familyDate(Date.now(), FAROE)), "days", days));
/** `minutes` after the first moment of the family day `days` from today. */
const into = (days: number, minutes: number) => new Date(Date.parse(startOfFamilyDay(dayFromToday(days), FAROE)) + minutes * MINUTE).toISOString();

/** A dinner stored as the plan stores one (a past day cannot be planned through the API, and a picture is set by the plan or the meal's own change). */
async function dinner(user: TestUser, title: string, scheduledDate: string, extra: Partial<typeof dinnerMeals.$inferInsert> = {}) {
  const id = newId();
  await dbOf(user)
    .insert(dinnerMeals)
    .values({ id, familyId: user.familyId, createdBy: user.id, title, scheduledDate, createdAt: new Date().toISOString(), ...extra });
  return id;
}

const weekOf = async (token: string) => ok<ScreenToday>(call("GET", "/api/kitchen/screen/today", { token }), 200);

describe("the wall's week of dinners", () => {
  it("answers today's and the next six family days' dinners, soonest first, with their pictures and recipes, and tonight's as before", async () => {
    const { alice, mallory } = await twoFamilies();
    const { token } = await pairScreen(alice);
    const photo = await uploaded(alice.token);
    const tonight = await dinner(alice, "Ræst kjøt", into(0, 18 * 60), { photoId: photo.id });
    const recipe = newId();
    const now = new Date().toISOString();
    await dbOf(alice)
      .insert(recipes)
      .values({ id: recipe, familyId: alice.familyId, title: "Fiskasuppa", searchKey: "fiskasuppa", createdAt: now, updatedAt: now });
    const lastOfWeek = await dinner(alice, "Fiskasuppa", into(6, 23 * 60 + 59), { recipeId: recipe, servings: 6 });
    const early = await dinner(alice, "Havragreyt", into(1, 0), { completed: true, completedAt: new Date().toISOString() });
    await dinner(alice, "Í gjár", into(-1, 18 * 60));
    await dinner(alice, "Ov langt fram", into(7, 0));
    await dinner(mallory, "Onnur familja", into(0, 18 * 60));
    const today = await weekOf(token);
    expect(today.week).toEqual([
      { id: tonight, title: "Ræst kjøt", date: dayFromToday(0), photoId: photo.id, recipeId: null, servings: null, completed: false },
      { id: early, title: "Havragreyt", date: dayFromToday(1), photoId: null, recipeId: null, servings: null, completed: true },
      { id: lastOfWeek, title: "Fiskasuppa", date: dayFromToday(6), photoId: null, recipeId: recipe, servings: 6, completed: false },
    ]);
    expect(today.dinner).toEqual({ id: tonight, title: "Ræst kjøt" });
  });

  it("loses a dinner's picture when the photo is deleted, and the screen serves the picture to its own family only", async () => {
    const { alice, mallory } = await twoFamilies();
    const { token } = await pairScreen(alice);
    const other = await pairScreen(mallory);
    const photo = await uploaded(alice.token);
    const id = await dinner(alice, "Lasagna", into(2, 18 * 60), { photoId: photo.id });
    expect((await call("GET", `/api/kitchen/screen/photos/${photo.id}`, { token })).status).toBe(200);
    expect((await call("GET", `/api/kitchen/screen/photos/${photo.id}`, { token: other.token })).status).toBe(404);
    expect((await call("DELETE", `/api/photos/${photo.id}`, { token: alice.token })).status).toBe(204);
    expect((await weekOf(token)).week).toEqual([expect.objectContaining({ id, photoId: null })]);
    const [row] = await dbOf(alice).select({ photoId: dinnerMeals.photoId }).from(dinnerMeals).where(eq(dinnerMeals.id, id));
    expect(row?.photoId).toBeNull();
  });
});
