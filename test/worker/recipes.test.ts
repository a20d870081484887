import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { photoKey, PHOTOS_PER_FAMILY } from "@contract/photo-limits";
import { apiMessages } from "@contract/messages";
import { photoMessages } from "@contract/photo-messages";
import type { Photo } from "@contract/schemas/photos";
import {
  RECIPE_INGREDIENTS_MAX,
  RECIPE_LINE_MAX,
  RECIPE_MINUTES_MAX,
  RECIPE_SEARCH_MAX,
  RECIPE_SEARCH_WORDS_MAX,
  RECIPE_STEP_MAX,
  RECIPE_STEPS_MAX,
  RECIPE_TAG_MAX,
  RECIPE_TAGS_MAX,
  RECIPE_TITLE_MAX,
  RECIPES_PER_FAMILY,
} from "@contract/recipe-limits";
import { recipeMessages as r } from "@contract/recipe-messages";
import type { Recipe } from "@contract/schemas/recipes";
import { photos, recipes } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { call, errorBody, json } from "@test/helpers/api";
import { createUser, dbOf, type TestUser } from "@test/helpers/factories";
import { ok, pairScreen } from "@test/helpers/kitchen";
import { GPS_MARK } from "@test/helpers/photo-bytes";
import { uploaded } from "@test/helpers/photos";
import { listedRecipes, saveRecipe, savedRecipe } from "@test/helpers/recipes";

/** The recipe box (docs/features/recipes.md): saving, reading, replacing, deleting, search and order, the cap, a draft's picture. Another family: recipes-scope.test.ts. */

const recipePath = (id: string) => `/api/recipes/${id}`;
const read = (user: TestUser, id: string) => call("GET", recipePath(id), { token: user.token });
const replace = (user: TestUser, id: string, body: Record<string, unknown>) => call("PUT", recipePath(id), { token: user.token, body });

const FULL = {
  title: "  Ræst kjøt við rjómasovsi ",
  servings: 4,
  ingredients: ["1 kg ræst kjøt", "2 dl rjómi", "1/2 tsk salt", "salt og pipar"],
  steps: ["Kók kjøtið í 2 tímar.", "Røra sovsin."],
  prepMinutes: 15,
  cookMinutes: 120,
  totalMinutes: 135,
  sourceUrl: "https://uppskriftir.example.fo/raest-kjot",
  tags: ["Vetur", "Føroyskt"],
};

