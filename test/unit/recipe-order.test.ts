import { describe, expect, it } from "vitest";
import { RECIPE_TITLE_LOCALES } from "@worker/services/recipes/rows";

/**
 * The recipe box's title order (docs/features/recipes.md "The list"): Faroese, with Danish where the
 * runtime has no Faroese collation (workerd has none). Node has ICU's Faroese, so this holds the two
 * equal over every two-letter word of Faroese letters, digits, spaces and hyphens.
 */
const LETTERS = [..."aAáÁbBdDðÐeEfFgGhHiIíÍjJkKlLmMnNoOóÓpPrRsStTuUúÚvVyYýÝæÆøØåÅcqwxzäö0123456789 -"];

describe("the recipe box's title order", () => {
  it("names Faroese first and Danish after it", () => {
    expect(RECIPE_TITLE_LOCALES).toEqual(["fo", "da"]);
    expect(new Intl.Collator("fo").resolvedOptions().locale).toBe("fo");
  });

  it("orders every pair of two-letter words as Faroese does when Danish stands in", () => {
    const options = { numeric: true, sensitivity: "base" } as const;
    const faroese = new Intl.Collator("fo", options);
    const danish = new Intl.Collator("da", options);
    const words = [...LETTERS.flatMap((first) => LETTERS.map((second) => first + second)), "aa", "Aa", "AA", "10", "9"];
    // Both are orders: they are the same order when each neighbour pair of Faroese's compares alike in Danish.
    const sorted = [...words].sort(faroese.compare);
    const differ = sorted.slice(1).flatMap((word, index) => {
      const before = sorted[index]!;
      return Math.sign(faroese.compare(before, word)) === Math.sign(danish.compare(before, word)) ? [] : [`${before}|${word}`];
    });
    expect(differ).toEqual([]);
    expect([...words].sort(danish.compare)).toEqual(sorted);
  });
});
