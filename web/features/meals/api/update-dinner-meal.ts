import type { DinnerMeal, UpdateMealBody } from "@contract/schemas/meals";
import { api } from "@web/lib/api-client";
import { foMeals } from "@web/i18n/fo/meals";
import { dinnerMealsQueryKey } from "./get-dinner-meals";
import { useFamilyMutation } from "@web/lib/use-family-mutation";

export function updateDinnerMeal(id: string, body: UpdateMealBody): Promise<DinnerMeal> {
  return api<DinnerMeal>(`/api/dinner-meals/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

interface Update {
  id: string;
  body: UpdateMealBody;
}

function applyUpdate(meals: DinnerMeal[], { id, body }: Update): DinnerMeal[] {
  const patch = "title" in body ? body : { completed: body.completed, completedAt: body.completed ? new Date().toISOString() : null };
  return meals.map((meal) => (meal.id === id ? { ...meal, ...patch } : meal));
}

/** Optimistic rename with its toasts. */
export function useRenameDinnerMeal(familyId: string) {
  const mutation = useFamilyMutation({
    liveType: "dinner_meals_updated",
    mutationFn: ({ id, body }: Update) => updateDinnerMeal(id, body),
    optimistic: { queryKey: dinnerMealsQueryKey(familyId), apply: applyUpdate },
    errorToast: { title: foMeals.errorTitle, description: foMeals.renameError },
    successToast: { title: foMeals.renameSuccess },
  });
  return (meal: DinnerMeal, title: string) => mutation.mutate({ id: meal.id, body: { title } });
}

/** Optimistic completion; a failure is shown on the page, not as a toast (docs/features/meals.md). */
export function useCompleteDinnerMeal(familyId: string) {
  const mutation = useFamilyMutation({
    liveType: "dinner_meals_updated",
    mutationFn: ({ id, body }: Update) => updateDinnerMeal(id, body),
    optimistic: { queryKey: dinnerMealsQueryKey(familyId), apply: applyUpdate },
    errorToast: null,
  });
  return { complete: (meal: DinnerMeal) => mutation.mutate({ id: meal.id, body: { completed: true } }), failed: mutation.isError };
}
