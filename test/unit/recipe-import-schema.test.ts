import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  RECIPE_INGREDIENTS_MAX,
  RECIPE_LINE_MAX,
  RECIPE_STEP_MAX,
  RECIPE_STEPS_MAX,
  RECIPE_TAG_MAX,
  RECIPE_TAGS_MAX,
  RECIPE_TITLE_MAX,
} from "@contract/recipe-limits";
import { recipeMessages as m } from "@contract/recipe-messages";
import { recipeBody, recipeDraftAnswer } from "@contract/schemas/recipes";
import { finishDraft, type RawDraft } from "@worker/lib/recipes/draft";
import { draftFromSchema, findSchemaRecipe, nodesById } from "@worker/lib/recipes/schema-recipe";
import { schemaSteps } from "@worker/lib/recipes/schema-steps";

/** A schema.org Recipe found in JSON-LD's many shapes and made a draft within the recipe box's limits (docs/features/recipe-import.md). */

const recipe = { "@type": "Recipe", name: "Ræstkjøtssuppa" };
const page = { pageUrl: "https://uppskriftir.example.fo/suppa", pageTitle: "Suppa – Uppskriftir", byId: new Map() };

describe("finding the Recipe", () => {
  it.each([
    ["a lone object", recipe],
    ["a list", [{ "@type": "WebSite" }, recipe]],
    ["Yoast's @graph", { "@context": "https://schema.org", "@graph": [{ "@type": "WebPage" }, { "@type": "Article" }, recipe] }],
    ["@type as a list", { "@type": ["Recipe", "NewsArticle"], name: "Ræstkjøtssuppa" }],
    ["a WebPage's mainEntity", { "@type": "WebPage", mainEntity: recipe }],
    ["http://schema.org/Recipe", { "@type": "http://schema.org/Recipe", name: "Ræstkjøtssuppa" }],
    ["https://schema.org/Recipe", { "@type": "https://schema.org/Recipe", name: "Ræstkjøtssuppa" }],
    ["a graph in a list", [{ "@graph": [[{ "@type": "Person" }], { "@type": ["Thing", "Recipe"], name: "Ræstkjøtssuppa" }] }]],
  ])("in %s", (_shape, value) => {
    expect(findSchemaRecipe([value])?.name).toBe("Ræstkjøtssuppa");
  });

  it("finds none where there is none, and stops in a cycle", () => {
    const cyclic: Record<string, unknown> = { "@type": "WebPage" };
    cyclic.self = cyclic;
    expect(findSchemaRecipe([{ "@type": "Article", about: { "@type": "Thing" } }, cyclic])).toBeNull();
  });
});

describe("a Recipe node as a draft", () => {
  it("reads every field, text only, the picture resolved against the page", () => {
    const node = {
      "@type": "Recipe",
      name: "Cheesy Ground Beef &amp; Cauliflower Casserole",
      recipeYield: ["6", "6 servings"],
      prepTime: "P0DT0H25M",
      cookTime: "PT0S",
      totalTime: "PT1H30M",
      recipeIngredient: ["1 tablespoon <b>olive oil</b>", "0.5 cup chopped onion", " "],
      recipeInstructions: "<p>Heat the oil.</p><p>Add the onion&nbsp;and cook.</p>",
      image: [
        { "@type": "ImageObject", url: "/thmb/casserole.jpg" },
        { "@type": "ImageObject", url: "https://cdn.example/2.jpg" },
      ],
      keywords: "casserole, Dinner, beef",
      recipeCategory: ["Dinner"],
      recipeCuisine: "American",
    };
    expect(draftFromSchema(node, page)).toEqual({
      title: "Cheesy Ground Beef & Cauliflower Casserole",
      servings: 6,
      ingredients: ["1 tablespoon olive oil", "0.5 cup chopped onion"],
      steps: ["Heat the oil.", "Add the onion and cook."],
      prepMinutes: 25,
      cookMinutes: null,
      totalMinutes: 90,
      sourceUrl: page.pageUrl,
      tags: ["Dinner", "American", "casserole", "beef"],
      imageUrl: "https://uppskriftir.example.fo/thmb/casserole.jpg",
    });
  });

  it("follows an image's @id to the graph's ImageObject, and takes no picture that is not http(s)", () => {
    const graph = [{ "@type": "ImageObject", "@id": "https://x.example/#primaryimage", url: "https://x.example/cake.jpg" }];
    const byId = nodesById([{ "@graph": graph }]);
    expect(draftFromSchema({ ...recipe, image: { "@id": "https://x.example/#primaryimage" } }, { ...page, byId })?.imageUrl).toBe("https://x.example/cake.jpg");
    expect(draftFromSchema({ ...recipe, image: ["data:image/png;base64,AAAA", "javascript:alert(1)"] }, page)?.imageUrl).toBeNull();
  });

  it("takes the page's title when the recipe names itself nowhere, and is no recipe when it has nothing at all", () => {
    expect(draftFromSchema({ "@type": "Recipe", recipeIngredient: ["1 egg"] }, page)?.title).toBe("Suppa – Uppskriftir");
    expect(draftFromSchema({ "@type": "Recipe", recipeIngredient: ["1 egg"] }, { ...page, pageTitle: "" })?.title).toBe(m.untitled);
    expect(draftFromSchema({ "@type": "Recipe" }, page)).toBeNull();
  });
});

