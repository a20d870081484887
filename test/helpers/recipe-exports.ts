import { gzipSync, strToU8, zipSync } from "fflate";

/**
 * Recipe apps' export files built as the apps write them (docs/features/recipe-import.md "Export
 * files"), for test/worker/recipe-import-file.test.ts: Paprika's zip of gzip-compressed JSON,
 * Mealie's recipe export (its exporter's `recipes/<slug>/<slug>.json`, snake_case) and backup
 * (`database.json`), and Tandoor's zip of zips (its RecipeExportSerializer's `recipe.json`).
 */

const json = (value: unknown) => strToU8(JSON.stringify(value));
/** A picture's first bytes: an export's pictures are carried beside the recipe, never read. */
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** One Paprika recipe as its `.paprikarecipe` entry holds it, every field Paprika 3 writes. */
export function paprikaRecipe(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    uid: "D818BC90-6060-4399-9167-D3B23E0C3F3A",
    name: "Ræstkjøtssuppa",
    directions: "Kóka kjøtið í vatni í 2 tímar.\n\nSker grønmetið í bitar og legg tað í.\nKóka í 20 minuttir afturat.",
    servings: "6 portiónir",
    rating: 0,
    difficulty: "",
    ingredients: "1 kg ræst kjøt\n\n2 gularøtur\n1 kálrabi\n3 jarðepli\nSalt",
    notes: "",
    created: "2027-01-05 13:03:36",
    image_url: "https://uppskriftir.example.fo/raestkjotssuppa.jpg",
    cook_time: "2 hr 20 mins",
    photo_hash: "09d37d7ace34ee35c7c77ecf25d6499dcf7ba45294c31a398eb4f5962ee5dbf8",
    source: "Uppskriftir hjá Maju",
    photo: "25BDFEF2-175B-4678-AB1E-BDE707600773.jpg",
    photo_data: btoa(String.fromCharCode(...JPEG)),
    photo_large: null,
    photos: [],
    description: "",
    prep_time: "15 min",
    total_time: "2 hr 35 mins",
    source_url: "https://uppskriftir.example.fo/raestkjotssuppa/",
    nutritional_info: "",
    hash: "12b8b6c06831e7234891ef2176e9921dd9a25b9407948f67391f9ef92ea45777",
    categories: ["Suppur", "Vetur", "suppur"],
    ...fields,
  };
}

/** A `.paprikarecipes` file: a zip of gzip-compressed recipes, as a Mac re-zips a folder of them (its `__MACOSX/._` forks beside). */
export function paprikaExport(recipes: Record<string, unknown>[], folder = ""): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  recipes.forEach((recipe, index) => {
    const name = `${folder}${String(recipe.name)}-${index}.paprikarecipe`;
    entries[name] = gzipSync(json(recipe));
    if (folder) entries[`__MACOSX/${folder}._${String(recipe.name)}-${index}.paprikarecipe`] = Uint8Array.from([0, 5, 22, 7, 0, 2, 0, 0]);
  });
  return zipSync(entries);
}

const unit = (name: string, abbreviation: string) => ({
  id: crypto.randomUUID(),
  name,
  plural_name: null,
  description: "",
  extras: {},
  fraction: true,
  abbreviation,
  plural_abbreviation: "",
  use_abbreviation: abbreviation !== "",
  aliases: [],
});
const food = (name: string) => ({ id: crypto.randomUUID(), name, plural_name: null, description: "", extras: {}, label_id: null, aliases: [] });

