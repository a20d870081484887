import { parseIngredientLine } from "@contract/recipes/ingredient-line";
import { foRecipes as t } from "@web/i18n/fo/recipes";
import { linesOf } from "../lib/recipe-form";
import { amountText } from "../lib/recipe-text";

/** What the parser reads from each ingredient line as it is typed: the amount, the unit and the name the shopping list will get. */
export function IngredientPreview({ id, text }: { id: string; text: string }) {
  const lines = linesOf(text);
  if (lines.length === 0) return null;
  return (
    <div id={id} className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      <p className="mb-2 font-medium">{t.previewTitle}</p>
      <ul className="space-y-1">
        {lines.map((line, index) => {
          const ingredient = parseIngredientLine(line);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; the preview follows the text's order
            <li key={index} className="flex flex-wrap items-baseline gap-x-2">
              <span className="min-w-14 font-medium text-brand-800 dark:text-brand-200">
                {ingredient.amount === null ? t.noAmount : amountText(ingredient.amount, ingredient.unit)}
              </span>
              <span className="break-words">{ingredient.name}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
