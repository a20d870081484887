import { Link } from "wouter";
import { foMeals as t } from "@web/i18n/fo/meals";

const tab =
  "flex min-h-11 items-center justify-center rounded-md text-sm font-medium aria-[current=page]:bg-white aria-[current=page]:shadow-sm dark:aria-[current=page]:bg-slate-900";

/**
 * 'Matarætlan / Uppskriftir' at the top of /dinner: links, the shown one marked (the recipe box is
 * a search of this page, docs/features/recipes-pages.md); the box's code starts loading on a touch of its link.
 */
export function DinnerSwitch({ recipes, onPreload }: { recipes: boolean; onPreload: () => void }) {
  return (
    <nav aria-label={t.switchLabel}>
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        <li>
          <Link href="/dinner" aria-current={recipes ? undefined : "page"} className={tab}>
            {t.title}
          </Link>
        </li>
        <li>
          <Link href="/dinner?uppskriftir" aria-current={recipes ? "page" : undefined} className={tab} onPointerDown={onPreload} onFocus={onPreload}>
            {t.recipesTab}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
