import { useRef, useState } from "react";
import type { DinnerMeal } from "@contract/schemas/meals";
import { preloadOnTouch, useChange } from "@web/lib/changes/use-change";

/**
 * The dinner plan rows' changes: completing (whose failure the page shows itself, as a line under
 * the list: only the latest completion's, cleared by the next), renaming, a weekly dinner's stop and deleting.
 */
export function useMealChanges(familyId: string) {
  const complete = useChange("meals/complete-meal");
  const rename = useChange("meals/rename-meal");
  const remove = useChange("meals/delete-meal");
  const stopWeekly = useChange("meals/stop-weekly");
  const [completeFailed, setCompleteFailed] = useState(false);
  const latestComplete = useRef(0);
  return {
    completeFailed,
    onComplete: (done: DinnerMeal) => {
      const call = ++latestComplete.current;
      setCompleteFailed(false);
      complete.run({ familyId, id: done.id, body: { completed: true } }).catch(() => setCompleteFailed(call === latestComplete.current));
    },
    onRename: (renamed: DinnerMeal, title: string) => rename.mutate({ familyId, id: renamed.id, body: { title } }),
    onStopWeekly: (weekly: DinnerMeal) => stopWeekly.mutate({ familyId, id: weekly.id, body: { weekly: false } }),
    onDelete: ({ id, scheduledDate, ingredients }: DinnerMeal) => remove.mutate({ familyId, id, meal: { scheduledDate, ingredients } }),
    // The changes load on the page's first touch.
    preloadProps: preloadOnTouch(complete, rename, remove, stopWeekly),
  };
}
