import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import type { Recipe } from "@contract/schemas/recipes";
import { Badge } from "@web/components/ui/badge";
import { buttonClass, inputClass } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import type { PictureParts } from "@web/components/ui/photo/picture-parts";
import { foRecipes as t } from "@web/i18n/fo/recipes";
import { useRecipes } from "../api/recipes";
import { boxHref } from "../lib/box-route";
import { matchingRecipes, minutesText, recipeTime } from "../lib/recipe-text";
import { NoPicture } from "./no-picture";

const muted = "text-slate-600 dark:text-slate-400";

/** 'Uppskriftir': the search, the box's recipes with picture, title, time and tags, and the ways to add one. */
export function RecipeList({ familyId, pictures }: { familyId: string; pictures: PictureParts }) {
  const recipes = useRecipes({ familyId });
  const [search, setSearch] = useState("");
  const shown = recipes.data ? matchingRecipes(recipes.data, search) : [];

  let body: ReactNode;
  if (recipes.isPending) body = <p className={muted}>{t.loading}</p>;
  else if (recipes.isError && !recipes.data) body = <p className={muted}>{t.fetchError}</p>;
  else if (recipes.data?.length === 0) body = <p className={muted}>{t.empty}</p>;
  else if (shown.length === 0) body = <p className={muted}>{t.noMatch}</p>;
  else
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {shown.map((recipe) => (
          <RecipeRow key={recipe.id} recipe={recipe} pictures={pictures} />
        ))}
      </ul>
    );

  return (
    <Card aria-labelledby="recipes-title">
      <CardHeader
        id="recipes-title"
        as="h1"
        title={t.title}
        description={recipes.data ? t.count(recipes.data.length) : undefined}
        action={
          <Link href={boxHref.create()} className={buttonClass("primary", "shrink-0")}>
            {t.newRecipe}
          </Link>
        }
      />
      <div className="mb-4 flex gap-2">
        <label htmlFor="recipe-search" className="sr-only">
          {t.searchLabel}
        </label>
        <input
          id="recipe-search"
          type="search"
          className={inputClass}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Link href={boxHref.import()} className={buttonClass("secondary", "shrink-0")}>
          {t.importLink}
        </Link>
      </div>
      {body}
    </Card>
  );
}

function RecipeRow({ recipe, pictures: { Picture } }: { recipe: Recipe; pictures: PictureParts }) {
  const minutes = recipeTime(recipe);
  return (
    <li>
      <Link href={boxHref.recipe(recipe.id)} className="flex items-center gap-3 rounded-lg py-3 hover:bg-slate-50 dark:hover:bg-slate-800/60">
        {recipe.photoId ? <Picture photoId={recipe.photoId} alt="" className="size-16 rounded-lg" /> : <NoPicture className="size-16 rounded-lg" />}
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words">{recipe.title}</span>
          {minutes !== null ? <span className={`block text-sm ${muted}`}>{t.time(minutesText(minutes))}</span> : null}
          {recipe.tags.length > 0 ? (
            <span className="mt-1 flex flex-wrap gap-1">
              {recipe.tags.map((tag) => (
                <Badge key={tag}>{tag}</Badge>
              ))}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
