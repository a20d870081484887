import { COMPLETED_MEALS_SHOWN } from "@contract/limits";
import type { DinnerMeal } from "@contract/schemas/meals";
import { Card } from "@web/components/ui/card";
import { HistoryMoreButton } from "@web/components/ui/history/history-more";
import { useHistoryPages } from "@web/components/ui/history/history-pages";
import { foMeals } from "@web/i18n/fo/meals";
import { completedMealsQueryKey, getCompletedMeals } from "../reads/get-dinner-meals";
import { CompletedMealRow } from "./meal-row";

export interface CompletedMealsPanelProps {
  familyId: string;
  /** The completed meals of the list's read (its first page) and those whose day has ended, newest first. */
  completed: readonly DinnerMeal[];
  /** The cursor of the page after the read's. */
  nextBefore: string | null;
  /** The ids of meals with a change waiting for the connection. */
  queued: ReadonlySet<string>;
  timeZone: string;
  onDelete: (meal: DinnerMeal) => void;
}

/** The completed meals, the newest ten, then more at each 'Vís fleiri', each with its delete. */
export function CompletedMealsPanel({ familyId, completed, nextBefore, queued, timeZone, onDelete }: CompletedMealsPanelProps) {
  const history = useHistoryPages({
    queryKey: completedMealsQueryKey(familyId),
    firstRows: completed,
    nextBefore,
    collapsed: COMPLETED_MEALS_SHOWN,
    fetchPage: (before, signal) => getCompletedMeals(familyId, before, signal).then((page) => ({ rows: page.meals, nextBefore: page.nextBefore })),
  });
  return (
    <Card>
      {completed.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{foMeals.completedEmpty}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {history.visible.map((meal) => (
              <CompletedMealRow key={meal.id} meal={meal} pending={queued.has(meal.id)} timeZone={timeZone} onDelete={onDelete} />
            ))}
          </ul>
          <HistoryMoreButton history={history} />
        </>
      )}
    </Card>
  );
}