/** A recipe as Mealie's exporter writes it (`Recipe.model_dump_json()`): parsed ingredients with their `display`, a section title on a step. */
export const mealieRecipe = {
  id: "7f2d1c7e-7e9c-4d43-9b0e-4a4e8b1f7a10",
  user_id: "1b8a7c5e-0000-4000-8000-000000000001",
  household_id: "1b8a7c5e-0000-4000-8000-000000000002",
  group_id: "1b8a7c5e-0000-4000-8000-000000000003",
  name: "Kjøtsuppa",
  slug: "kjotsuppa",
  image: "Xa1b",
  recipe_yield: "4 servings",
  total_time: "2 hours 30 minutes",
  prep_time: "20 minutes",
  cook_time: null,
  perform_time: "2 hours 10 minutes",
  description: "Ein vetrarsuppa.",
  recipe_category: [{ id: crypto.randomUUID(), name: "Suppur", slug: "suppur" }],
  tags: [{ id: crypto.randomUUID(), name: "Vetur", slug: "vetur" }],
  tools: [],
  rating: null,
  org_url: "https://uppskriftir.example.fo/kjotsuppa/",
  date_added: "2027-01-05",
  date_updated: "2027-01-05T09:58:49.351189",
  created_at: "2027-01-05T09:58:49.351189",
  updated_at: "2027-01-05T09:58:49.351189",
  last_made: null,
  recipe_ingredient: [
    {
      quantity: 1,
      unit: unit("kilogram", "kg"),
      food: food("lambakjøt"),
      note: "",
      is_food: true,
      disable_amount: false,
      display: "1 kg lambakjøt",
      title: "Suppan",
      original_text: null,
      reference_id: crypto.randomUUID(),
    },
    {
      quantity: 2,
      unit: unit("litur", ""),
      food: food("vatn"),
      note: "kalt",
      is_food: true,
      disable_amount: false,
      display: "",
      title: "",
      original_text: null,
      reference_id: crypto.randomUUID(),
    },
    {
      quantity: 1,
      unit: null,
      food: null,
      note: "1 knippi persilja",
      is_food: false,
      disable_amount: true,
      display: "",
      title: null,
      original_text: "1 knippi persilja",
      reference_id: crypto.randomUUID(),
    },
  ],
  recipe_instructions: [
    { id: crypto.randomUUID(), title: "Kjøtið", summary: "", text: "Legg kjøtið í kalt vatn og kóka tað upp.\n\nSkúma suppuna.", ingredient_references: [] },
    { id: crypto.randomUUID(), title: "", summary: "", text: "Lat tað sjóða í 2 tímar.", ingredient_references: [] },
    { id: crypto.randomUUID(), title: "At enda", summary: "", text: "Strey persilju yvir.", ingredient_references: [] },
  ],
  nutrition: { calories: null, fat_content: null, protein_content: null },
  settings: { public: true, show_nutrition: false, show_assets: false, landscape_view: false, disable_comments: false, disable_amount: false, locked: false },
  assets: [],
  notes: [],
  extras: {},
  comments: [],
};

/** Mealie's recipe export: `recipes/<slug>/<slug>.json` and the recipe's folder (its pictures) beside it. */
export function mealieExport(recipes: Record<string, unknown>[]): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const recipe of recipes) {
    const slug = String(recipe.slug);
    entries[`recipes/${slug}/${slug}.json`] = json(recipe);
    entries[`recipes/${slug}/images/original.webp`] = JPEG;
    entries[`recipes/${slug}/images/min-original.webp`] = JPEG;
  }
  return zipSync(entries);
}

/** Mealie's backup: every table in `database.json` (the user rows too, which the import never reads), `data/` beside it. */
export function mealieBackup(): Uint8Array {
  const recipeId = "0c3f3f53-6f49-4a57-8d2c-7b8d8d8b6a01";
  const unitId = "u-1";
  const foodId = "f-1";
  const database = {
    alembic_version: [{ version_num: "ba1e4a6cfe99" }],
    users: [{ id: "user-1", username: "maja", email: "maja@example.fo", password: "$2b$12$secret-hash-never-read" }],
    recipes: [
      {
        id: recipeId,
        slug: "fiskafrikadellur",
        name: "Fiskafrikadellur",
        recipe_yield: "4 serving(s)",
        total_time: "40 minutes",
        prep_time: "20 minutes",
        perform_time: "20 minutes",
        cook_time: null,
        org_url: null,
      },
    ],
    recipes_ingredients: [
      {
        id: "i-2",
        position: 1,
        recipe_id: recipeId,
        title: null,
        note: "finhakkaður",
        unit_id: null,
        food_id: "f-2",
        quantity: 1,
        original_text: "1 laukur, finhakkaður",
      },
      {
        id: "i-1",
        position: 0,
        recipe_id: recipeId,
        title: null,
        note: "",
        unit_id: unitId,
        food_id: foodId,
        quantity: 0.5,
        original_text: "1/2 kg hvítur fiskur",
      },
      { id: "i-3", position: 2, recipe_id: recipeId, title: null, note: "salt og pipar", unit_id: null, food_id: null, quantity: 1, original_text: null },
    ],
    recipe_instructions: [
      { id: "s-2", recipe_id: recipeId, position: 1, type: null, title: "", text: "Steik frikadellurnar á pannu." },
      { id: "s-1", recipe_id: recipeId, position: 0, type: null, title: "", text: "Hakka fiskin og laukin og blanda alt saman." },
    ],
    recipe_settings: [{ id: "rs-1", recipe_id: recipeId, disable_amount: false }],
    ingredient_units: [{ id: unitId, name: "kilogram", abbreviation: "kg", use_abbreviation: true }],
    ingredient_foods: [
      { id: foodId, name: "hvítur fiskur" },
      { id: "f-2", name: "laukur" },
    ],
    tags: [{ id: "t-1", name: "Fiskur", slug: "fiskur" }],
    recipes_to_tags: [{ recipe_id: recipeId, tag_id: "t-1" }],
    categories: [{ id: "c-1", name: "Kvøldmatur", slug: "kvoldmatur" }],
    recipes_to_categories: [{ recipe_id: recipeId, category_id: "c-1" }],
  };
  return zipSync({ "database.json": json(database), "data/.PLACEHOLDER": new Uint8Array(0) });
}

