import { and, sql } from "drizzle-orm";
import type { DinnerMeal, UpdateMealBody } from "@contract/schemas/meals";
import { dinnerMeals } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { notFound } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { familyPhoto, photoOfFamily } from "./photo";
import { photoRefused } from "./refusals";
import { groupMealRows, type MealRow, mealOfFamily, mealWithIngredients } from "./rows";
import { type WeeklySource, weeklyRepeatQueries, weeklySourceOf } from "./weekly";

type OtherChange = Exclude<UpdateMealBody, { photoId: string | null }>;

function fieldsOf(change: OtherChange, now: number) {
  if ("title" in change) return { title: change.title };
  if ("weekly" in change) return { repeatWeekly: change.weekly };
  return change.completed
    ? // Completing a completed meal keeps the time it was completed.
      { completed: true, completedAt: sql`coalesce(${dinnerMeals.completedAt}, ${iso(now)})` }
    : { completed: false, completedAt: null };
}

/** Whether the change leaves the meal completed and weekly, so its next week is planned in the same batch. */
const repeatsAfter = (change: OtherChange, source: WeeklySource) =>
  ("completed" in change && change.completed && source.weekly) || ("weekly" in change && change.weekly && source.completed);

/** The meal's new picture (null: none); one not of the family's album is refused with 400 and changes nothing. */
async function setMealPhoto(db: Db, familyId: string, mealId: string, photoId: string | null): Promise<Outcome<DinnerMeal>> {
  const allowed = photoId === null ? undefined : familyPhoto(db, familyId, photoId);
  const [photo, , rows] = await db.batch([
    photoOfFamily(db, familyId, photoId),
    db
      .update(dinnerMeals)
      .set({ photoId })
      .where(and(mealOfFamily(familyId, mealId), allowed)),
    mealWithIngredients(db, familyId, mealId),
  ]);
  const meal = groupMealRows(rows)[0];
  if (!meal) throw notFound();
  if (photoId !== null && !photo[0]) throw photoRefused();
  return outcome(200, meal, tell(familyId, "dinner_meals_updated"));
}

/**
 * One change to the family's meal, answering it as it now is (another family's: not found). A
 * weekly meal that is completed, or a completed one made weekly, gets its next week planned in the
 * same batch (docs/features/meals.md "Weekly"); its items then go on the shopping list too.
 */
export async function updateMeal(db: Db, familyId: string, mealId: string, change: UpdateMealBody): Promise<Outcome<DinnerMeal>> {
  if ("photoId" in change) return setMealPhoto(db, familyId, mealId, change.photoId);
  const now = Date.now();
  const source = "title" in change ? undefined : await weeklySourceOf(db, familyId, mealId);
  const repeat = source && repeatsAfter(change, source) ? weeklyRepeatQueries(db, source, now) : undefined;
  const update = db.update(dinnerMeals).set(fieldsOf(change, now)).where(mealOfFamily(familyId, mealId));
  const read = mealWithIngredients(db, familyId, mealId);
  const results = await (repeat ? db.batch([update, repeat.planned, ...repeat.rest, read]) : db.batch([update, read]));
  const meal = groupMealRows(results.at(-1) as MealRow[])[0];
  if (!meal) throw notFound();
  const planned = repeat !== undefined && (results[1] as unknown[]).length > 0;
  return outcome(200, meal, tell(familyId, "dinner_meals_updated", ...(planned && repeat.shopping ? (["shopping_list_updated"] as const) : [])));
}
