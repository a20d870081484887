import { useMemo } from "react";
import { useDrawnRead } from "@web/lib/first-answer";
import { DASHBOARD_ENTRIES } from "@contract/limits";
import { SummaryCard } from "@web/components/ui/dashboard/summary-card";
import { MealIcon } from "@web/components/ui/icons";
import { useNow } from "@web/lib/clock";
import { weekdayLong } from "@web/lib/dates";
import { foMealsCard } from "@web/i18n/fo/signed-in/dashboard";
import { useDinnerMeals } from "../reads/get-dinner-meals";
import { upcomingMeals } from "../reads/meal-lists";

/** Dashboard card 3: open meals, the first three with their weekday in the family's zone, links to /dinner. */
export function MealsSummaryCard({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const meals = useDrawnRead(useDinnerMeals({ familyId }));
  const now = useNow();
  const upcoming = useMemo(() => upcomingMeals(meals.data?.meals ?? [], { now, timeZone }), [meals.data, now, timeZone]);
  return (
    <SummaryCard
      href="/dinner"
      title={foMealsCard.title}
      icon={<MealIcon />}
      count={meals.data !== undefined ? foMealsCard.openCount(upcoming.length) : foMealsCard.loading}
      entries={upcoming.slice(0, DASHBOARD_ENTRIES).map((meal) => ({
        key: meal.id,
        label: meal.title,
        detail: <span className="shrink-0 text-slate-500 dark:text-slate-400">{weekdayLong(meal.scheduledDate, timeZone)}</span>,
      }))}
      more={upcoming.length > DASHBOARD_ENTRIES}
    />
  );
}
