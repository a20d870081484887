import { DEFAULT_MEAL_TIME } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import { isBeforeFamilyToday, mealDateTime, uniqueIngredients } from "@contract/schemas/meals";
import { familyDate } from "@contract/time/zone";

export interface MealForm {
  title: string;
  /** YYYY-MM-DD in the family's zone. */
  scheduledDate: string;
  /** HH:MM. */
  scheduledTime: string;
  selectedIngredients: string[];
  newIngredients: string[];
  /** A picture from the family's album, or none. */
  photoId: string | null;
  /** Planned again a week later each time it is completed. */
  weekly: boolean;
}

export type MealFormErrors = Partial<Record<"title" | "when", string>>;

export interface MealBody {
  title: string;
  scheduledDate: string;
  ingredients: string[];
  /** Left out for none, as creates queued before pictures were. */
  photoId?: string;
  /** Left out for a single dinner, as creates queued before weekly dinners were. */
  weekly?: true;
}

/** The form as it opens: today in the family's zone at 18:00, nothing chosen. */
export function emptyMealForm(timeZone: string, now: number): MealForm {
  return {
    title: "",
    scheduledDate: familyDate(now, timeZone),
    scheduledTime: DEFAULT_MEAL_TIME,
    selectedIngredients: [],
    newIngredients: [],
    photoId: null,
    weekly: false,
  };
}

/** The body to send, or the texts of what is wrong (the server checks the same rules). */
export function mealFormBody(form: MealForm, timeZone: string, now: number): { body: MealBody } | { errors: MealFormErrors } {
  const errors: MealFormErrors = {};
  const title = form.title.trim();
  if (!title) errors.title = m.mealTitleBlank;
  const when = mealDateTime(form.scheduledDate, form.scheduledTime, timeZone);
  if ("error" in when) errors.when = when.error;
  else if (isBeforeFamilyToday(when.iso, timeZone, now)) errors.when = m.mealDayPassed;
  if (errors.title || errors.when || "error" in when) return { errors };
  const ingredients = uniqueIngredients([...form.selectedIngredients, ...form.newIngredients].map((name) => name.trim()).filter(Boolean));
  return {
    body: {
      title,
      scheduledDate: when.iso,
      ingredients,
      ...(form.photoId ? { photoId: form.photoId } : {}),
      ...(form.weekly ? { weekly: true as const } : {}),
    },
  };
}

/** Adds a typed ingredient: trimmed; blank, or already chosen (ignoring case), changes nothing. */
export function addIngredient(list: readonly string[], typed: string): string[] {
  const name = typed.trim();
  if (!name || list.some((existing) => existing.toLocaleLowerCase("fo") === name.toLocaleLowerCase("fo"))) return [...list];
  return [...list, name];
}
