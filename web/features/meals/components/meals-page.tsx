import type { ReactNode } from "react";
import { useState } from "react";
import { Card, CardHeader } from "@web/components/ui/card";
import { Button } from "@web/components/ui/button";
import type { PictureParts } from "@web/components/ui/photo/picture-parts";
import { lazyDialog } from "@web/lib/lazy-dialog";
import { useNow } from "@web/lib/clock";
import { useQueuedIds } from "@web/lib/write-queue";
import { useDrawnRead, useFirstAnswerPending } from "@web/lib/first-answer";
import { foMeals } from "@web/i18n/fo/meals";
import { useDinnerMeals } from "../reads/get-dinner-meals";
import { useMealChanges } from "../hooks/use-meal-changes";
import { completedMealCount, completedMeals, upcomingMeals } from "../reads/meal-lists";
import { CompletedMeals } from "./completed-meals";
import { MealRow } from "./meal-row";

const MealDialog = lazyDialog(() => import("./meal-dialog").then((module) => module.MealDialog));

const muted = "text-slate-600 dark:text-slate-400";

/** /dinner: open meals, the explanatory card, the completed list and the planning dialog; the album's picture parts come from the route. */
export function MealsPage({ familyId, timeZone, pictures }: { familyId: string; timeZone: string; pictures: PictureParts }) {
  const t = foMeals;
  const meals = useDrawnRead(useDinnerMeals({ familyId }));
  const settling = useFirstAnswerPending(meals);
  const { completeFailed, onComplete, onRename, onStopWeekly, onDelete, preloadProps } = useMealChanges(familyId);
  const [dialogOpen, setDialogOpen] = useState(false);
  const clock = { now: useNow(), timeZone };
  const upcoming = upcomingMeals(meals.data?.meals ?? [], clock);
  const completed = completedMeals(meals.data?.meals ?? [], clock);
  const queued = useQueuedIds();

  let body: ReactNode;
  if (meals.isPending) body = <p className={muted}>{t.loading}</p>;
  else if (meals.isError && !meals.data) body = <p className={muted}>{t.fetchError}</p>;
  else if (upcoming.length === 0) body = <p className={muted}>{t.empty}</p>;
  else
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {upcoming.map((meal) => (
          <MealRow
            key={meal.id}
            meal={meal}
            pending={queued.has(meal.id)}
            timeZone={timeZone}
            Picture={pictures.Picture}
            onComplete={onComplete}
            onRename={onRename}
            onStopWeekly={onStopWeekly}
            onDelete={onDelete}
          />
        ))}
      </ul>
    );

  return (
    <div className="space-y-4" {...preloadProps}>
      <Card aria-labelledby="meals-title">
        <CardHeader
          id="meals-title"
          as="h1"
          title={t.title}
          description={meals.data !== undefined ? t.openCount(upcoming.length) : undefined}
          action={
            <Button onClick={() => setDialogOpen(true)} onPointerDown={MealDialog.preload} onFocus={MealDialog.preload}>
              {t.newMeal}
            </Button>
          }
        />
        {body}
        {completeFailed ? (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {t.completeError}
          </p>
        ) : null}
      </Card>
      {settling ? null : (
        <>
          <Card aria-labelledby="meals-about-title">
            <CardHeader id="meals-about-title" title={t.aboutTitle} />
            <p className={`text-sm ${muted}`}>{t.about}</p>
          </Card>
          <CompletedMeals
            familyId={familyId}
            completed={completed}
            count={meals.data ? completedMealCount(meals.data, clock) : 0}
            nextBefore={meals.data?.nextBefore ?? null}
            queued={queued}
            timeZone={timeZone}
            onDelete={onDelete}
          />
        </>
      )}
      <MealDialog open={dialogOpen} onClose={() => setDialogOpen(false)} familyId={familyId} timeZone={timeZone} Choice={pictures.Choice} />
    </div>
  );
}
