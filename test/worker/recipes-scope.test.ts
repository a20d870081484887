import { describe, expect, it } from "vitest";
import { photoMessages } from "@contract/photo-messages";
import { recipeMessages as r } from "@contract/recipe-messages";
import type { Recipe } from "@contract/schemas/recipes";
import { call, errorBody } from "@test/helpers/api";
import { twoFamilies } from "@test/helpers/factories";
import { ok, pairScreen } from "@test/helpers/kitchen";
import { uploaded } from "@test/helpers/photos";
import { listedRecipes, recipesPath, saveRecipe, savedRecipe } from "@test/helpers/recipes";
import { snapshotFamily } from "@test/helpers/world";

/** The recipe box is the family's alone (docs/features/recipes.md "Who may"): another family, in the other family database, finds none of it. */

const RECIPE = { title: "Ræst kjøt", servings: 4, ingredients: ["1 kg ræst kjøt", "2 dl rjómi"], steps: ["Kók kjøtið."], tags: ["Vetur"] };

describe("another family", () => {
  it("gets 404 for a recipe's read, replace and delete, changes nothing, and never sees it in its list or search", async () => {
    const { alice, mallory } = await twoFamilies();
    expect(alice.db).not.toBe(mallory.db);
    const recipe = await savedRecipe(alice, RECIPE);
    const before = await snapshotFamily(alice.familyId);
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { title: "Tikið" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await call(method, `/api/recipes/${recipe.id}`, { token: mallory.token, body });
      expect(response.status, method).toBe(404);
      expect(await errorBody(response)).toMatchObject({ code: "not_found", message: r.notFound });
    }
    expect(await snapshotFamily(alice.familyId)).toBe(before);
    expect(await ok<Recipe>(call("GET", `/api/recipes/${recipe.id}`, { token: alice.token }), 200)).toEqual(recipe);
    await savedRecipe(mallory, { title: "Ræst kjøt hjá Mallory" });
    expect((await listedRecipes(mallory)).map((each) => each.title)).toEqual(["Ræst kjøt hjá Mallory"]);
    expect((await listedRecipes(mallory, "vetur")).map((each) => each.id)).toEqual([]);
    expect((await listedRecipes(alice)).map((each) => each.id)).toEqual([recipe.id]);
  });

  it("in the same family database too: its SQL names the family", async () => {
    const { alice, mallory } = await twoFamilies({ oneDatabase: true });
    const recipe = await savedRecipe(alice, RECIPE);
    expect((await call("GET", `/api/recipes/${recipe.id}`, { token: mallory.token })).status).toBe(404);
    expect((await call("DELETE", `/api/recipes/${recipe.id}`, { token: mallory.token })).status).toBe(404);
    expect(await listedRecipes(mallory, "ræst")).toEqual([]);
    expect((await listedRecipes(alice)).map((each) => each.id)).toEqual([recipe.id]);
  });

  it("cannot read the family's list by its path: 403", async () => {
    const { alice, mallory } = await twoFamilies();
    await savedRecipe(alice, RECIPE);
    expect((await call("GET", recipesPath(alice.familyId), { token: mallory.token })).status).toBe(403);
  });

  it("its paired kitchen screen gets 404 for the family's recipe", async () => {
    const { alice, mallory } = await twoFamilies();
    const recipe = await savedRecipe(alice, RECIPE);
    const strangersScreen = await pairScreen(mallory);
    const response = await call("GET", `/api/kitchen/screen/recipes/${recipe.id}`, { token: strangersScreen.token });
    expect(response.status).toBe(404);
    expect(await errorBody(response)).toMatchObject({ code: "not_found", message: r.notFound });
    const ownScreen = await pairScreen(alice);
    expect(await ok<Recipe>(call("GET", `/api/kitchen/screen/recipes/${recipe.id}`, { token: ownScreen.token }), 200)).toEqual(recipe);
  });

  it("cannot give its recipe the family's photo: 400 with the photo's text, on a save and on a replace, and nothing changes", async () => {
    const { alice, mallory } = await twoFamilies();
    const photo = await uploaded(alice.token);
    const refused = await saveRecipe(mallory, { ...RECIPE, photoId: photo.id });
    expect(refused.status).toBe(400);
    expect(await errorBody(refused)).toMatchObject({ code: "invalid_body", message: photoMessages.notFound });
    expect(await listedRecipes(mallory)).toEqual([]);

    const own = await savedRecipe(mallory, RECIPE);
    const replaced = await call("PUT", `/api/recipes/${own.id}`, { token: mallory.token, body: { ...RECIPE, title: "Við stolnari mynd", photoId: photo.id } });
    expect(replaced.status).toBe(400);
    expect(await errorBody(replaced)).toMatchObject({ code: "invalid_body", message: photoMessages.notFound });
    expect(await listedRecipes(mallory)).toEqual([own]);
    // The family itself may.
    expect(await savedRecipe(alice, { ...RECIPE, photoId: photo.id })).toMatchObject({ photoId: photo.id });
  });
});
