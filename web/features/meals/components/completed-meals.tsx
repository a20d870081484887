import { Disclosure, DisclosureButton, DisclosurePanel } from "@web/components/ui/disclosure";
import type { DinnerMeal } from "@contract/schemas/meals";
import { Card } from "@web/components/ui/card";
import { buttonClass } from "@web/components/ui/button";
import { ChevronDownIcon } from "@web/components/ui/icons";
import { foMeals } from "@web/i18n/fo/meals";
import { CompletedMealRow } from "./meal-row";

const muted = "text-slate-600 dark:text-slate-400";

interface CompletedMealsProps {
  completed: readonly DinnerMeal[];
  /** The ids of meals with a change waiting for the connection. */
  queued: ReadonlySet<string>;
  timeZone: string;
  onDelete: (meal: DinnerMeal) => void;
}

/** The completed meals behind their toggle, each with its delete. */
export function CompletedMeals({ completed, queued, timeZone, onDelete }: CompletedMealsProps) {
  const t = foMeals;
  return (
    <Disclosure as="div" className="space-y-4">
      {({ open }) => (
        <>
          <DisclosureButton className={buttonClass("secondary", "group w-full justify-between!")}>
            {open ? t.completedHide : t.completedToggle(completed.length)}
            <ChevronDownIcon className="transition-transform group-data-open:rotate-180" />
          </DisclosureButton>
          <DisclosurePanel>
            <Card>
              {completed.length === 0 ? (
                <p className={muted}>{t.completedEmpty}</p>
              ) : (
                <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                  {completed.map((meal) => (
                    <CompletedMealRow key={meal.id} meal={meal} pending={queued.has(meal.id)} timeZone={timeZone} onDelete={onDelete} />
                  ))}
                </ul>
              )}
            </Card>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
