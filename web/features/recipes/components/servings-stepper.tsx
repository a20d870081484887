import { IconButton } from "@web/components/ui/button";
import { foRecipes as t } from "@web/i18n/fo/recipes";
import { stepServings } from "../lib/plan-form";

/** '− 4 fólk +': the servings a recipe is shown or planned for, 1 to the most a recipe may be for. */
export function ServingsStepper({ servings, onChange }: { servings: number; onChange: (servings: number) => void }) {
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{t.servingsLabel}</legend>
      <IconButton label={t.fewer} disabled={servings <= 1} onClick={() => onChange(stepServings(servings, -1))}>
        <span aria-hidden="true" className="text-xl leading-none">
          −
        </span>
      </IconButton>
      <output aria-live="polite" className="min-w-16 text-center font-medium">
        {t.servings(servings)}
      </output>
      <IconButton label={t.more} onClick={() => onChange(stepServings(servings, 1))}>
        <span aria-hidden="true" className="text-xl leading-none">
          +
        </span>
      </IconButton>
    </fieldset>
  );
}
