import { Suspense } from "react";
import { useLocation, useSearch } from "wouter";
import { Spinner } from "@web/components/ui/spinner";
import { useSignedInUser } from "@web/lib/auth-context";
import { lazyPage } from "@web/lib/lazy-page";
import { JoinFamilyCard } from "../layout/join-family-route";
import { DinnerSwitch } from "@web/features/meals/components/dinner-switch";
import { MealsPage } from "@web/features/meals/components/meals-page";
import { useDinnerMeals } from "@web/features/meals/reads/get-dinner-meals";
import type { RecipesRouteProps } from "./recipes-route";

/** Cook mode (docs/features/cook-mode.md), loaded only when the address asks for it: /dinner?elda=<recipe>&maltid=<meal>. */
const CookRoute = lazyPage(() => import("@web/features/recipes/cook/cook-route").then((module) => module.CookRoute));

/**
 * The recipe box (docs/features/recipes-pages.md), inside /dinner rather than a page of its own (a
 * route's registration costs every signed-in start bytes it does not have): its code loads only
 * when the search names it, `?uppskriftir`, `?uppskrift=<id>` or a link shared to the app.
 */
const RecipesRoute = lazyPage<RecipesRouteProps>(() => import("./recipes-route").then((module) => module.RecipesRoute));
export const inRecipeBox = (search: string) => /(?:^|&)(?:uppskrift|leinkja=|tekst=)/.test(search);

/** The album's picture parts for the meal plan: a meal's picture and the dialog's chooser, loaded when a meal has one or the dialog opens. */
const pictures = {
  Picture: lazyPage(() => import("@web/features/photos/components/photo-image").then((module) => module.PhotoImage)),
  Choice: lazyPage(() => import("@web/features/photos/components/photo-choice").then((module) => module.PhotoChoice)),
};

interface CookOverProps {
  familyId: string;
  recipeId: string;
  mealId: string | null;
  onLeave: () => void;
}

/** Cook mode over the page, for the dinner's servings as the meal plan's read has them (the recipe's own until it is in, or with no dinner). */
function CookOver({ familyId, recipeId, mealId, onLeave }: CookOverProps) {
  const meal = useDinnerMeals({ familyId, queryConfig: { enabled: mealId !== null } }).data?.meals.find((open) => open.id === mealId);
  return (
    <Suspense fallback={null}>
      <CookRoute familyId={familyId} recipeId={recipeId} mealId={mealId} servings={meal?.servings ?? null} onLeave={onLeave} />
    </Suspense>
  );
}

/** /dinner: family data needs a family, as /shopping; the meal plan, or the recipe box, and cook mode over either. */
export function MealsRoute() {
  const user = useSignedInUser();
  const searchText = useSearch();
  const [, navigate] = useLocation();
  if (!user.familyId) return <JoinFamilyCard />;
  const recipes = inRecipeBox(searchText);
  const search = new URLSearchParams(searchText);
  const cooking = search.get("elda");
  return (
    <div className="space-y-4">
      <DinnerSwitch recipes={recipes} onPreload={RecipesRoute.preload} />
      {recipes ? (
        <Suspense fallback={<Spinner />}>
          <RecipesRoute familyId={user.familyId} timeZone={user.timeZone} />
        </Suspense>
      ) : (
        <MealsPage familyId={user.familyId} timeZone={user.timeZone} pictures={pictures} />
      )}
      {cooking ? (
        <CookOver familyId={user.familyId} recipeId={cooking} mealId={search.get("maltid")} onLeave={() => navigate("/dinner", { replace: true })} />
      ) : null}
    </div>
  );
}
