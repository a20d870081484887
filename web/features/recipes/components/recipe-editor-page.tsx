import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { PictureParts } from "@web/components/ui/photo/picture-parts";
import { useChange } from "@web/lib/changes/use-change";
import { foRecipes as t } from "@web/i18n/fo/recipes";
import { recipeQueryOptions } from "../api/recipes";
import { boxHref } from "../lib/box-route";
import { emptyRecipeForm, recipeFormOf, type RecipeForm } from "../lib/recipe-form";
import { RecipeMissing } from "./back-link";
import { RecipeEditor } from "./recipe-editor";

interface EditorPageProps {
  familyId: string;
  pictures: PictureParts;
}

/** A new recipe, or an import's draft to confirm: saved with the connection, then shown. */
export function NewRecipe({
  familyId,
  pictures,
  initial = emptyRecipeForm(),
  heading = t.newTitle,
  backHref = boxHref.list(),
}: EditorPageProps & { initial?: RecipeForm; heading?: string; backHref?: string }) {
  const create = useChange("recipes/create-recipe");
  const [, navigate] = useLocation();
  return (
    <RecipeEditor
      familyId={familyId}
      heading={heading}
      initial={initial}
      pictures={pictures}
      backHref={backHref}
      onSave={(body) => create.run({ familyId, body }).then((recipe) => navigate(boxHref.recipe(recipe.id), { replace: true }))}
    />
  );
}

/** A stored recipe's editor: the save may wait offline, and the view shows it at once. */
export function EditRecipe({ familyId, pictures, id }: EditorPageProps & { id: string }) {
  const client = useQueryClient();
  const recipe = useQuery(recipeQueryOptions({ familyId, id }, client));
  const update = useChange("recipes/update-recipe");
  const [, navigate] = useLocation();
  if (!recipe.data) return <RecipeMissing pending={recipe.isPending} />;
  return (
    <RecipeEditor
      key={recipe.data.id}
      familyId={familyId}
      heading={t.editTitle}
      initial={recipeFormOf(recipe.data)}
      pictures={pictures}
      backHref={boxHref.recipe(id)}
      onSave={(body) => update.runOrQueue({ familyId, id, body }).then(() => navigate(boxHref.recipe(id), { replace: true }))}
    />
  );
}
