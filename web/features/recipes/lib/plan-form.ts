import { DEFAULT_MEAL_TIME } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import { recipeMessages as r } from "@contract/recipe-messages";
import { RECIPE_SERVINGS_MAX } from "@contract/recipe-limits";
import { isBeforeFamilyToday, mealDateTime } from "@contract/schemas/meals";
import { familyDate } from "@contract/time/zone";

/** 'Ætla': a recipe planned as a dinner (docs/features/recipes-pages.md "Planning"). */
export interface PlanForm {
  /** YYYY-MM-DD in the family's zone. */
  date: string;
  /** HH:MM. */
  time: string;
  servings: number;
  weekly: boolean;
}

/** `POST /api/recipes/{id}/plan`'s body. */
export interface PlanBody {
  scheduledDate: string;
  servings: number;
  weekly: boolean;
}

export type PlanFormErrors = Partial<Record<"when" | "servings", string>>;

/** Servings when the recipe names none. */
export const DEFAULT_PLAN_SERVINGS = 4;

/** Today in the family's zone at the dinner hour, for the recipe's servings (or 4), once. */
export function emptyPlanForm(recipeServings: number | null, timeZone: string, now: number): PlanForm {
  return { date: familyDate(now, timeZone), time: DEFAULT_MEAL_TIME, servings: recipeServings ?? DEFAULT_PLAN_SERVINGS, weekly: false };
}

/** A servings stepper's next value, within 1 and the most a recipe may be for. */
export const stepServings = (servings: number, by: number): number => Math.min(RECIPE_SERVINGS_MAX, Math.max(1, Math.round(servings) + by));

/** The body, or what is wrong, by the meal form's rules (the day in the family's zone, not before today). */
export function planFormBody(form: PlanForm, timeZone: string, now: number): { body: PlanBody } | { errors: PlanFormErrors } {
  const errors: PlanFormErrors = {};
  const when = mealDateTime(form.date, form.time, timeZone);
  if ("error" in when) errors.when = when.error;
  else if (isBeforeFamilyToday(when.iso, timeZone, now)) errors.when = m.mealDayPassed;
  if (!Number.isInteger(form.servings) || form.servings < 1 || form.servings > RECIPE_SERVINGS_MAX) errors.servings = r.servingsInvalid;
  if ("error" in when || errors.when || errors.servings) return { errors };
  return { body: { scheduledDate: when.iso, servings: form.servings, weekly: form.weekly } };
}
