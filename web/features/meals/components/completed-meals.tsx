import { LazyFold } from "@web/components/ui/list/lazy-fold";
import { lazyPage } from "@web/lib/lazy-page";
import { foMeals } from "@web/i18n/fo/meals";
import type { CompletedMealsPanelProps } from "./completed-meals-panel";

const CompletedMealsPanel = lazyPage<CompletedMealsPanelProps>(() => import("./completed-meals-panel").then((module) => module.CompletedMealsPanel));

/** 'Liðugt (N)' folded away; opened, the completed meals with their paging. */
export function CompletedMeals({ count, ...panel }: CompletedMealsPanelProps & { count: number }) {
  return <LazyFold showLabel={foMeals.completedToggle(count)} hideLabel={foMeals.completedHide} panel={CompletedMealsPanel} panelProps={panel} />;
}
