import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { recipeMessages as r } from "@contract/recipe-messages";
import { parseIngredientLine } from "@contract/recipes/ingredient-line";
import type { Recipe, RecipeDraft } from "@contract/schemas/recipes";
import { inRecipeBox } from "@web/app/routes/meals-route";
import { boxHref, boxViewOf, firstWebAddress, sharedLink } from "@web/features/recipes/lib/box-route";
import { emptyPlanForm, planFormBody, stepServings } from "@web/features/recipes/lib/plan-form";
import { draftBody, draftFormOf, emptyRecipeForm, recipeFormBody, recipeFormOf, stepsOf, tagsOf } from "@web/features/recipes/lib/recipe-form";
import { ingredientParts, matchingRecipes, minutesText, recipeTime } from "@web/features/recipes/lib/recipe-text";
import { editedRecipe } from "@web/features/recipes/lib/recipes-cache";

const recipe = (change: Partial<Recipe> = {}): Recipe => ({
  id: "r1",
  title: "Ræst kjøt",
  photoId: null,
  servings: 4,
  ingredients: ["2 dl rjómi", "1/2 tsk salt", "salt og pipar"].map(parseIngredientLine),
  steps: ["Kók kjøtið.", "Ber fram."],
  prepMinutes: 15,
  cookMinutes: 60,
  totalMinutes: null,
  sourceUrl: null,
  tags: ["Kjøt", "Sunnudagur"],
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
  ...change,
});

describe("the recipe box's addresses inside /dinner", () => {
  it.each([
    ["uppskriftir", { kind: "list" }],
    ["uppskriftir&nyggj", { kind: "new" }],
    ["uppskriftir&innles", { kind: "import", link: null }],
    ["uppskrift=r1", { kind: "recipe", id: "r1" }],
    ["uppskrift=r1&retta", { kind: "edit", id: "r1" }],
    ["heiti=Fiskur&tekst=Sí+hetta%3A+https%3A%2F%2Fmatur.fo%2Ffiskur.&leinkja=", { kind: "import", link: "https://matur.fo/fiskur" }],
  ])("?%s is %o, and the page opens the box for it", (search, view) => {
    expect(boxViewOf(search)).toEqual(view);
    expect(inRecipeBox(search)).toBe(true);
  });

  it("leaves the meal plan, and cook mode over it, to the page", () => {
    for (const search of ["", "elda=r1", "elda=r1&maltid=m1"]) expect(inRecipeBox(search)).toBe(false);
  });

  it("writes the addresses it reads", () => {
    expect(boxHref.list()).toBe("/dinner?uppskriftir");
    expect(boxHref.edit("a b")).toBe("/dinner?uppskrift=a+b&retta");
    expect(boxViewOf(boxHref.edit("a b").split("?")[1]!)).toEqual({ kind: "edit", id: "a b" });
    expect(boxHref.cook("r1", "m1")).toBe("/dinner?elda=r1&maltid=m1");
    expect(boxHref.cook("r1")).toBe("/dinner?elda=r1");
  });

  it("takes a shared link, else the first web address of the shared text, without the sentence's end", () => {
    expect(sharedLink(new URLSearchParams({ leinkja: "https://a.fo/x", tekst: "https://b.fo" }))).toBe("https://a.fo/x");
    expect(sharedLink(new URLSearchParams({ tekst: "Góð uppskrift (https://b.fo/y?z=1)." }))).toBe("https://b.fo/y?z=1");
    expect(sharedLink(new URLSearchParams({ tekst: "eingin leinkja", heiti: "Fiskur" }))).toBeNull();
    expect(firstWebAddress("ftp://a.fo og http://c.fo/d!")).toBe("http://c.fo/d");
  });
});

