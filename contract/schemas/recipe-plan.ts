import * as v from "valibot";
import { scheduledDateSchema, weeklySchema } from "./meals";
import { servingsSchema } from "./recipes";

/**
 * `POST /api/recipes/{id}/plan`: the dinner's time (checked as a planned meal's is, a day before
 * the family's today refused too), for how many, and whether it comes again every week
 * (docs/features/meals.md "From a recipe").
 */
export const planRecipeBody = v.strictObject({
  scheduledDate: scheduledDateSchema,
  servings: servingsSchema,
  weekly: v.optional(weeklySchema, false),
});
export type PlanRecipeBody = v.InferOutput<typeof planRecipeBody>;
