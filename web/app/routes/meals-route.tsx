import { Suspense } from "react";
import { useLocation, useSearch } from "wouter";
import { useSignedInUser } from "@web/lib/auth-context";
import { lazyPage } from "@web/lib/lazy-page";
import { JoinFamilyCard } from "../layout/join-family-route";
import { MealsPage } from "@web/features/meals/components/meals-page";

/** Cook mode (docs/features/cook-mode.md), loaded only when the address asks for it: /dinner?elda=<recipe>&maltid=<meal>. */
const CookRoute = lazyPage(() => import("@web/features/recipes/cook/cook-route").then((module) => module.CookRoute));

/** /dinner: family data needs a family, as /shopping. */
export function MealsRoute() {
  const user = useSignedInUser();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  if (!user.familyId) return <JoinFamilyCard />;
  const recipeId = search.get("elda");
  return (
    <>
      <MealsPage familyId={user.familyId} timeZone={user.timeZone} />
      {recipeId ? (
        <Suspense fallback={null}>
          <CookRoute
            familyId={user.familyId}
            recipeId={recipeId}
            mealId={search.get("maltid")}
            servings={null}
            onLeave={() => navigate("/dinner", { replace: true })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