describe("a recipe's life", () => {
  it("saves a recipe with its ingredient lines parsed, tells the family, and reads it back", async () => {
    const parent = await createUser();
    const response = await saveRecipe(parent, FULL);
    expect(response.status).toBe(201);
    expect(response.headers.get("X-Live-Notices")).toBe("recipes_updated");
    const recipe = await json<Recipe>(response);
    expect(recipe).toMatchObject({ ...FULL, title: "Ræst kjøt við rjómasovsi", photoId: null, ingredients: expect.any(Array) });
    expect(recipe.ingredients).toEqual([
      { line: "1 kg ræst kjøt", amount: 1, unit: "kg", name: "Ræst kjøt" },
      { line: "2 dl rjómi", amount: 2, unit: "dl", name: "Rjómi" },
      { line: "1/2 tsk salt", amount: 0.5, unit: "tsk", name: "Salt" },
      { line: "salt og pipar", amount: null, unit: null, name: "salt og pipar" },
    ]);
    expect(recipe.updatedAt).toBe(recipe.createdAt);
    expect(await ok<Recipe>(read(parent, recipe.id), 200)).toEqual(recipe);
    expect(await listedRecipes(parent)).toEqual([recipe]);
    const [row] = await dbOf(parent).select().from(recipes).where(eq(recipes.id, recipe.id));
    expect(row).toMatchObject({ familyId: parent.familyId, createdBy: parent.memberId, searchKey: "ræst kjøt við rjómasovsi vetur føroyskt" });
  });

  it("takes a title alone, everything else at its default", async () => {
    const parent = await createUser();
    expect(await savedRecipe(parent, { title: "Rugbreyð" })).toMatchObject({
      title: "Rugbreyð",
      servings: null,
      ingredients: [],
      steps: [],
      prepMinutes: null,
      cookMinutes: null,
      totalMinutes: null,
      sourceUrl: null,
      tags: [],
      photoId: null,
    });
  });

  it("replaces a recipe whole: what the body leaves out goes back to its default, when it was made and by whom stay; another member may", async () => {
    const parent = await createUser();
    const other = await createUser({ familyId: parent.familyId });
    const photo = await uploaded(parent.token);
    const saved = await savedRecipe(parent, { ...FULL, photoId: photo.id });
    const response = await replace(other, saved.id, { title: "Ræst kjøt", ingredients: ["3 dl rjómi"] });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Live-Notices")).toBe("recipes_updated");
    const replaced = await json<Recipe>(response);
    expect(replaced).toEqual({
      ...saved,
      title: "Ræst kjøt",
      photoId: null,
      servings: null,
      ingredients: [{ line: "3 dl rjómi", amount: 3, unit: "dl", name: "Rjómi" }],
      steps: [],
      prepMinutes: null,
      cookMinutes: null,
      totalMinutes: null,
      sourceUrl: null,
      tags: [],
      updatedAt: expect.any(String),
    });
    expect(Date.parse(replaced.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.updatedAt));
    expect(await ok<Recipe>(read(parent, saved.id), 200)).toEqual(replaced);
    const [row] = await dbOf(parent).select({ createdBy: recipes.createdBy, searchKey: recipes.searchKey }).from(recipes).where(eq(recipes.id, saved.id));
    expect(row).toEqual({ createdBy: parent.memberId, searchKey: "ræst kjøt" });
  });

  it("deletes a recipe (any member), tells the family, and a second delete, a read and a replace are 404", async () => {
    const parent = await createUser();
    const other = await createUser({ familyId: parent.familyId });
    const saved = await savedRecipe(parent, FULL);
    const deleted = await call("DELETE", recipePath(saved.id), { token: other.token });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get("X-Live-Notices")).toBe("recipes_updated");
    for (const response of [
      await call("DELETE", recipePath(saved.id), { token: parent.token }),
      await read(parent, saved.id),
      await replace(parent, saved.id, FULL),
    ]) {
      expect(response.status).toBe(404);
      expect(await errorBody(response)).toMatchObject({ code: "not_found", message: r.notFound });
    }
    expect(await listedRecipes(parent)).toEqual([]);
  });

  it("reads one recipe on the family's paired kitchen screen, for cook mode", async () => {
    const parent = await createUser();
    const screen = await pairScreen(parent);
    const saved = await savedRecipe(parent, FULL);
    expect(await ok<Recipe>(call("GET", `/api/kitchen/screen/recipes/${saved.id}`, { token: screen.token }), 200)).toEqual(saved);
    expect((await call("GET", `/api/kitchen/screen/recipes/${newId()}`, { token: screen.token })).status).toBe(404);
    // The screen has no way to the phones' routes.
    expect((await call("GET", recipePath(saved.id), { token: screen.token })).status).toBe(403);
  });
});

const many = (count: number, each: (index: number) => string) => Array.from({ length: count }, (_, index) => each(index));

