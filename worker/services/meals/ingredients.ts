import { and, eq, type SQL, sql } from "drizzle-orm";
import { dinnerMeals, mealIngredients } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { chunks } from "@worker/lib/chunks";
import { newId } from "@worker/lib/crypto";
import { fullRow } from "@worker/lib/full-row";

/** Ingredients per INSERT: D1 binds at most 100 parameters a statement, and a row binds at most three. */
export const INGREDIENTS_PER_INSERT = 30;

/** Some of the meal's ingredients, in its order: an INSERT … SELECT from the meal written earlier in the batch. */
function mealIngredientsQuery(db: Db, familyId: string, mealId: string, names: readonly string[], guard: SQL) {
  const rows = names.map((name) => sql`(${newId()}, ${name})`);
  return db.insert(mealIngredients).select(
    db
      .select(
        fullRow(mealIngredients, {
          id: sql<string>`v.column1`,
          familyId: dinnerMeals.familyId,
          mealId: dinnerMeals.id,
          ingredientName: sql<string>`v.column2`,
        }),
      )
      .from(dinnerMeals)
      .innerJoin(sql`(VALUES ${sql.join(rows, sql`, `)}) AS v`, sql`1 = 1`)
      .where(and(eq(dinnerMeals.id, mealId), eq(dinnerMeals.familyId, familyId), guard)),
  );
}

/** The meal's ingredients, in its order, for the batch that stores the meal: nothing when the meal was not stored or `guard` fails. */
export const mealIngredientsQueries = (db: Db, familyId: string, mealId: string, names: readonly string[], guard: SQL) =>
  chunks(names, INGREDIENTS_PER_INSERT).map((part) => mealIngredientsQuery(db, familyId, mealId, part, guard));
