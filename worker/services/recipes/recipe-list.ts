import { and, asc, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { RECIPE_SEARCH_MAX, RECIPE_SEARCH_WORDS_MAX } from "@contract/recipe-limits";
import { recipeMessages as r } from "@contract/recipe-messages";
import type { Recipe } from "@contract/schemas/recipes";
import { recipes } from "@worker/db/schema";
import { defineFamilyRead, type FamilyParam } from "@worker/lib/family-read";
import { nameKey } from "@worker/lib/names";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";
import { inTitleOrder, recipeColumns, recipeOf } from "./rows";

/**
 * The box's list read, `GET /api/families/:familyId/recipes?q=` (docs/features/recipes.md "Search"):
 * every recipe of the family, or those whose title and tags hold every word of `q`, in Faroese title
 * order. One prepared select with a fixed set of LIKE patterns, one per word (an unused one is `%`,
 * which every key matches), so the read stays one statement along `recipes_family`.
 */

const WORDS = Array.from({ length: RECIPE_SEARCH_WORDS_MAX }, (_, index) => `w${index}` as const);
type Word = (typeof WORDS)[number];
export type RecipeSearch = { q: string } & Record<Word, string>;

/** A word as a LIKE pattern that finds it anywhere in the key: its own `%`, `_` and `\` match only themselves. */
const anywhere = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The search's words, folded as the stored keys are; a word another holds is dropped (the other finds only what it finds). */
function wordsOf(q: string): string[] {
  const words = [...new Set(nameKey(q).split(" ").filter(Boolean))];
  return words.filter((word) => !words.some((other) => other !== word && other.includes(word)));
}

function patterns(words: readonly string[]): RecipeSearch {
  const bound = Object.fromEntries(WORDS.map((name, index) => [name, words[index] === undefined ? "%" : anywhere(words[index]!)])) as Record<Word, string>;
  return { q: words.join(" "), ...bound };
}

/** `?q=`: at most RECIPE_SEARCH_MAX characters and RECIPE_SEARCH_WORDS_MAX words, bound as one pattern a word. */
const searchParams = v.pipe(
  v.object({
    q: v.pipe(
      v.optional(v.string(), ""),
      v.maxLength(RECIPE_SEARCH_MAX, r.searchTooLong),
      v.transform(wordsOf),
      v.maxLength(RECIPE_SEARCH_WORDS_MAX, r.searchTooManyWords),
    ),
  }),
  v.transform(({ q }) => patterns(q)),
);

const listSelect = preparedSelect((qb, param: FamilyParam<Word>) =>
  qb
    .select(aliased(recipeColumns))
    .from(recipes)
    .where(and(eq(recipes.familyId, param("familyId")), ...WORDS.map((word) => sql`${recipes.searchKey} LIKE ${param(word)} ESCAPE '\\'`)))
    // The index's order; the answer is put in Faroese order below, which SQLite's collation cannot give.
    .orderBy(asc(recipes.searchKey)),
);

export const recipesRead = defineFamilyRead({
  params: searchParams,
  example: patterns(["fisk", "50%_"]),
  selects: [listSelect] as const,
  answer: ([rows]): Recipe[] => inTitleOrder(rows.map(recipeOf)),
});