describe("steps", () => {
  it("takes a HowToStep's text, else its name, and flattens sections, naming them when there is more than one part", () => {
    const steps = schemaSteps([
      { "@type": "HowToStep", text: "Preheat oven to 350º F.", name: "Preheat oven to 350º F." },
      {
        "@type": "HowToSection",
        name: "For the chocolate cake:",
        itemListElement: [
          { "@type": "HowToStep", text: "Add flour." },
          { "@type": "HowToStep", name: "Bake." },
        ],
      },
    ]);
    expect(steps).toEqual(["Preheat oven to 350º F.", "For the chocolate cake: Add flour.", "For the chocolate cake: Bake."]);
  });

  it("drops a lone section's name, and reads sections inside sections", () => {
    expect(
      schemaSteps([{ "@type": "HowToSection", name: "Zubereitung", itemListElement: [{ "@type": "HowToStep", name: 1, text: "Die Semmeln schneiden." }] }]),
    ).toEqual(["Die Semmeln schneiden."]);
    const nested = {
      "@type": ["HowToSection"],
      itemListElement: [
        { "@type": "HowToSection", name: "Dressing<br />", itemListElement: { "@type": "HowToStep", text: "Blanda dressingen." } },
        { "@type": "HowToSection", name: "Sallad", itemListElement: [{ "@type": "HowToStep", text: "Skär upp salladen." }] },
      ],
    };
    expect(schemaSteps(nested)).toEqual(["Dressing: Blanda dressingen.", "Sallad: Skär upp salladen."]);
  });
});

const raw = (fields: Partial<RawDraft>): RawDraft => ({
  title: "Suppa",
  servings: null,
  ingredients: [],
  steps: [],
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: null,
  sourceUrl: null,
  tags: [],
  imageUrl: null,
  ...fields,
});

describe("the limits", () => {
  it("cuts and counts so that every draft saves as it is (recipeBody), and answers as a draft (recipeDraftAnswer)", () => {
    const draft = finishDraft(
      raw({
        title: "T".repeat(RECIPE_TITLE_MAX + 50),
        servings: 500,
        ingredients: Array.from({ length: RECIPE_INGREDIENTS_MAX + 10 }, (_, index) => `${index} ${"x".repeat(RECIPE_LINE_MAX)}`),
        steps: Array.from({ length: RECIPE_STEPS_MAX + 10 }, () => "s".repeat(RECIPE_STEP_MAX + 1)),
        prepMinutes: 5000,
        cookMinutes: 12.5,
        totalMinutes: 60,
        sourceUrl: `https://x.example/${"a".repeat(2100)}`,
        tags: [...Array.from({ length: 30 }, (_, index) => `tag ${index}`), "t".repeat(RECIPE_TAG_MAX + 5)],
        imageUrl: "ftp://x.example/a.jpg",
      }),
    );
    expect(draft).not.toBeNull();
    expect(v.safeParse(recipeBody, draft).issues).toBeUndefined();
    expect(v.safeParse(recipeDraftAnswer, draft).success).toBe(true);
    expect(draft?.title).toHaveLength(RECIPE_TITLE_MAX);
    expect(draft?.title.endsWith("…")).toBe(true);
    expect(draft?.ingredients).toHaveLength(RECIPE_INGREDIENTS_MAX);
    expect(draft?.steps).toHaveLength(RECIPE_STEPS_MAX);
    expect(draft?.tags).toHaveLength(RECIPE_TAGS_MAX);
    expect(draft).toMatchObject({ servings: null, prepMinutes: null, cookMinutes: null, totalMinutes: 60, sourceUrl: null, imageUrl: null });
  });

  it("keeps each tag once whatever its case, and never cuts through a surrogate pair", () => {
    expect(finishDraft(raw({ tags: ["Dessert", "dessert", " DESSERT ", "Kaka"] }))?.tags).toEqual(["Dessert", "Kaka"]);
    const emoji = finishDraft(raw({ title: `${"a".repeat(RECIPE_TITLE_MAX - 2)}🍰🍰` }))?.title ?? "";
    expect(emoji.length).toBeLessThanOrEqual(RECIPE_TITLE_MAX);
    expect(/[\ud800-\udbff]…$/.test(emoji)).toBe(false);
  });
});
