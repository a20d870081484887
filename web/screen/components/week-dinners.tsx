import type { ScreenDinner } from "@contract/schemas/kitchen-screen";
import { foDates } from "@web/i18n/fo/dates";
import { foKitchen as t } from "@web/i18n/fo/kitchen";
import { useScreenPhoto } from "../photos/screen-photo";
import { sectionHeading } from "./countdowns";

interface WeekDinnersProps {
  token: string;
  /** Today on the family's clock, YYYY-MM-DD. */
  date: string;
  /** None on a board kept from before the week was read. */
  week?: readonly ScreenDinner[];
  /** Tonight's dinner with a recipe opens cook mode. */
  onCook: (dinner: CookableDinner) => void;
}

export type CookableDinner = ScreenDinner & { recipeId: string };

/** The weekday of a family date, read at its noon so no zone can move it. */
const weekdayOf = (date: string) => foDates.weekdaysLong[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? "";

/** Tonight's dinner with its picture large, then the coming days' dinners with theirs small (docs/features/kitchen.md "The week's dinners"). */
export function WeekDinners({ token, date, week = [], onCook }: WeekDinnersProps) {
  const tonight = week.filter((meal) => meal.date === date);
  const coming = week.filter((meal) => meal.date > date);
  return (
    <section aria-labelledby="dinner-title" className="rounded-3xl bg-white p-3 dark:bg-slate-900">
      <h2 id="dinner-title" className={sectionHeading}>
        🍽️ {t.dinnerTitle}
      </h2>
      {tonight.length ? (
        tonight.map((meal) => <Tonight key={meal.id} meal={meal} token={token} onCook={onCook} />)
      ) : (
        <p className="text-lg text-slate-800 dark:text-slate-200">{t.noDinner}</p>
      )}
      {coming.length ? (
        <ul aria-label={t.weekDinners} className="mt-2 space-y-1">
          {coming.map((meal) => (
            <li key={meal.id} className="flex items-center gap-2">
              <Picture token={token} photoId={meal.photoId} className="h-12 w-12 shrink-0 rounded-xl" />
              <p className="min-w-0 text-base text-slate-800 dark:text-slate-200">
                <span className="font-semibold capitalize">{weekdayOf(meal.date)}</span> {meal.title}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Tonight({ meal, token, onCook }: { meal: ScreenDinner; token: string; onCook: (dinner: CookableDinner) => void }) {
  const { recipeId } = meal;
  return (
    <div className="mt-1">
      <Picture token={token} photoId={meal.photoId} className="mb-1 aspect-video w-full rounded-2xl" />
      <p className={`text-lg text-slate-800 dark:text-slate-200 ${meal.completed ? "line-through" : ""}`}>{meal.title}</p>
      {recipeId !== null && !meal.completed ? (
        <button
          type="button"
          onClick={() => onCook({ ...meal, recipeId })}
          aria-label={`${t.cook}: ${meal.title}`}
          className="mt-1 min-h-12 w-full rounded-xl bg-emerald-700 text-lg font-semibold text-white"
        >
          👩‍🍳 {t.cook}
        </button>
      ) : null}
    </div>
  );
}

/** A dinner's album picture, drawn once it is in; nothing for a dinner without one. */
function Picture({ token, photoId, className }: { token: string; photoId: string | null; className: string }) {
  const url = useScreenPhoto(token, photoId);
  if (photoId === null) return null;
  return url ? (
    <img src={url} alt="" className={`${className} object-cover`} />
  ) : (
    <div aria-hidden="true" className={`${className} bg-slate-200 dark:bg-slate-800`} />
  );
}