describe("what a save refuses: 400 with its Faroese text, and nothing stored", () => {
  it.each([
    ["no title", { title: undefined }, apiMessages.required],
    ["a blank title", { title: "   " }, r.titleBlank],
    ["a title too long", { title: "k".repeat(RECIPE_TITLE_MAX + 1) }, r.titleTooLong],
    ["no one to serve", { servings: 0 }, r.servingsInvalid],
    ["servings in halves", { servings: 2.5 }, r.servingsInvalid],
    ["servings as text", { servings: "4" }, r.servingsInvalid],
    ["minutes below zero", { prepMinutes: -1 }, r.minutesInvalid],
    ["more than two days' cooking", { cookMinutes: RECIPE_MINUTES_MAX + 1 }, r.minutesInvalid],
    ["minutes in parts", { totalMinutes: 1.5 }, r.minutesInvalid],
    ["ingredients that are no list", { ingredients: "2 dl rjómi" }, r.ingredientsInvalid],
    ["a blank ingredient line", { ingredients: ["2 dl rjómi", "  "] }, r.lineBlank],
    ["an ingredient line too long", { ingredients: ["r".repeat(RECIPE_LINE_MAX + 1)] }, r.lineTooLong],
    ["too many ingredient lines", { ingredients: many(RECIPE_INGREDIENTS_MAX + 1, (i) => `${i} g smør`) }, r.ingredientsTooMany],
    ["steps that are no list", { steps: "Kók" }, r.stepsInvalid],
    ["a blank step", { steps: [""] }, r.stepBlank],
    ["a step too long", { steps: ["s".repeat(RECIPE_STEP_MAX + 1)] }, r.stepTooLong],
    ["too many steps", { steps: many(RECIPE_STEPS_MAX + 1, (i) => `Stig ${i}`) }, r.stepsTooMany],
    ["tags that are no list", { tags: "Vetur" }, r.tagsInvalid],
    ["a blank tag", { tags: [" "] }, r.tagBlank],
    ["a tag too long", { tags: ["t".repeat(RECIPE_TAG_MAX + 1)] }, r.tagTooLong],
    ["too many tags", { tags: many(RECIPE_TAGS_MAX + 1, (i) => `Merki ${i}`) }, r.tagsTooMany],
    ["a source that is no address", { sourceUrl: "uppskriftir við ræst kjøt" }, r.urlInvalid],
    ["a picture address that is no address", { imageUrl: "mynd.jpg" }, r.urlInvalid],
    ["a photo that is not in the album", { photoId: newId() }, photoMessages.notFound],
  ])("%s", async (_name, change, message) => {
    const parent = await createUser();
    const response = await saveRecipe(parent, { ...FULL, ...change });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ code: "invalid_body", message });
    expect(await listedRecipes(parent)).toEqual([]);

    const saved = await savedRecipe(parent, FULL);
    const replaced = await replace(parent, saved.id, { ...FULL, ...change });
    expect(replaced.status).toBe(400);
    expect(await errorBody(replaced)).toMatchObject({ code: "invalid_body", message });
    expect(await listedRecipes(parent)).toEqual([saved]);
  });

  it("a field the body does not know", async () => {
    const parent = await createUser();
    const response = await saveRecipe(parent, { ...FULL, rating: 5 });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ code: "invalid_body" });
    expect(await listedRecipes(parent)).toEqual([]);
  });
});

