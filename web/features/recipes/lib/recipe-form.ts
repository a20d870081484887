import * as v from "valibot";
import { nameKey } from "@contract/names";
import { type Recipe, type RecipeBody, type RecipeDraft, recipeBody } from "@contract/schemas/recipes";

/** The editor's fields as typed (docs/features/recipes-pages.md "The editor"): text, read into a body on save. */
export interface RecipeForm {
  title: string;
  servings: string;
  /** One ingredient a line, as written ("2 dl rjómi"). */
  ingredients: string;
  /** One step a paragraph (a blank line between); without blank lines, one a line. */
  steps: string;
  prepMinutes: string;
  cookMinutes: string;
  totalMinutes: string;
  /** Comma-separated. */
  tags: string;
  sourceUrl: string;
  /** A photo of the album. */
  photoId: string | null;
  /** An imported draft's picture, which the server fetches when the recipe is saved; dropped once an album photo is chosen. */
  imageUrl: string | null;
}

export type RecipeField = keyof RecipeBody;
export type RecipeFormErrors = Partial<Record<RecipeField, string>>;

export const emptyRecipeForm = (): RecipeForm => ({
  title: "",
  servings: "",
  ingredients: "",
  steps: "",
  prepMinutes: "",
  cookMinutes: "",
  totalMinutes: "",
  tags: "",
  sourceUrl: "",
  photoId: null,
  imageUrl: null,
});

const numberText = (value: number | null) => (value === null ? "" : String(value));

type Filled = Pick<Recipe, "title" | "servings" | "steps" | "prepMinutes" | "cookMinutes" | "totalMinutes" | "sourceUrl" | "tags">;

function formOf(recipe: Filled, lines: readonly string[]): RecipeForm {
  return {
    ...emptyRecipeForm(),
    title: recipe.title,
    servings: numberText(recipe.servings),
    ingredients: lines.join("\n"),
    steps: recipe.steps.join("\n\n"),
    prepMinutes: numberText(recipe.prepMinutes),
    cookMinutes: numberText(recipe.cookMinutes),
    totalMinutes: numberText(recipe.totalMinutes),
    tags: recipe.tags.join(", "),
    sourceUrl: recipe.sourceUrl ?? "",
  };
}

/** A stored recipe in the editor. */
export const recipeFormOf = (recipe: Recipe): RecipeForm => ({
  ...formOf(
    recipe,
    recipe.ingredients.map((ingredient) => ingredient.line),
  ),
  photoId: recipe.photoId,
});

/** An import's draft in the editor, to confirm before it is saved. */
export const draftFormOf = (draft: RecipeDraft): RecipeForm => ({ ...formOf(draft, draft.ingredients), imageUrl: draft.imageUrl });

/** The lines of a text, trimmed, blanks left out. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Steps: paragraphs when the text has a blank line between two, else one a line. */
export function stepsOf(text: string): string[] {
  const paragraphs = text.trim().split(/\r?\n\s*\r?\n/);
  if (paragraphs.length < 2) return linesOf(text);
  return paragraphs.map((paragraph) => paragraph.trim()).filter(Boolean);
}

/** Tags by commas, each once (folded as names are). */
export function tagsOf(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = nameKey(tag);
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A number field: blank is none; anything that is not a number stays one the schema refuses (NaN). */
const numberOf = (text: string): number | null => (text.trim() === "" ? null : Number(text.trim().replace(",", ".")));

/** What the form sends, before the schema's checks. */
export function recipeFormInput(form: RecipeForm): Record<RecipeField, unknown> {
  return {
    title: form.title,
    servings: numberOf(form.servings),
    ingredients: linesOf(form.ingredients),
    steps: stepsOf(form.steps),
    prepMinutes: numberOf(form.prepMinutes),
    cookMinutes: numberOf(form.cookMinutes),
    totalMinutes: numberOf(form.totalMinutes),
    sourceUrl: form.sourceUrl.trim() === "" ? null : form.sourceUrl.trim(),
    tags: tagsOf(form.tags),
    photoId: form.photoId,
    imageUrl: form.photoId ? null : form.imageUrl,
  };
}

type Checked = { body: RecipeBody } | { errors: RecipeFormErrors };

/** A body checked by the server's own schema: the body, or each field's first problem in the server's words. */
function checked(input: Record<RecipeField, unknown>): Checked {
  const parsed = v.safeParse(recipeBody, input);
  if (parsed.success) return { body: parsed.output };
  const errors: RecipeFormErrors = {};
  for (const issue of parsed.issues) {
    const field = issue.path?.[0]?.key as RecipeField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** The body to save from the editor. */
export const recipeFormBody = (form: RecipeForm): Checked => checked(recipeFormInput(form));

/** An export file's draft saved as it came (the file import's 'Goym valdar'), its picture fetched by the server. */
export const draftBody = ({ imageUrl, ...draft }: RecipeDraft): Checked => checked({ ...draft, photoId: null, imageUrl });
