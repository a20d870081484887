import { Disclosure, DisclosureButton, DisclosurePanel } from "@web/components/ui/disclosure";
import { COMPLETED_MEALS_SHOWN } from "@contract/limits";
import type { DinnerMeal } from "@contract/schemas/meals";
import { HistoryMoreButton } from "@web/components/ui/history-more";
import { useHistoryPages } from "@web/lib/history-pages";
import { Card } from "@web/components/ui/card";
import { buttonClass } from "@web/components/ui/button";
import { ChevronDownIcon } from "@web/components/ui/icons";
import { foMeals } from "@web/i18n/fo/meals";
import { completedMealsQueryKey, getCompletedMeals } from "../api/get-dinner-meals";
import { CompletedMealRow } from "./meal-row";

const muted = "text-slate-600 dark:text-slate-400";

interface CompletedMealsProps {
  familyId: string;
  /** The completed meals of the list's read (its first page) and those whose day has ended, newest first. */
  completed: readonly DinnerMeal[];
  /** Every completed meal, and the cursor of the page after the read's. */
  count: number;
  nextBefore: string | null;
  /** The ids of meals with a change waiting for the connection. */
  queued: ReadonlySet<string>;
  timeZone: string;
  onDelete: (meal: DinnerMeal) => void;
}

/** The completed meals behind their toggle, the newest ten, then more at each 'Vís fleiri', each with its delete. */
export function CompletedMeals({ familyId, completed, count, nextBefore, queued, timeZone, onDelete }: CompletedMealsProps) {
  const t = foMeals;
  const history = useHistoryPages({
    queryKey: completedMealsQueryKey(familyId),
    firstRows: completed,
    nextBefore,
    collapsed: COMPLETED_MEALS_SHOWN,
    fetchPage: (before, signal) => getCompletedMeals(familyId, before, signal).then((page) => ({ rows: page.meals, nextBefore: page.nextBefore })),
  });
  return (
    <Disclosure as="div" className="space-y-4">
      {({ open }) => (
        <>
          <DisclosureButton className={buttonClass("secondary", "group w-full justify-between!")}>
            {open ? t.completedHide : t.completedToggle(count)}
            <ChevronDownIcon className="transition-transform group-data-open:rotate-180" />
          </DisclosureButton>
          <DisclosurePanel>
            <Card>
              {completed.length === 0 ? (
                <p className={muted}>{t.completedEmpty}</p>
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
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