describe("the list: Faroese title order, and the search", () => {
  it("lists the family's recipes in Faroese order: numbers by value, case and accents aside, æ and ø after z", async () => {
    const parent = await createUser();
    for (const title of ["Ørnakjøt", "bøf", "10 minuttir pasta", "Æblaskívur", "Ávaxtasalat", "9 minuttir egg", "Zucchini", "Ðrýlur"])
      await savedRecipe(parent, { title });
    expect((await listedRecipes(parent)).map((recipe) => recipe.title)).toEqual([
      "9 minuttir egg",
      "10 minuttir pasta",
      "Ávaxtasalat",
      "bøf",
      "Ðrýlur",
      "Zucchini",
      "Æblaskívur",
      "Ørnakjøt",
    ]);
  });

  it("finds recipes by title and tags, folded as names are: any case, Faroese letters, every word somewhere", async () => {
    const parent = await createUser();
    const kjot = await savedRecipe(parent, { title: "Ræst kjøt", tags: ["Vetur", "Føroyskt"] });
    const supa = await savedRecipe(parent, { title: "Fiskasúpa", tags: ["Skjótt"] });
    const baka = await savedRecipe(parent, { title: "Ærtubaka", tags: ["Vetur"] });
    const titles = async (q: string) => (await listedRecipes(parent, q)).map((recipe) => recipe.id).sort();
    expect(await titles("RÆST")).toEqual([kjot.id]);
    expect(await titles("ÆRTU")).toEqual([baka.id]);
    expect(await titles("vetur")).toEqual([kjot.id, baka.id].sort());
    expect(await titles("  Vetur   KJØT ")).toEqual([kjot.id]);
    expect(await titles("føroyskt ræst")).toEqual([kjot.id]);
    expect(await titles("súpa skjótt")).toEqual([supa.id]);
    expect(await titles("fisk fiskasúpa")).toEqual([supa.id]);
    expect(await titles("súpa vetur")).toEqual([]);
    expect(await titles("")).toEqual([kjot.id, supa.id, baka.id].sort());
  });

  it("takes % and _ in the search as themselves, not as LIKE's wildcards", async () => {
    const parent = await createUser();
    const percent = await savedRecipe(parent, { title: "100% rugbreyð" });
    const underscore = await savedRecipe(parent, { title: "Súpa_2" });
    const slash = await savedRecipe(parent, { title: "Brey\\ð" });
    await savedRecipe(parent, { title: "Súpa 2" });
    const ids = async (q: string) => (await listedRecipes(parent, q)).map((recipe) => recipe.id);
    expect(await ids("%")).toEqual([percent.id]);
    expect(await ids("0%")).toEqual([percent.id]);
    expect(await ids("_")).toEqual([underscore.id]);
    expect(await ids("a_2")).toEqual([underscore.id]);
    expect(await ids("\\")).toEqual([slash.id]);
  });

  it(`refuses a search over ${RECIPE_SEARCH_MAX} characters or of more than ${RECIPE_SEARCH_WORDS_MAX} words with 400`, async () => {
    const parent = await createUser();
    for (const [q, message] of [
      ["k".repeat(RECIPE_SEARCH_MAX + 1), r.searchTooLong],
      [many(RECIPE_SEARCH_WORDS_MAX + 1, (i) => `o${i}rð`).join(" "), r.searchTooManyWords],
    ] as const) {
      const response = await call("GET", `/api/families/${parent.familyId}/recipes?${new URLSearchParams({ q })}`, { token: parent.token });
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toMatchObject({ code: "invalid_body", message });
    }
    expect(await listedRecipes(parent, many(RECIPE_SEARCH_WORDS_MAX, (i) => `o${i}rð`).join(" "))).toEqual([]);
  });

  it("answers an ETag, 304 while nothing changed, and a new list after a save", async () => {
    const parent = await createUser();
    await savedRecipe(parent, { title: "Ræst kjøt" });
    const path = `/api/families/${parent.familyId}/recipes?q=kj%C3%B8t`;
    const first = await call("GET", path, { token: parent.token });
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\//);
    expect((await call("GET", path, { token: parent.token, headers: { "If-None-Match": etag } })).status).toBe(304);
    // Another search is another answer.
    expect((await call("GET", `/api/families/${parent.familyId}/recipes`, { token: parent.token, headers: { "If-None-Match": etag } })).status).toBe(200);
    await savedRecipe(parent, { title: "Kjøtbollar" });
    const again = await call("GET", path, { token: parent.token, headers: { "If-None-Match": etag } });
    expect(again.status).toBe(200);
    expect((await json<Recipe[]>(again)).map((recipe) => recipe.title)).toEqual(["Kjøtbollar", "Ræst kjøt"]);
  });
});

/** Rows written straight to D1, so the box is near its cap at once. */
async function fill(user: TestUser, count: number) {
  const at = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, index) => ({
    id: newId(),
    familyId: user.familyId,
    title: `Uppskrift ${index}`,
    searchKey: `uppskrift ${index}`,
    createdAt: at,
    updatedAt: at,
  }));
  // D1 binds at most 100 values a statement: 9 a row (the lists' defaults are bound too).
  for (let start = 0; start < rows.length; start += 10)
    await dbOf(user)
      .insert(recipes)
      .values(rows.slice(start, start + 10));
}

