import { PhotoChoice } from "@web/features/photos/components/photo-choice";
import { PhotoImage } from "@web/features/photos/components/photo-image";
import { RecipeBox } from "@web/features/recipes/components/recipe-box";

export interface RecipesRouteProps {
  familyId: string;
  timeZone: string;
}

/** The album's picture parts, given to the recipe box: the features never import each other, so they are put together here. */
const pictures = { Picture: PhotoImage, Choice: PhotoChoice };

/** /dinner's recipe box (docs/features/recipes-pages.md), a chunk the page loads when its search names the box. */
export function RecipesRoute({ familyId, timeZone }: RecipesRouteProps) {
  return <RecipeBox familyId={familyId} timeZone={timeZone} pictures={pictures} />;
}