describe("the recipe editor", () => {
  it("reads steps as paragraphs when there is a blank line, else one a line", () => {
    expect(stepsOf("Kók.\nSalta.\n\n  \nBer fram.")).toEqual(["Kók.\nSalta.", "Ber fram."]);
    expect(stepsOf(" Kók.\n\nBer fram.\n")).toEqual(["Kók.", "Ber fram."]);
    expect(stepsOf("Kók.\r\nBer fram.\n")).toEqual(["Kók.", "Ber fram."]);
  });

  it("reads tags by commas, each once whatever its case", () => {
    expect(tagsOf("Fiskur, skjótt,, fiskur ,Kvøld")).toEqual(["Fiskur", "skjótt", "Kvøld"]);
  });

  it("sends the body the server's schema reads: lines, numbers, none for blanks", () => {
    const form = {
      ...emptyRecipeForm(),
      title: "  Fiskur ",
      servings: "6",
      ingredients: "2 dl rjómi\n\n 1 laukur ",
      steps: "Kók.\nBer fram.",
      cookMinutes: "20",
      tags: "fiskur",
      sourceUrl: " https://matur.fo/fiskur ",
    };
    expect(recipeFormBody(form)).toEqual({
      body: {
        title: "Fiskur",
        servings: 6,
        ingredients: ["2 dl rjómi", "1 laukur"],
        steps: ["Kók.", "Ber fram."],
        prepMinutes: null,
        cookMinutes: 20,
        totalMinutes: null,
        sourceUrl: "https://matur.fo/fiskur",
        tags: ["fiskur"],
        photoId: null,
        imageUrl: null,
      },
    });
  });

  it("names each field's problem in the server's words", () => {
    const result = recipeFormBody({ ...emptyRecipeForm(), servings: "0", prepMinutes: "ein tími", sourceUrl: "matur" });
    expect(result).toEqual({ errors: { title: r.titleBlank, servings: r.servingsInvalid, prepMinutes: r.minutesInvalid, sourceUrl: r.urlInvalid } });
  });

  it("opens a stored recipe with its lines, its steps apart and its picture, and saves it back the same", () => {
    const stored = recipe({ photoId: "p1", sourceUrl: "https://matur.fo/x" });
    const form = recipeFormOf(stored);
    expect(form).toMatchObject({
      servings: "4",
      ingredients: "2 dl rjómi\n1/2 tsk salt\nsalt og pipar",
      steps: "Kók kjøtið.\n\nBer fram.",
      tags: "Kjøt, Sunnudagur",
    });
    expect(recipeFormBody(form)).toMatchObject({
      body: { ingredients: ["2 dl rjómi", "1/2 tsk salt", "salt og pipar"], steps: stored.steps, photoId: "p1", imageUrl: null },
    });
  });

  it("keeps an import's picture address until an album photo is chosen, and saves a file's draft as it came", () => {
    const draft: RecipeDraft = {
      title: "Fiskur",
      servings: null,
      ingredients: ["1 fiskur"],
      steps: ["Steik.\n\nEt."],
      prepMinutes: null,
      cookMinutes: null,
      totalMinutes: 30,
      sourceUrl: null,
      tags: [],
      imageUrl: "https://matur.fo/fiskur.jpg",
    };
    expect(recipeFormBody(draftFormOf(draft))).toMatchObject({ body: { imageUrl: "https://matur.fo/fiskur.jpg", photoId: null } });
    expect(recipeFormBody({ ...draftFormOf(draft), photoId: "p1" })).toMatchObject({ body: { imageUrl: null, photoId: "p1" } });
    expect(draftBody(draft)).toMatchObject({ body: { steps: ["Steik.\n\nEt."], totalMinutes: 30, imageUrl: "https://matur.fo/fiskur.jpg" } });
    expect(draftBody({ ...draft, title: " " })).toEqual({ errors: { title: r.titleBlank } });
  });

  it("shows an edit at once as the server will store it, the lines parsed", () => {
    const edited = editedRecipe(
      recipe({ photoId: "p1" }),
      {
        title: "Nýtt",
        servings: 2,
        ingredients: ["3 egg"],
        steps: [],
        prepMinutes: null,
        cookMinutes: null,
        totalMinutes: 5,
        sourceUrl: null,
        tags: [],
        photoId: null,
        imageUrl: "https://x.fo/y.jpg",
      },
      "2026-12-02T10:00:00.000Z",
    );
    expect(edited).toMatchObject({ id: "r1", title: "Nýtt", photoId: null, ingredients: [{ line: "3 egg", amount: 3, unit: null, name: "Egg" }] });
    expect(edited).not.toHaveProperty("imageUrl");
    expect(edited.updatedAt).toBe("2026-12-02T10:00:00.000Z");
  });
});

