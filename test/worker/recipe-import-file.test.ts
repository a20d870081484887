import { gzipSync, strToU8, zipSync } from "fflate";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { RECIPE_FILE_ENTRIES_MAX, RECIPE_FILE_MAX_BYTES, RECIPE_FILE_RECIPES_MAX } from "@contract/recipe-limits";
import { recipeMessages as m } from "@contract/recipe-messages";
import { type RecipeDraft, recipeBody } from "@contract/schemas/recipes";
import { call, errorBody, json } from "@test/helpers/api";
import { createUser } from "@test/helpers/factories";
import {
  gzipped,
  mealieBackup,
  mealieExport,
  mealieRecipe,
  paprikaExport,
  paprikaRecipe,
  tandoorExport,
  tandoorRecipe,
  tandoorRecipeZip,
} from "@test/helpers/recipe-exports";

/** Importing recipes from an export file (docs/features/recipe-import.md "Export files"), each built here as its app writes it. */

async function upload(bytes: Uint8Array) {
  const user = await createUser();
  return call("POST", "/api/recipes/import/file", { token: user.token, rawBody: bytes, headers: { "Content-Type": "application/octet-stream" } });
}

async function draftsOf(bytes: Uint8Array): Promise<RecipeDraft[]> {
  const response = await upload(bytes);
  expect(response.status).toBe(200);
  const drafts = await json<RecipeDraft[]>(response);
  for (const draft of drafts) expect(v.safeParse(recipeBody, draft).issues, "each draft saves as it is").toBeUndefined();
  return drafts;
}

const paprikaDraft: RecipeDraft = {
  title: "Ræstkjøtssuppa",
  servings: 6,
  ingredients: ["1 kg ræst kjøt", "2 gularøtur", "1 kálrabi", "3 jarðepli", "Salt"],
  steps: ["Kóka kjøtið í vatni í 2 tímar.", "Sker grønmetið í bitar og legg tað í.", "Kóka í 20 minuttir afturat."],
  prepMinutes: 15,
  cookMinutes: 140,
  totalMinutes: 155,
  sourceUrl: "https://uppskriftir.example.fo/raestkjotssuppa/",
  tags: ["Suppur", "Vetur"],
  imageUrl: null,
};

describe("Paprika", () => {
  it("reads a .paprikarecipes file (gzip-compressed JSON in a zip), a line an ingredient or a step, times in words, no picture", async () => {
    const drafts = await draftsOf(paprikaExport([paprikaRecipe(), paprikaRecipe({ name: "Skerpikjøt", servings: "", categories: [], directions: "" })]));
    expect(drafts).toEqual([paprikaDraft, { ...paprikaDraft, title: "Skerpikjøt", servings: null, steps: [], tags: [] }]);
  });

  it("reads a Mac's re-zipped folder of recipes (its __MACOSX forks left out), and one .paprikarecipe on its own", async () => {
    expect(await draftsOf(paprikaExport([paprikaRecipe()], "My Recipes/"))).toEqual([paprikaDraft]);
    expect(await draftsOf(gzipSync(strToU8(JSON.stringify(paprikaRecipe()))))).toEqual([paprikaDraft]);
  });

  it(`reads the file's first ${RECIPE_FILE_RECIPES_MAX} recipes`, async () => {
    const recipes = Array.from({ length: RECIPE_FILE_RECIPES_MAX + 5 }, (_, index) => paprikaRecipe({ name: `Suppa ${index}`, photo_data: "" }));
    const drafts = await draftsOf(paprikaExport(recipes));
    expect(drafts).toHaveLength(RECIPE_FILE_RECIPES_MAX);
    expect(drafts[0]?.title).toBe("Suppa 0");
  });
});

describe("Mealie", () => {
  it("reads its recipe export: display lines, section titles as step prefixes, perform_time as the cook time", async () => {
    const older = {
      ...mealieRecipe,
      name: "Gomul suppa",
      slug: "gomul-suppa",
      recipe_yield: "",
      recipe_servings: 6,
      recipe_instructions: ["Kóka alt."],
      org_url: "",
    };
    expect(await draftsOf(mealieExport([mealieRecipe, older]))).toEqual([
      {
        title: "Kjøtsuppa",
        servings: 4,
        ingredients: ["Suppan", "1 kg lambakjøt", "2 litur vatn kalt", "1 knippi persilja"],
        steps: [
          "Kjøtið: Legg kjøtið í kalt vatn og kóka tað upp.",
          "Kjøtið: Skúma suppuna.",
          "Kjøtið: Lat tað sjóða í 2 tímar.",
          "At enda: Strey persilju yvir.",
        ],
        prepMinutes: 20,
        cookMinutes: 130,
        totalMinutes: 150,
        sourceUrl: "https://uppskriftir.example.fo/kjotsuppa/",
        tags: ["Suppur", "Vetur"],
        imageUrl: null,
      },
      expect.objectContaining({ title: "Gomul suppa", servings: 6, steps: ["Kóka alt."], sourceUrl: null }),
    ]);
  });

  it("reads its backup's database.json: each recipe's rows in their positions, structured ingredients written as lines", async () => {
    expect(await draftsOf(mealieBackup())).toEqual([
      {
        title: "Fiskafrikadellur",
        servings: 4,
        ingredients: ["0,5 kg hvítur fiskur", "1 laukur finhakkaður", "salt og pipar"],
        steps: ["Hakka fiskin og laukin og blanda alt saman.", "Steik frikadellurnar á pannu."],
        prepMinutes: 20,
        cookMinutes: 20,
        totalMinutes: 40,
        sourceUrl: null,
        tags: ["Kvøldmatur", "Fiskur"],
        imageUrl: null,
      },
    ]);
  });
});