describe(`the box's cap of ${RECIPES_PER_FAMILY}`, () => {
  it("holds under parallel saves: of ten at once with room for three, three are stored and the rest answer boxFull", async () => {
    const parent = await createUser();
    await fill(parent, RECIPES_PER_FAMILY - 3);
    const answers = await Promise.all(many(10, (i) => `Nýggj ${i}`).map((title) => saveRecipe(parent, { title })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, ...Array(7).fill(409)]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await errorBody(refused)).toMatchObject({ code: "quota_exceeded", message: r.boxFull });
    expect(await listedRecipes(parent)).toHaveLength(RECIPES_PER_FAMILY);
    // A delete frees room; another family is not touched by this one's cap.
    const [first] = await listedRecipes(parent, "nýggj");
    expect((await call("DELETE", recipePath(first!.id), { token: parent.token })).status).toBe(204);
    expect((await saveRecipe(parent, { title: "Aftur" })).status).toBe(201);
    expect((await saveRecipe(await createUser(), { title: "Onnur familja" })).status).toBe(201);
  });
});

describe("the stored lists", () => {
  it("reads a row whose lists are not what the app writes as empty lists, not a 500", async () => {
    const parent = await createUser();
    const saved = await savedRecipe(parent, FULL);
    await dbOf(parent).update(recipes).set({ ingredients: "not json", steps: '{"a":1}', tags: "[1,2]" }).where(eq(recipes.id, saved.id));
    expect(await ok<Recipe>(read(parent, saved.id), 200)).toMatchObject({ ingredients: [], steps: [], tags: [] });
  });

  it("keeps the box in the family's own database, counted for its ETag", async () => {
    const parent = await createUser({ database: "DB_01" });
    const saved = await savedRecipe(parent, { title: "Ræst kjøt" });
    expect(await env.DB_01!.prepare("SELECT family_id FROM recipes WHERE id = ?").bind(saved.id).first()).toEqual({ family_id: parent.familyId });
    expect(await env.DB_00!.prepare("SELECT count(*) AS n FROM recipes WHERE id = ?").bind(saved.id).first()).toEqual({ n: 0 });
  });
});

/** A picture address of the tests' picture server (test/helpers/picture-server-setup.ts), under a key of the test's own. */
const pictureAt = (key: string, kind: string) => `${inject("pictureServer")}/${key}/${kind}`;
const requestsTo = async (key: string) => ((await (await fetch(`${inject("pictureServer")}/stats/${key}`)).json()) as { requests: number }).requests;
const albumOf = (user: TestUser) => ok<Photo[]>(call("GET", "/api/photos", { token: user.token }), 200);
const objectsOf = async (familyId: string) => (await env.PHOTOS.list({ prefix: `families/${familyId}/photos/` })).objects.map((object) => object.key);