describe("the box's list and the recipe view", () => {
  const box = [recipe(), recipe({ id: "r2", title: "Fiskasuppa", tags: ["Fiskur"] }), recipe({ id: "r3", title: "Ærtur", tags: [] })];

  it("finds by every word in the title or the tags, folded, in Faroese order", () => {
    expect(matchingRecipes(box, "").map((each) => each.id)).toEqual(["r2", "r1", "r3"]);
    expect(matchingRecipes(box, "  FISK ").map((each) => each.id)).toEqual(["r2"]);
    expect(matchingRecipes(box, "kjøt sunnu").map((each) => each.id)).toEqual(["r1"]);
    expect(matchingRecipes(box, "kjøt fiskur")).toEqual([]);
  });

  it("writes times in hours and minutes, the total else prep and cook added up", () => {
    expect([45, 60, 90].map(minutesText)).toEqual(["45 min", "1 t", "1 t 30 min"]);
    expect(recipeTime(recipe())).toBe(75);
    expect(recipeTime(recipe({ totalMinutes: 80 }))).toBe(80);
    expect(recipeTime(recipe({ prepMinutes: null, cookMinutes: null }))).toBeNull();
  });

  it("scales the amounts to the servings shown, writes them the Faroese way, and keeps the name as the line wrote it", () => {
    const [cream, salt, seasoning] = recipe().ingredients as [Recipe["ingredients"][number], Recipe["ingredients"][number], Recipe["ingredients"][number]];
    expect(ingredientParts(cream, 4, 4)).toEqual({ amount: "2 dl", name: "rjómi" });
    expect(ingredientParts(cream, 6, 4)).toEqual({ amount: "3 dl", name: "rjómi" });
    expect(ingredientParts(salt, 6, 4)).toEqual({ amount: "¾ tsk", name: "salt" });
    expect(ingredientParts(seasoning, 6, 4)).toEqual({ amount: null, name: "salt og pipar" });
    expect(ingredientParts(parseIngredientLine("3 Egg"), 2, null)).toEqual({ amount: "3", name: "Egg" });
  });
});

describe("planning a recipe", () => {
  const NOW = Date.parse("2026-12-03T20:00:00.000Z");
  const FAROE = "Atlantic/Faroe";

  it("opens on today in the family's zone at 18:00 for the recipe's servings, or 4", () => {
    expect(emptyPlanForm(6, FAROE, NOW)).toEqual({ date: "2026-12-03", time: "18:00", servings: 6, weekly: false });
    expect(emptyPlanForm(null, "Pacific/Kiritimati", NOW)).toMatchObject({ date: "2026-12-04", servings: 4 });
  });

  it("sends the time read in the family's zone, the servings and the weekly repeat", () => {
    expect(planFormBody({ date: "2026-12-04", time: "18:00", servings: 6, weekly: true }, FAROE, NOW)).toEqual({
      body: { scheduledDate: "2026-12-04T18:00:00.000Z", servings: 6, weekly: true },
    });
  });

  it("refuses a day gone by and servings out of range", () => {
    expect(planFormBody({ date: "2026-12-02", time: "18:00", servings: 0, weekly: false }, FAROE, NOW)).toEqual({
      errors: { when: m.mealDayPassed, servings: r.servingsInvalid },
    });
  });

  it("steps the servings within 1 and the most a recipe is for", () => {
    expect([stepServings(1, -1), stepServings(4, 1), stepServings(100, 1)]).toEqual([1, 5, 100]);
  });
});
