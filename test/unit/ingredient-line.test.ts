import { describe, expect, it } from "vitest";
import { formatAmount, scaleIngredient } from "@contract/recipes/amounts";
import { parseIngredientLine, shoppingAmount } from "@contract/recipes/ingredient-line";

describe("a recipe's ingredient lines", () => {
  it.each([
    ["2 dl rjómi", 2, "dl", "Rjómi"],
    ["1/2 tsk salt", 0.5, "tsk", "Salt"],
    ["½ kg smør", 0.5, "kg", "Smør"],
    ["1 1/2 dl mjólk", 1.5, "dl", "Mjólk"],
    ["1,5 l vatn", 1.5, "l", "Vatn"],
    ["500 g hakkað neytakjøt", 500, "g", "Hakkað neytakjøt"],
    ["3 egg", 3, null, "Egg"],
    ["2 msk olja", 2, "msk", "Olja"],
    ["2 x 1,5 l kók", 3, "l", "Kók"],
    ["salt og pipar", null, null, "salt og pipar"],
    ["Omega 3", null, null, "Omega 3"],
  ])("%s → %s %s %s, the line kept", (line, amount, unit, name) => {
    expect(parseIngredientLine(line)).toEqual({ line, amount, unit, name });
  });

  it.each([
    [3, "3"],
    [1.5, "1½"],
    [0.75, "¾"],
    [1 / 3, "⅓"],
    [1.3, "1,3"],
    [12.6, "13"],
    [0.999, "1"],
  ])("writes %s as %s", (amount, text) => expect(formatAmount(amount)).toBe(text));

  it("scales by the servings asked over those written, and leaves a line without an amount or a recipe without servings as written", () => {
    const cream = parseIngredientLine("2 dl rjómi");
    expect(scaleIngredient(cream, 6, 4).amount).toBe(3);
    expect(scaleIngredient(parseIngredientLine("salt"), 6, 4).amount).toBeNull();
    expect(scaleIngredient(cream, 6, null).amount).toBe(2);
  });

  it("puts a whole amount on the list as the quantity, any other as the unit text, within the unit's 12 characters; pieces rounded up", () => {
    expect(shoppingAmount(scaleIngredient(parseIngredientLine("2 dl rjómi"), 6, 4))).toEqual({ quantity: 3, unit: "dl" });
    expect(shoppingAmount(scaleIngredient(parseIngredientLine("1/2 tsk salt"), 6, 4))).toEqual({ quantity: 1, unit: "¾ tsk" });
    expect(shoppingAmount(parseIngredientLine("3 egg"))).toEqual({ quantity: 3, unit: null });
    expect(shoppingAmount(scaleIngredient(parseIngredientLine("3 egg"), 6, 4))).toEqual({ quantity: 5, unit: null });
    expect(shoppingAmount(scaleIngredient(parseIngredientLine("1/2 sitrón"), 6, 4))).toEqual({ quantity: 1, unit: null });
    expect(shoppingAmount(scaleIngredient(parseIngredientLine("3 egg"), 7, 3))).toEqual({ quantity: 7, unit: null });
    expect(shoppingAmount({ line: "x", amount: 2500, unit: null, name: "x" })).toEqual({ quantity: 999, unit: null });
    expect(shoppingAmount(parseIngredientLine("salt og pipar"))).toEqual({ quantity: 1, unit: null });
    expect(shoppingAmount({ line: "x", amount: 0.5, unit: "matskeiðir", name: "x" })).toEqual({ quantity: 1, unit: "½ matskeiðir" });
    expect(shoppingAmount({ line: "x", amount: 1.5, unit: "matskeiðirnar", name: "x" })).toEqual({ quantity: 1, unit: null });
  });
});
