import { useSearch } from "wouter";
import type { PictureParts } from "@web/components/ui/photo/picture-parts";
import { boxViewOf } from "../lib/box-route";
import { ImportView } from "./import-view";
import { NewRecipe, EditRecipe } from "./recipe-editor-page";
import { RecipeList } from "./recipe-list";
import { RecipeView } from "./recipe-view";

export interface RecipeBoxProps {
  familyId: string;
  timeZone: string;
  pictures: PictureParts;
}

/**
 * The recipe box inside /dinner (docs/features/recipes-pages.md): which of its views the search
 * names. A chunk of its own, which the page loads only when the search names the box.
 */
export function RecipeBox(props: RecipeBoxProps) {
  const view = boxViewOf(useSearch());
  switch (view.kind) {
    case "new":
      return <NewRecipe {...props} />;
    case "import":
      return <ImportView {...props} link={view.link} />;
    case "edit":
      return <EditRecipe {...props} id={view.id} />;
    case "recipe":
      return <RecipeView {...props} id={view.id} />;
    default:
      return <RecipeList {...props} />;
  }
}