describe("a draft's picture (imageUrl)", () => {
  it("is fetched once and stored in the family's album as an upload is, without its EXIF; the album is told too", async () => {
    const parent = await createUser();
    const key = newId();
    const response = await saveRecipe(parent, { ...FULL, imageUrl: pictureAt(key, "jpeg") });
    expect(response.status).toBe(201);
    expect(response.headers.get("X-Live-Notices")).toBe("recipes_updated, photos_updated");
    const recipe = await json<Recipe>(response);
    expect(recipe.photoId).toEqual(expect.any(String));
    expect(await requestsTo(key)).toBe(1);
    expect(await albumOf(parent)).toEqual([
      expect.objectContaining({ id: recipe.photoId, width: 1200, height: 800, contentType: "image/jpeg", uploadedBy: parent.memberId }),
    ]);
    const object = await env.PHOTOS.get(photoKey(parent.familyId, recipe.photoId!));
    expect(new TextDecoder("latin1").decode(await object!.arrayBuffer())).not.toContain(GPS_MARK);
    // Read again, the recipe names the album's photo; the address is kept nowhere.
    expect(await ok<Recipe>(read(parent, recipe.id), 200)).toEqual(recipe);
    expect(JSON.stringify(await dbOf(parent).select().from(recipes).where(eq(recipes.id, recipe.id)))).not.toContain(key);
  });

  it("follows a redirect, and takes a WebP", async () => {
    const parent = await createUser();
    const redirected = await savedRecipe(parent, { title: "Við umvegi", imageUrl: pictureAt(newId(), "redirect") });
    const webp = await savedRecipe(parent, { title: "WebP", imageUrl: pictureAt(newId(), "webp") });
    expect((await albumOf(parent)).map((photo) => [photo.id, photo.contentType]).sort()).toEqual(
      [
        [redirected.photoId, "image/jpeg"],
        [webp.photoId, "image/webp"],
      ].sort(),
    );
  });

  it.each([
    ["a PNG (whatever its Content-Type says)", "png"],
    ["an address that answers 404", "missing"],
    ["a picture over a photo's 5 MiB", "big"],
  ])("saves the recipe without a picture for %s, and stores nothing in the album", async (_name, kind) => {
    const parent = await createUser();
    const key = newId();
    const response = await saveRecipe(parent, { ...FULL, imageUrl: pictureAt(key, kind) });
    expect(response.status).toBe(201);
    expect(response.headers.get("X-Live-Notices")).toBe("recipes_updated");
    expect(await json<Recipe>(response)).toMatchObject({ title: "Ræst kjøt við rjómasovsi", photoId: null });
    expect(await requestsTo(key)).toBe(1);
    expect(await albumOf(parent)).toEqual([]);
    expect(await objectsOf(parent.familyId)).toEqual([]);
  });

  it("saves the recipe without a picture when nothing answers at the address, or it is refused (not https, a local name)", async () => {
    const parent = await createUser();
    const key = newId();
    for (const imageUrl of [pictureAt(key, "drop"), "http://uppskriftir.example.fo/mynd.jpg", "https://localhost/mynd.jpg"]) {
      expect(await savedRecipe(parent, { title: imageUrl, imageUrl })).toMatchObject({ photoId: null });
    }
    expect(await requestsTo(key)).toBe(1);
    expect(await albumOf(parent)).toEqual([]);
  });

  it("saves the recipe without a picture when the album is full", async () => {
    const parent = await createUser();
    const at = new Date().toISOString();
    const rows = many(PHOTOS_PER_FAMILY, () => newId()).map((id) => ({
      id,
      familyId: parent.familyId,
      bytes: 10,
      width: 1,
      height: 1,
      contentType: "image/jpeg" as const,
      createdAt: at,
    }));
    for (let start = 0; start < rows.length; start += 14)
      await dbOf(parent)
        .insert(photos)
        .values(rows.slice(start, start + 14));
    expect(await savedRecipe(parent, { title: "Ræst kjøt", imageUrl: pictureAt(newId(), "jpeg") })).toMatchObject({ photoId: null });
    expect(await objectsOf(parent.familyId)).toEqual([]);
  });

  it("is not fetched when the body names an album photo, which the recipe takes", async () => {
    const parent = await createUser();
    const photo = await uploaded(parent.token);
    const key = newId();
    expect(await savedRecipe(parent, { title: "Ræst kjøt", photoId: photo.id, imageUrl: pictureAt(key, "jpeg") })).toMatchObject({ photoId: photo.id });
    expect(await requestsTo(key)).toBe(0);
  });

  it("goes again when the save is refused after it was stored: a full box keeps no new photo", async () => {
    const parent = await createUser();
    await fill(parent, RECIPES_PER_FAMILY);
    const key = newId();
    const refused = await saveRecipe(parent, { title: "Ein ov nógv", imageUrl: pictureAt(key, "jpeg") });
    expect(refused.status).toBe(409);
    expect(await requestsTo(key)).toBe(1);
    expect(await albumOf(parent)).toEqual([]);
    expect(await objectsOf(parent.familyId)).toEqual([]);
  });

  it("is fetched on a replace too, and a replace of a recipe not found fetches nothing", async () => {
    const parent = await createUser();
    const saved = await savedRecipe(parent, { title: "Ræst kjøt" });
    const replaced = await ok<Recipe>(replace(parent, saved.id, { title: "Ræst kjøt", imageUrl: pictureAt(newId(), "jpeg") }), 200);
    expect((await albumOf(parent)).map((photo) => photo.id)).toEqual([replaced.photoId]);
    const key = newId();
    expect((await replace(parent, newId(), { title: "Eingin", imageUrl: pictureAt(key, "jpeg") })).status).toBe(404);
    expect(await requestsTo(key)).toBe(0);
  });
});