/** One recipe as Tandoor's RecipeExportSerializer writes it: steps with their own ingredients. */
export const tandoorRecipe = {
  name: "Rabarbugrautur",
  description: "",
  keywords: [
    { name: "Dessert", description: "", created_at: "2027-05-01T14:54:16.896306+02:00", updated_at: "2027-05-01T14:54:16.896306+02:00" },
    { name: "Summar", description: "", created_at: "2027-05-01T14:54:17.260801+02:00", updated_at: "2027-05-01T14:54:17.260801+02:00" },
  ],
  steps: [
    {
      name: "",
      instruction: "Sker rabarbuna í bitar.\n\nKóka hann við sukri og vatni í **10 minuttir**.",
      ingredients: [
        {
          food: { name: "rabarbu", plural_name: null, ignore_shopping: false, supermarket_category: null },
          unit: { name: "g", plural_name: null, description: null },
          amount: 500.0,
          note: "",
          order: 0,
          is_header: false,
          no_amount: false,
        },
        {
          food: { name: "sukur", plural_name: null, ignore_shopping: false, supermarket_category: null },
          unit: { name: "dl", plural_name: null, description: null },
          amount: 1.5,
          note: "",
          order: 1,
          is_header: false,
          no_amount: false,
        },
        {
          food: { name: "vatn", plural_name: null, ignore_shopping: false, supermarket_category: null },
          unit: { name: "dl", plural_name: null, description: null },
          amount: "2",
          note: "kalt",
          order: 2,
          is_header: false,
          no_amount: false,
        },
      ],
      time: 10,
      order: 0,
      show_as_header: false,
      show_ingredients_table: true,
    },
    {
      name: "Til at bera fram",
      instruction: "Jevna við kartaflumjøli og ber fram við rjóma.",
      ingredients: [
        { food: null, unit: null, amount: 0, note: "Til at bera fram", order: 0, is_header: true, no_amount: true },
        {
          food: { name: "rjómi", plural_name: null, ignore_shopping: false, supermarket_category: null },
          unit: null,
          amount: 0,
          note: "",
          order: 1,
          is_header: false,
          no_amount: true,
        },
      ],
      time: 0,
      order: 1,
      show_as_header: true,
      show_ingredients_table: true,
    },
  ],
  working_time: 15,
  waiting_time: 10,
  internal: true,
  nutrition: null,
  servings: 4,
  servings_text: "",
  source_url: "https://uppskriftir.example.fo/rabarbugrautur/",
};

/** One recipe's zip as Tandoor writes it: `recipe.json` and `image.jpeg`. */
export const tandoorRecipeZip = (recipe: unknown = tandoorRecipe) => zipSync({ "recipe.json": json(recipe), "image.jpeg": JPEG });

/** Tandoor's export: a zip holding `<id>.zip` per recipe. */
export const tandoorExport = (recipes: unknown[]) =>
  zipSync(Object.fromEntries(recipes.map((recipe, index) => [`${index + 1}.zip`, tandoorRecipeZip(recipe)])));

/** Gzip by the runtime's own zlib (CompressionStream): a bomb's 64 MiB of zeros compress in a fraction of fflate's time. */
export async function gzipped(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer());
}
