import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { addToClock, clockOfDate, daysBetween, instantOf, wallClockAt } from "@contract/time/wall-clock";
import { familyDate } from "@contract/time/zone";
import { dinnerMeals, families, mealIngredients, recipes } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { fullRow } from "@worker/lib/full-row";
import { iso } from "@worker/lib/time";
import { mealIngredientNames, plainShoppingLines, shoppingLinesOf } from "@worker/services/recipes/plan-lines";
import { ingredientsOf, type RecipeToPlan } from "@worker/services/recipes/plan-recipe";
import { plannedItemsQueries } from "@worker/services/recipes/plan-shopping";
import { mealIngredientsQueries } from "./ingredients";
import { ingredientsOfMeal, mealOfFamily } from "./rows";

/**
 * A weekly dinner (docs/features/meals.md "Weekly"): once it is completed, the same dinner is
 * planned a week later at the same time on the family's clock, and the weekly mark moves to that
 * one, so a series is always one open dinner and a repeat is made once whoever completes it.
 */

/** A meal as its next week is made from it. */
export interface WeeklySource {
  id: string;
  familyId: string;
  scheduledDate: string;
  timeZone: string;
  completed: boolean;
  weekly: boolean;
  servings: number | null;
  ingredientNames: string[];
  /** Its recipe as the box holds it now; null when it was planned by hand or the recipe is gone. */
  recipe: RecipeToPlan | null;
}

const sourceColumns = {
  id: dinnerMeals.id,
  familyId: dinnerMeals.familyId,
  scheduledDate: dinnerMeals.scheduledDate,
  timeZone: families.timeZone,
  completed: dinnerMeals.completed,
  weekly: dinnerMeals.repeatWeekly,
  servings: dinnerMeals.servings,
  // Left-joined: null without a recipe, or without ingredients.
  recipeFound: sql<string | null>`${recipes.id}`,
  recipeServings: sql<number | null>`${recipes.servings}`,
  recipeIngredients: sql<string | null>`${recipes.ingredients}`,
  ingredientName: sql<string | null>`${mealIngredients.ingredientName}`,
};

const sourceSelect = (db: Db, where: SQL) =>
  db
    .select(sourceColumns)
    .from(dinnerMeals)
    .innerJoin(families, eq(families.id, dinnerMeals.familyId))
    .leftJoin(recipes, and(eq(recipes.id, dinnerMeals.recipeId), eq(recipes.familyId, dinnerMeals.familyId)))
    .leftJoin(mealIngredients, ingredientsOfMeal)
    .where(where)
    // A meal's ingredients in the order they were stored.
    .orderBy(dinnerMeals.id, sql`${mealIngredients}.rowid`);

type SourceRow = Awaited<ReturnType<typeof sourceSelect>>[number];

function groupSources(rows: readonly SourceRow[]): WeeklySource[] {
  const sources = new Map<string, WeeklySource>();
  for (const { recipeFound, recipeServings, recipeIngredients, ingredientName, ...meal } of rows) {
    let source = sources.get(meal.id);
    if (!source) {
      const recipe = recipeFound === null ? null : { servings: recipeServings, ingredients: ingredientsOf(recipeIngredients) };
      source = { ...meal, ingredientNames: [], recipe };
      sources.set(meal.id, source);
    }
    if (ingredientName !== null) source.ingredientNames.push(ingredientName);
  }
  return [...sources.values()];
}

/** The family's meal as a weekly source (none: not the family's). */
export async function weeklySourceOf(db: Db, familyId: string, mealId: string): Promise<WeeklySource | undefined> {
  return groupSources(await sourceSelect(db, mealOfFamily(familyId, mealId)))[0];
}

/** Open weekly meals that began before now, in every family of the database: the midnight job sorts out whose day has ended. */
export async function dueWeeklySources(db: Db, now: number): Promise<WeeklySource[]> {
  const due = and(eq(dinnerMeals.completed, false), lt(dinnerMeals.scheduledDate, iso(now)), eq(dinnerMeals.repeatWeekly, true))!;
  return groupSources(await sourceSelect(db, due));
}

/**
 * The next week's time: the same wall-clock time on the same weekday, a week on (so 18:00 stays
 * 18:00 across a daylight-saving change), and further weeks on while that day would be before
 * the family's today (a dinner made weekly long after it was eaten).
 */
export function nextWeeklyDate(scheduledDate: string, timeZone: string, now: number): string {
  const wall = wallClockAt(Date.parse(scheduledDate), timeZone);
  const behind = daysBetween(wall, clockOfDate(familyDate(now, timeZone)));
  const weeks = Math.max(1, Math.ceil(behind / 7));
  return iso(instantOf(addToClock(wall, "weeks", weeks), timeZone));
}

/** What of the next dinner goes where: its ingredients and lines from the recipe as it is now, else its own names, one of each. */
function nextContents(source: WeeklySource) {
  const { recipe } = source;
  if (!recipe) return { names: source.ingredientNames, lines: plainShoppingLines(source.ingredientNames) };
  const servings = source.servings ?? recipe.servings ?? 1;
  return { names: mealIngredientNames(recipe.ingredients), lines: shoppingLinesOf(recipe.ingredients, servings, recipe.servings) };
}

/**
 * The statements that plan the next week of `source`, for the batch that completes it (or makes it
 * weekly once completed): each holds only while the meal is completed and still weekly, and the
 * last takes the weekly mark off it, so running them twice plans one dinner. `planned` is the
 * insert's answer (one row when it planned), `shopping` whether items may have changed.
 */
export function weeklyRepeatQueries(db: Db, source: WeeklySource, now: number) {
  const { familyId } = source;
  const nextId = newId();
  const { names, lines } = nextContents(source);
  const repeatable = and(mealOfFamily(familyId, source.id), eq(dinnerMeals.completed, true), eq(dinnerMeals.repeatWeekly, true));
  const planned = db
    .insert(dinnerMeals)
    .select(
      db
        .select(
          fullRow(dinnerMeals, {
            id: nextId,
            familyId: dinnerMeals.familyId,
            createdBy: dinnerMeals.createdBy,
            title: dinnerMeals.title,
            scheduledDate: nextWeeklyDate(source.scheduledDate, source.timeZone, now),
            createdAt: iso(now),
            photoId: dinnerMeals.photoId,
            // The recipe unless it was deleted since the source was read.
            recipeId: sql<
              string | null
            >`(SELECT ${recipes.id} FROM ${recipes} WHERE ${recipes.id} = ${dinnerMeals.recipeId} AND ${recipes.familyId} = ${familyId})`,
            servings: dinnerMeals.servings,
            repeatWeekly: true,
          }),
        )
        .from(dinnerMeals)
        .where(repeatable),
    )
    .returning({ id: dinnerMeals.id });
  const nextStored = sql`EXISTS (SELECT 1 FROM ${dinnerMeals} WHERE ${dinnerMeals.id} = ${nextId} AND ${dinnerMeals.familyId} = ${familyId})`;
  const addedBy = sql<string | null>`(SELECT ${dinnerMeals.createdBy} FROM ${dinnerMeals} WHERE ${dinnerMeals.id} = ${nextId})`;
  const rest: BatchItem<"sqlite">[] = [
    ...mealIngredientsQueries(db, familyId, nextId, names, sql`1 = 1`),
    ...plannedItemsQueries(db, familyId, addedBy, nextId, lines, now, nextStored),
    db
      .update(dinnerMeals)
      .set({ repeatWeekly: false })
      .where(and(mealOfFamily(familyId, source.id), eq(dinnerMeals.completed, true))),
  ];
  return { planned, rest, shopping: lines.length > 0 };
}
