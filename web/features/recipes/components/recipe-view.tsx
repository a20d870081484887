import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import type { Recipe } from "@contract/schemas/recipes";
import { Badge } from "@web/components/ui/badge";
import { Button, buttonClass } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import type { PictureParts } from "@web/components/ui/photo/picture-parts";
import { foRecipes as t } from "@web/i18n/fo/recipes";
import { lazyDialog } from "@web/lib/lazy-dialog";
import { recipeQueryOptions } from "../api/recipes";
import { boxHref } from "../lib/box-route";
import { DEFAULT_PLAN_SERVINGS } from "../lib/plan-form";
import { ingredientParts, minutesText } from "../lib/recipe-text";
import { BackLink, RecipeMissing } from "./back-link";
import { ServingsStepper } from "./servings-stepper";

const PlanDialog = lazyDialog(() => import("./plan-dialog").then((module) => module.PlanDialog));
const DeleteDialog = lazyDialog(() => import("./delete-dialog").then((module) => module.DeleteDialog));

const muted = "text-slate-600 dark:text-slate-400";

interface RecipeViewProps {
  familyId: string;
  timeZone: string;
  id: string;
  pictures: PictureParts;
}

/** One recipe: picture, times, tags, the buttons, the ingredients for the servings chosen, the steps and the source. */
export function RecipeView({ familyId, timeZone, id, pictures: { Picture } }: RecipeViewProps) {
  const client = useQueryClient();
  const recipe = useQuery(recipeQueryOptions({ familyId, id }, client));
  const [dialog, setDialog] = useState<"plan" | "delete" | null>(null);

  if (!recipe.data) return <RecipeMissing pending={recipe.isPending} />;
  const shown = recipe.data;
  return (
    <article className="space-y-4" aria-labelledby="recipe-title">
      <Card className="space-y-4">
        <BackLink />
        {shown.photoId ? <Picture photoId={shown.photoId} alt={t.pictureOf(shown.title)} className="aspect-video w-full rounded-xl" /> : null}
        <div>
          <h1 id="recipe-title" className="text-2xl font-semibold tracking-tight break-words">
            {shown.title}
          </h1>
          <RecipeTimes recipe={shown} />
          {shown.tags.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1" aria-label={t.tagsLabel}>
              {shown.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="brand">{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button onClick={() => setDialog("plan")} onPointerDown={PlanDialog.preload} onFocus={PlanDialog.preload}>
            {t.plan}
          </Button>
          <Link href={boxHref.cook(shown.id)} className={buttonClass("primary")}>
            {t.cook}
          </Link>
          <Link href={boxHref.edit(shown.id)} className={buttonClass("secondary")}>
            {t.edit}
          </Link>
          <Button variant="secondary" onClick={() => setDialog("delete")} onPointerDown={DeleteDialog.preload} onFocus={DeleteDialog.preload}>
            {t.delete}
          </Button>
        </div>
      </Card>
      <Ingredients recipe={shown} />
      <Steps recipe={shown} />
      <PlanDialog open={dialog === "plan"} onClose={() => setDialog(null)} familyId={familyId} timeZone={timeZone} recipe={shown} />
      <DeleteDialog open={dialog === "delete"} onClose={() => setDialog(null)} familyId={familyId} recipe={shown} />
    </article>
  );
}

function RecipeTimes({ recipe }: { recipe: Recipe }) {
  const times: [string, number | null][] = [
    [t.prep, recipe.prepMinutes],
    [t.cookTime, recipe.cookMinutes],
    [t.total, recipe.totalMinutes],
  ];
  const known = times.flatMap(([label, minutes]) => (minutes === null ? [] : [`${label}: ${minutesText(minutes)}`]));
  if (known.length === 0) return null;
  return <p className={`mt-1 text-sm ${muted}`}>{known.join(" · ")}</p>;
}

function Ingredients({ recipe }: { recipe: Recipe }) {
  const [servings, setServings] = useState(recipe.servings ?? DEFAULT_PLAN_SERVINGS);
  return (
    <Card aria-labelledby="recipe-ingredients">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="recipe-ingredients" className="text-xl font-semibold">
          {t.ingredients}
        </h2>
        <ServingsStepper servings={servings} onChange={setServings} />
      </div>
      {recipe.servings === null ? <p className={`mb-2 text-sm ${muted}`}>{t.noServings}</p> : null}
      {recipe.ingredients.length === 0 ? (
        <p className={muted}>{t.noIngredients}</p>
      ) : (
        <ul className="space-y-1" aria-label={t.ingredientsFor(servings)}>
          {recipe.ingredients.map((ingredient, index) => {
            const { amount, name } = ingredientParts(ingredient, servings, recipe.servings);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat, and their order is the recipe's
              <li key={index} className="flex gap-2 break-words">
                {amount ? <span className="shrink-0 font-medium">{amount}</span> : null}
                <span>{name}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function Steps({ recipe }: { recipe: Recipe }) {
  return (
    <Card aria-labelledby="recipe-steps">
      <h2 id="recipe-steps" className="mb-3 text-xl font-semibold">
        {t.steps}
      </h2>
      {recipe.steps.length === 0 ? (
        <p className={muted}>{t.noSteps}</p>
      ) : (
        <ol className="list-decimal space-y-3 pl-6">
          {recipe.steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps may repeat, and their order is the recipe's
            <li key={index} className="break-words whitespace-pre-line">
              {step}
            </li>
          ))}
        </ol>
      )}
      {recipe.sourceUrl && /^https?:\/\//i.test(recipe.sourceUrl) ? (
        <p className={`mt-4 text-sm break-all ${muted}`}>
          {t.source}{" "}
          <a href={recipe.sourceUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline dark:text-brand-300">
            {recipe.sourceUrl}
          </a>
        </p>
      ) : null}
    </Card>
  );
}
