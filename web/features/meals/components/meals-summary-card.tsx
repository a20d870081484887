import { Suspense, useMemo } from "react";
import { useDrawnRead } from "@web/lib/first-answer";
import { DASHBOARD_ENTRIES } from "@contract/limits";
import { SummaryCard } from "@web/components/ui/dashboard/summary-card";
import type { PictureParts } from "@web/components/ui/photo/picture-parts";
import { MealIcon } from "@web/components/ui/icons";
import { useNow } from "@web/lib/clock";
import { weekdayLong } from "@web/lib/dates";
import { foMealsCard } from "@web/i18n/fo/signed-in/dashboard";
import { useDinnerMeals } from "../reads/get-dinner-meals";
import { upcomingMeals } from "../reads/meal-lists";
import { pictureOf } from "../reads/meal-picture";

interface MealsSummaryCardProps {
  familyId: string;
  timeZone: string;
  /** A meal's picture beside its title, its code loaded with the first listed meal that has one. */
  Picture: PictureParts["Picture"];
}

/** Dashboard card 3: open meals, the first three with their weekday in the family's zone (and picture), links to /dinner. */
export function MealsSummaryCard({ familyId, timeZone, Picture }: MealsSummaryCardProps) {
  const meals = useDrawnRead(useDinnerMeals({ familyId }));
  const now = useNow();
  const upcoming = useMemo(() => upcomingMeals(meals.data?.meals ?? [], { now, timeZone }), [meals.data, now, timeZone]);
  return (
    <SummaryCard
      href="/dinner"
      title={foMealsCard.title}
      icon={<MealIcon />}
      count={meals.data !== undefined ? foMealsCard.openCount(upcoming.length) : foMealsCard.loading}
      entries={upcoming.slice(0, DASHBOARD_ENTRIES).map((meal) => {
        const photoId = pictureOf(meal);
        return {
          key: meal.id,
          label: meal.title,
          // The frame's size while the picture's code comes, so the title does not move.
          leading: photoId ? (
            <Suspense fallback={<span className="size-5 shrink-0" />}>
              <Picture photoId={photoId} alt="" className="size-5 rounded" />
            </Suspense>
          ) : undefined,
          detail: <span className="shrink-0 text-slate-500 dark:text-slate-400">{weekdayLong(meal.scheduledDate, timeZone)}</span>,
        };
      })}
      more={upcoming.length > DASHBOARD_ENTRIES}
    />
  );
}
