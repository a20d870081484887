import { Suspense } from "react";
import { Link } from "wouter";
import type { DinnerMeal } from "@contract/schemas/meals";
import type { PictureParts } from "@web/components/ui/photo/picture-parts";
import { formatDate, formatTime, weekdayLong } from "@web/lib/dates";
import { Button, buttonClass, IconButton } from "@web/components/ui/button";
import { InlineTitleEditor, useInlineTitleEdit } from "@web/components/ui/list/inline-title-edit";
import { CheckIcon, PencilIcon, TrashIcon } from "@web/components/ui/icons";
import { PendingBadge } from "@web/components/ui/list/pending-badge";
import { foMeals } from "@web/i18n/fo/meals";
import { pictureOf } from "../reads/meal-picture";

interface MealRowProps {
  meal: DinnerMeal;
  /** A change to it (its planning, its title, its completion) waits for the connection. */
  pending?: boolean;
  timeZone: string;
  /** A meal's picture, when it has one: its code loads with the first such meal. */
  Picture: PictureParts["Picture"];
  onComplete: (meal: DinnerMeal) => void;
  onRename: (meal: DinnerMeal, title: string) => void;
  onStopWeekly: (meal: DinnerMeal) => void;
  onDelete: (meal: DinnerMeal) => void;
}

/** An open meal: check button, picture, title, when (and weekly, with its stop), ingredients, cook mode for a recipe's, edit and delete. */
export function MealRow({ meal, pending = false, timeZone, Picture, onComplete, onRename, onStopWeekly, onDelete }: MealRowProps) {
  const t = foMeals;
  const photoId = pictureOf(meal);
  const edit = useInlineTitleEdit(meal.title, (title) => onRename(meal, title));

  if (edit.editing) {
    return (
      <li className="py-2">
        <InlineTitleEditor edit={edit} label={t.renameLabel(meal.title)} saveText={t.save} cancelText={t.cancel} />
      </li>
    );
  }

  const when = t.when(weekdayLong(meal.scheduledDate, timeZone), formatDate(meal.scheduledDate, timeZone), formatTime(meal.scheduledDate, timeZone));
  return (
    <li className={`flex items-start gap-1 py-2 ${pending ? "opacity-70" : ""}`}>
      <IconButton label={t.complete(meal.title)} className="shrink-0 hover:text-green-700 dark:hover:text-green-400" onClick={() => onComplete(meal)}>
        <CheckIcon />
      </IconButton>
      {photoId ? (
        <Suspense fallback={null}>
          <Picture photoId={photoId} alt={t.picture(meal.title)} className="mt-1 size-12 rounded-lg" />
        </Suspense>
      ) : null}
      <div className="min-w-0 flex-1 py-2">
        <p className="font-medium break-words">{meal.title}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          {when}
          {meal.weekly ? <span>{t.weekly}</span> : null}
          {pending ? <PendingBadge /> : null}
        </p>
        {meal.ingredients.length > 0 ? (
          <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
            {t.ingredients(meal.ingredients.map((ingredient) => ingredient.ingredientName).join(", "))}
          </p>
        ) : null}
        {meal.recipeId || meal.weekly ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {meal.recipeId ? (
              // Cook mode over the page (docs/features/cook-mode.md), for this dinner: 'Liðugt' completes it. Both ids are the server's UUIDs.
              <Link href={`/dinner?elda=${meal.recipeId}&maltid=${meal.id}`} className={buttonClass("secondary")}>
                {t.cook}
              </Link>
            ) : null}
            {meal.weekly ? (
              <Button variant="secondary" aria-label={t.stopWeekly(meal.title)} onClick={() => onStopWeekly(meal)}>
                {t.stop}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <IconButton ref={edit.editButton} label={t.edit(meal.title)} onClick={edit.start}>
        <PencilIcon />
      </IconButton>
      <IconButton label={t.delete(meal.title)} className="hover:text-red-700 dark:hover:text-red-400" onClick={() => onDelete(meal)}>
        <TrashIcon />
      </IconButton>
    </li>
  );
}

/** A completed meal: title, when it was completed, delete. */
export function CompletedMealRow({ meal, pending = false, timeZone, onDelete }: Pick<MealRowProps, "meal" | "pending" | "timeZone" | "onDelete">) {
  const t = foMeals;
  return (
    <li className={`flex items-center gap-1 py-1 ${pending ? "opacity-70" : ""}`}>
      <div className="min-w-0 flex-1 py-2 pl-1">
        <p className="break-words text-slate-600 line-through dark:text-slate-400">{meal.title}</p>
        {pending ? <PendingBadge /> : null}
        {meal.completedAt ? <p className="text-sm text-slate-500 dark:text-slate-400">{t.completedAt(formatDate(meal.completedAt, timeZone))}</p> : null}
      </div>
      <IconButton label={t.delete(meal.title)} className="hover:text-red-700 dark:hover:text-red-400" onClick={() => onDelete(meal)}>
        <TrashIcon />
      </IconButton>
    </li>
  );
}
