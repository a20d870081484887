import { useEffect, useState } from "react";
import type { Recipe } from "@contract/schemas/recipes";
import { api, ApiError } from "@web/lib/api-client";
import { segment } from "@web/lib/changes/define-change";
import { useChange } from "@web/lib/changes/use-change";
import { toast } from "@web/components/ui/toast/toast-store";
import { foCook as t } from "@web/i18n/fo/cook";
import { CookMode } from "./cook-mode";
import { CookNotice } from "./cook-notice";

type RecipeRead = { state: "loading" } | { state: "read"; recipe: Recipe } | { state: "failed"; message: string };

/**
 * The recipe, read once when cook mode opens: a plain call, not a cached read, since nothing else
 * on the page draws it and a recipe does not change while it is cooked.
 */
function useRecipe(recipeId: string): RecipeRead {
  const [read, setRead] = useState<RecipeRead>({ state: "loading" });
  useEffect(() => {
    const call = new AbortController();
    setRead({ state: "loading" });
    api<Recipe>(`/api/recipes/${segment(recipeId)}`, { signal: call.signal }).then(
      (recipe) => setRead({ state: "read", recipe }),
      (error: unknown) => {
        if (call.signal.aborted) return;
        setRead({ state: "failed", message: error instanceof ApiError && error.status === 404 ? t.notFound : t.fetchError });
      },
    );
    return () => call.abort();
  }, [recipeId]);
  return read;
}

interface CookRouteProps {
  familyId: string;
  recipeId: string;
  /** The dinner being cooked, which 'Liðugt' completes; null when cook mode was opened for the recipe alone. */
  mealId: string | null;
  /** The dinner's servings; null: the recipe's own. */
  servings: number | null;
  onLeave: () => void;
}

/**
 * The phones' way into cook mode (docs/features/cook-mode.md): /dinner?elda=<recipe>&maltid=<meal>
 * reads the recipe, shows cook mode over the page, and 'Liðugt' completes the dinner through the
 * meal plan's own change (waiting offline like a tick of the page's check button) before leaving.
 */
export function CookRoute({ familyId, recipeId, mealId, servings, onLeave }: CookRouteProps) {
  const read = useRecipe(recipeId);
  const complete = useChange("meals/complete-meal");
  // Its code is in by the last step, also if the connection is gone by then.
  useEffect(() => complete.preload(), [complete]);
  if (read.state !== "read") {
    const failed = read.state === "failed";
    return <CookNotice message={failed ? read.message : t.loading} failed={failed} closeLabel={t.close} onClose={onLeave} />;
  }
  const done = () => {
    if (mealId === null) return onLeave();
    complete.runOrQueue({ familyId, id: mealId, body: { completed: true } }).then(onLeave, () => toast({ title: t.completeError, variant: "destructive" }));
  };
  return <CookMode recipe={read.recipe} servings={servings} onDone={done} onClose={onLeave} />;
}
