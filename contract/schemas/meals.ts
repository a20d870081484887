import * as v from "valibot";
import { apiMessages as m } from "../messages";
import { INGREDIENT_NAME_MAX, MEAL_INGREDIENTS_MAX, NAME_MAX } from "../limits";
import { nameKey } from "../names";
import { isCalendarDate } from "../time/calendar-date";
import { clockOfText, instantOf, wallClockAt } from "../time/wall-clock";
import { familyDate } from "../time/zone";
import { clientIdSchema, instantAnswer, nullableInstantAnswer } from "./common";

/** A meal's title: trimmed, 1–200 characters, with the meal form's own text when blank. */
const mealTitleSchema = v.pipe(v.string(m.mealTitleBlank), v.trim(), v.minLength(1, m.mealTitleBlank), v.maxLength(NAME_MAX, m.nameTooLong));

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME_PART = /^T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** HH:MM with hours 0–23 and minutes 0–59 (seconds allowed, 0–59). */
function isClockTime(hours: string, minutes: string, seconds: string | undefined): boolean {
  return Number(hours) <= 23 && Number(minutes) <= 59 && (seconds === undefined || Number(seconds) <= 59);
}

/**
 * Which part of a meal's ISO time is wrong, in the order the form checks them: the date, then the
 * clock time, then the whole (the zone designator, anything after it), each with its own text.
 */
export function scheduledDateProblem(value: string): string | null {
  const date = DATE_PART.exec(value);
  if (!date || !isCalendarDate(date[0])) return m.mealDateInvalid;
  const time = TIME_PART.exec(value.slice(date[0].length));
  if (!time || !isClockTime(time[1]!, time[2]!, time[3])) return m.mealTimeInvalid;
  if (!INSTANT.test(value) || Number.isNaN(Date.parse(value))) return m.mealDateTimeInvalid;
  return null;
}

/** The meal's time as sent (any offset), answered and stored as a UTC ISO instant. */
export const scheduledDateSchema = v.pipe(
  v.string(m.mealDateInvalid),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = scheduledDateProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
  v.transform((value) => new Date(value).toISOString()),
);

/**
 * Ingredient names, trimmed; the same name twice (folded: case, white space, Faroese letters) counts once. Short enough that
 * the shopping item '<name> (Matarætlan)' stays within a name's 200 characters.
 */
const ingredientsSchema = v.pipe(
  v.array(
    v.pipe(v.string(m.ingredientsInvalid), v.trim(), v.minLength(1, m.ingredientBlank), v.maxLength(INGREDIENT_NAME_MAX, m.ingredientTooLong)),
    m.ingredientsInvalid,
  ),
  v.maxLength(MEAL_INGREDIENTS_MAX, m.ingredientsTooMany),
  v.transform((names: string[]) => uniqueIngredients(names)),
);

/** The first of each name, names folded as the shopping list folds them (case, white space, Faroese letters). */
export function uniqueIngredients(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = nameKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A dinner's picture: a photo of the family's album (the service checks whose), or null for none. */
const mealPhotoSchema = v.nullable(v.pipe(v.string(m.mealPhotoUnknown), v.minLength(1, m.mealPhotoUnknown), v.maxLength(64, m.mealPhotoUnknown)));

/** Planned again a week later when it is completed (docs/features/meals.md "Weekly"). */
export const weeklySchema = v.boolean(m.mealWeeklyInvalid);

export const createMealBody = v.object({
  /** The phone's own id for a meal planned offline (docs/features/offline.md). */
  id: clientIdSchema,
  title: mealTitleSchema,
  scheduledDate: scheduledDateSchema,
  ingredients: v.optional(ingredientsSchema, []),
  photoId: v.optional(mealPhotoSchema, null),
  weekly: v.optional(weeklySchema, false),
});
export type CreateMealBody = v.InferOutput<typeof createMealBody>;

/** One change per call: a new title, completed or reopened, a picture (null: none), or weekly on or off. */
export const updateMealBody = v.union(
  [
    v.strictObject({ title: mealTitleSchema }),
    v.strictObject({ completed: v.boolean() }),
    v.strictObject({ photoId: mealPhotoSchema }),
    v.strictObject({ weekly: weeklySchema }),
  ],
  m.oneMealChange,
);
export type UpdateMealBody = v.InferOutput<typeof updateMealBody>;

/** A day before the family's today (an earlier hour of today is fine: dinner can be planned late). */
export function isBeforeFamilyToday(scheduledDate: string, timeZone: string, now: number): boolean {
  return familyDate(scheduledDate, timeZone) < familyDate(now, timeZone);
}

/**
 * The form's date (YYYY-MM-DD) and time (HH:MM) in the family's zone as a UTC ISO instant, or the
 * text of what is wrong. A time the clocks skip (the spring change) is an invalid combination;
 * a time they repeat (autumn) is its first occurrence.
 */
export function mealDateTime(date: string, time: string, timeZone: string): { iso: string } | { error: string } {
  if (!isCalendarDate(date)) return { error: m.mealDateInvalid };
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!clock || !isClockTime(clock[1]!, clock[2]!, undefined)) return { error: m.mealTimeInvalid };
  const wall = clockOfText(`${date}T${time}`);
  if (wall === null) return { error: m.mealDateTimeInvalid };
  try {
    // The hour the autumn change repeats is its first occurrence; the hour spring skips moves on, so it reads back different.
    const instant = instantOf(wall, timeZone);
    const back = wallClockAt(instant, timeZone);
    if (back.year !== wall.year || back.month !== wall.month || back.day !== wall.day || back.hour !== wall.hour || back.minute !== wall.minute) {
      return { error: m.mealDateTimeInvalid };
    }
    return { iso: new Date(instant).toISOString() };
  } catch {
    return { error: m.mealDateTimeInvalid };
  }
}

export const dinnerMealAnswer = v.strictObject({
  id: v.string(),
  title: v.string(),
  scheduledDate: instantAnswer,
  completed: v.boolean(),
  completedAt: nullableInstantAnswer,
  ingredients: v.array(v.strictObject({ ingredientName: v.string() })),
  /** The dinner's picture in the family's album; null when it has none. */
  photoId: v.nullable(v.string()),
  /** The recipe it was planned from (null: planned by hand, or the recipe was deleted since), and for how many. */
  recipeId: v.nullable(v.string()),
  servings: v.nullable(v.number()),
  /** Planned again a week later, at the same time on the family's clock, when it is completed. */
  weekly: v.boolean(),
});
/** A planned dinner with its ingredients. */
export type DinnerMeal = v.InferOutput<typeof dinnerMealAnswer>;

/**
 * `GET /api/families/{familyId}/dinner-meals` and `…/dinner-meals/completed?before=` answer an
 * array of meals; the next page and the completed ones' count travel in headers (contract/paging.ts).
 */
export const dinnerMealsAnswer = v.array(dinnerMealAnswer);

/** A page of completed meals (newest completion first) as a client holds it. */
export interface CompletedMealsPage {
  meals: DinnerMeal[];
  nextBefore: string | null;
}

/** The meal plan as a client holds it: the open meals whole, then the first page of the completed ones and their count. */
export interface DinnerMealsList extends CompletedMealsPage {
  completedCount: number;
}
