import type { DinnerMeal } from "@contract/schemas/meals";
import { foHelperApp as t } from "@web/i18n/fo/helper-app";
import { emptyText, Section } from "./section";

export function DinnerSection({ meal }: { meal: DinnerMeal | null }) {
  return (
    <Section title={t.dinnerTitle} id="helper-dinner">
      {meal ? (
        <>
          <p className="text-xl font-medium">{meal.title}</p>
          {meal.ingredients.length > 0 ? (
            <p className={`mt-1 ${emptyText}`}>{meal.ingredients.map((ingredient) => ingredient.ingredientName).join(", ")}</p>
          ) : null}
        </>
      ) : (
        <p className={emptyText}>{t.noDinner}</p>
      )}
    </Section>
  );
}
