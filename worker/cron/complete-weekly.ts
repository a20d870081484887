import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { dinnerMeals } from "../db/schema";
import type { Db } from "../env";
import { chunks } from "../lib/chunks";
import { errorText } from "../lib/error-text";
import { mealOfFamily } from "../services/meals/rows";
import { type WeeklySource, weeklyRepeatQueries } from "../services/meals/weekly";

/** A weekly meal whose day has ended, and the midnight that ended it. */
export interface PassedWeeklyMeal {
  source: WeeklySource;
  midnight: string;
}

/** Weekly meals completed per batch: about ten statements each, so a batch stays small. */
const WEEKLY_PER_BATCH = 10;

interface Done {
  completed: string[];
  shopping: string[];
}

/** The meal's completion at its midnight, only while it is open and weekly: a meal done by hand meanwhile planned its own next week. */
const completion = (db: Db, { source, midnight }: PassedWeeklyMeal, weekly: boolean) =>
  db
    .update(dinnerMeals)
    .set({ completed: true, completedAt: midnight })
    .where(and(mealOfFamily(source.familyId, source.id), eq(dinnerMeals.completed, false), weekly ? eq(dinnerMeals.repeatWeekly, true) : undefined))
    .returning({ familyId: dinnerMeals.familyId });

/** One batch completing these meals, each with its next week: both or neither. */
async function completeWithRepeats(db: Db, meals: readonly PassedWeeklyMeal[], now: number): Promise<Done> {
  const parts = meals.map((meal) => {
    const repeat = weeklyRepeatQueries(db, meal.source, now);
    return { shopping: repeat.shopping, statements: [completion(db, meal, true), repeat.planned, ...repeat.rest] as BatchItem<"sqlite">[] };
  });
  const statements = parts.flatMap((part) => part.statements);
  const results = (await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]])) as unknown[][];
  const done: Done = { completed: [], shopping: [] };
  let at = 0;
  for (const [index, part] of parts.entries()) {
    const familyId = meals[index]!.source.familyId;
    if (results[at]!.length > 0) done.completed.push(familyId);
    if (results[at + 1]!.length > 0 && part.shopping) done.shopping.push(familyId);
    at += part.statements.length;
  }
  return done;
}

/**
 * Completes the weekly meals whose day has ended, each in one batch with the planning of its next
 * week (services/meals/weekly.ts), ten to a batch. A batch that fails is tried again meal by meal;
 * a meal whose repeat still fails (its family at a row cap) is completed without it, so one
 * family's full list never holds back the others or leaves its own dinner open.
 */
export async function completeWeeklyMeals(db: Db, meals: readonly PassedWeeklyMeal[], now: number): Promise<Done> {
  const done: Done = { completed: [], shopping: [] };
  const add = (part: Done) => {
    done.completed.push(...part.completed);
    done.shopping.push(...part.shopping);
  };
  for (const batch of chunks(meals, WEEKLY_PER_BATCH)) {
    const together = await completeWithRepeats(db, batch, now).catch(() => null);
    if (together) {
      add(together);
      continue;
    }
    for (const meal of batch) {
      const alone = await completeWithRepeats(db, [meal], now).catch((error: unknown) => {
        console.error(`weekly meal ${meal.source.id}: its next week could not be planned: ${errorText(error)}`);
        return null;
      });
      if (alone) add(alone);
      else if ((await completion(db, meal, false)).length > 0) done.completed.push(meal.source.familyId);
    }
  }
  return done;
}
