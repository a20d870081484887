import type { RecipeIngredient } from "@contract/schemas/recipes";
import { formatAmount, scaleIngredient } from "@contract/recipes/amounts";
import { foCook as t } from "@web/i18n/fo/cook";

interface CookIngredientsProps {
  ingredients: readonly RecipeIngredient[];
  /** The servings cooked, and those the recipe is written for (null: not written, shown as written). */
  servings: number | null;
  recipeServings: number | null;
}

/** The ingredients for the servings cooked: the amount and unit in a column, then the name; a line with no amount as written. */
export function CookIngredients({ ingredients, servings, recipeServings }: CookIngredientsProps) {
  return (
    <section aria-labelledby="cook-ingredients-title" className="space-y-4">
      <h2 id="cook-ingredients-title" className="text-2xl font-semibold text-slate-900 sm:text-3xl dark:text-slate-100">
        {servings === null ? t.ingredients : t.ingredientsFor(servings)}
      </h2>
      {ingredients.length === 0 ? <p className="text-xl text-slate-700 dark:text-slate-300">{t.noIngredients}</p> : null}
      <ul className="divide-y divide-slate-200 text-2xl sm:text-3xl dark:divide-slate-800">
        {ingredients.map((ingredient, index) => {
          const scaled = servings === null ? ingredient : scaleIngredient(ingredient, servings, recipeServings);
          const amount = scaled.amount === null ? "" : [formatAmount(scaled.amount), scaled.unit].filter(Boolean).join(" ");
          return (
            // Lines may repeat ("1 egg" twice): the place keys them.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
            <li key={index} className="flex gap-4 py-3 text-slate-900 dark:text-slate-100">
              <span className="w-32 shrink-0 text-right font-semibold tabular-nums sm:w-40">{amount}</span>
              <span className="min-w-0 break-words">{scaled.amount === null ? ingredient.line : ingredient.name}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