describe("Tandoor", () => {
  const tandoorDraft: RecipeDraft = {
    title: "Rabarbugrautur",
    servings: 4,
    ingredients: ["500 g rabarbu", "1,5 dl sukur", "2 dl vatn, kalt", "Til at bera fram", "rjómi"],
    steps: ["Sker rabarbuna í bitar.", "Kóka hann við sukri og vatni í 10 minuttir.", "Til at bera fram: Jevna við kartaflumjøli og ber fram við rjóma."],
    prepMinutes: 15,
    cookMinutes: 10,
    totalMinutes: 25,
    sourceUrl: "https://uppskriftir.example.fo/rabarbugrautur/",
    tags: ["Dessert", "Summar"],
    imageUrl: null,
  };

  it("reads its export (a zip of one zip per recipe), each step's ingredients written back as lines", async () => {
    const drafts = await draftsOf(tandoorExport([tandoorRecipe, { ...tandoorRecipe, name: "Annar grautur", working_time: 0, waiting_time: 0 }]));
    expect(drafts).toEqual([tandoorDraft, { ...tandoorDraft, title: "Annar grautur", prepMinutes: null, cookMinutes: null, totalMinutes: null }]);
  });

  it("reads one recipe's own zip, and skips a broken recipe zip beside good ones", async () => {
    expect(await draftsOf(tandoorRecipeZip())).toEqual([tandoorDraft]);
    const withBroken = zipSync({ "1.zip": tandoorRecipeZip(), "2.zip": strToU8("PK not a zip"), "3.zip": zipSync({ "recipe.json": strToU8("{broken") }) });
    expect(await draftsOf(withBroken)).toEqual([tandoorDraft]);
  });
});

describe("files that are refused", () => {
  it.each([
    ["a text file", strToU8("Ræstkjøtssuppa: kjøt, vatn, salt")],
    ["a PDF", strToU8("%PDF-1.7\n%âãÏÓ")],
    ["nothing", new Uint8Array(0)],
    ["a zip of photos", zipSync({ "IMG_0001.jpg": Uint8Array.from([0xff, 0xd8, 0xff]) })],
    ["a zip cut short", paprikaExport([paprikaRecipe()]).slice(0, 200)],
    ["a Mealie backup whose database is not JSON", zipSync({ "database.json": strToU8("{not json") })],
  ])("refuses %s with 400 and its Faroese text", async (_name, bytes) => {
    const response = await upload(bytes);
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({ code: "invalid_body", message: m.fileUnreadable });
  });

  it.each([
    ["an empty zip", zipSync({})],
    ["recipes that cannot be read", zipSync({ "a.paprikarecipe": strToU8("not gzip, not JSON") })],
    ["a Mealie backup without recipes", zipSync({ "database.json": strToU8('{"recipes": []}') })],
  ])("answers %s 400: no recipe in the file", async (_name, bytes) => {
    const response = await upload(bytes);
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({ code: "invalid_body", message: m.fileEmpty });
  });

  it("refuses a zip bomb with 413: a recipe that unpacks past 50 MiB is stopped there", async () => {
    const bomb = zipSync({ "bomb.paprikarecipe": [await gzipped(new Uint8Array(64 * 1024 * 1024)), { level: 0 }] });
    expect(bomb.length).toBeLessThan(200_000);
    const response = await upload(bomb);
    expect(response.status).toBe(413);
    expect(await errorBody(response)).toEqual({ code: "too_large", message: m.fileUnpackedTooLarge });
  });

  it("refuses many small recipes, and a bomb nested in a Tandoor export, once together they pass the budget", async () => {
    const eight = await gzipped(new Uint8Array(8 * 1024 * 1024));
    const many = zipSync(Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`${index}.paprikarecipe`, [eight, { level: 0 }]])));
    expect(many.length).toBeLessThan(1_000_000);
    expect((await upload(many)).status).toBe(413);
    const nested = zipSync({ "1.zip": [zipSync({ "recipe.json": new Uint8Array(51 * 1024 * 1024) }, { level: 1 }), { level: 0 }] });
    expect((await upload(nested)).status).toBe(413);
  });

  it(`refuses a zip of more than ${RECIPE_FILE_ENTRIES_MAX} entries with 413`, async () => {
    const entries = Object.fromEntries(Array.from({ length: RECIPE_FILE_ENTRIES_MAX + 1 }, (_, index) => [`${index}.paprikarecipe`, new Uint8Array(0)]));
    const response = await upload(zipSync(entries, { level: 0 }));
    expect(response.status).toBe(413);
    expect(await errorBody(response)).toEqual({ code: "too_large", message: m.fileUnpackedTooLarge });
  });

  it("refuses a file over 20 MiB with 413 before reading it", async () => {
    const response = await upload(new Uint8Array(RECIPE_FILE_MAX_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await errorBody(response)).toEqual({ code: "too_large", message: m.fileTooLarge });
  });

  it("refuses a call without a session", async () => {
    const response = await call("POST", "/api/recipes/import/file", { rawBody: paprikaExport([paprikaRecipe()]) });
    expect(response.status).toBe(401);
  });
});
