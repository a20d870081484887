import { and, eq, type SQL, sql } from "drizzle-orm";
import { photoMessages } from "@contract/photo-messages";
import { recipeMessages as r } from "@contract/recipe-messages";
import type { Photo } from "@contract/schemas/photos";
import type { Recipe, RecipeBody } from "@contract/schemas/recipes";
import { families, familyMembers, photos, recipes } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { fullRow } from "@worker/lib/full-row";
import { HttpError } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { forgetPicture, type PictureDeps, pictureFromUrl } from "./recipe-picture";
import { recipeColumns, type RecipeRow, recipeOf, savedColumns } from "./rows";

/**
 * The family's recipe box (docs/features/recipes.md): every query names the caller's family, so
 * another family's recipe id finds nothing (404) and changes nothing. Any member with an account
 * may write, as with the dinner plan. The row cap (RECIPES_PER_FAMILY) is a trigger's, answered
 * 409 with `boxFull` by the app's error handler (worker/lib/row-caps.ts).
 */

export interface Caller {
  familyId: string;
  userId: string;
}

const recipeNotFound = () => new HttpError("not_found", r.notFound);
const photoRefused = () => new HttpError("invalid_body", photoMessages.notFound, [{ path: "photoId", message: photoMessages.notFound }]);

const recipeOfFamily = (familyId: string, id: string): SQL => and(eq(recipes.id, id), eq(recipes.familyId, familyId))!;

/** The picture the save holds while the statement runs: none, or a photo of the family's album. */
const pictureHeld = (familyId: string, photoId: string | null): SQL =>
  photoId === null ? sql`1 = 1` : sql`EXISTS (SELECT 1 FROM ${photos} WHERE ${photos.id} = ${photoId} AND ${photos.familyId} = ${familyId})`;

/** The save's picture: the album photo it names, else its draft's address fetched and stored (`stored`, to tell and to undo), else none. */
async function pictureOf(db: Db, deps: PictureDeps, caller: Caller, body: RecipeBody): Promise<{ photoId: string | null; stored: Photo | null }> {
  if (body.photoId !== null) return { photoId: body.photoId, stored: null };
  if (body.imageUrl === null) return { photoId: null, stored: null };
  const stored = await pictureFromUrl(db, deps, caller, body.imageUrl);
  return { photoId: stored?.id ?? null, stored };
}

/** The notices of a save: the box's, and the album's when a picture went into it. */
const saved = (status: 200 | 201, recipe: Recipe, familyId: string, stored: Photo | null) =>
  outcome(status, recipe, stored ? tell(familyId, "recipes_updated", "photos_updated") : tell(familyId, "recipes_updated"));

/** What a save's statement did: wrote its row, or was refused (nothing written). */
type Written<T> = { row: T } | { refusal: HttpError };

/** Runs a save's statement; when it fails or is refused, the picture stored for it goes again. */
async function writtenOrRefused<T>(db: Db, bucket: R2Bucket, familyId: string, stored: Photo | null, write: () => Promise<Written<T>>): Promise<T> {
  let written: Written<T>;
  try {
    written = await write();
  } catch (error) {
    await forgetPicture(db, bucket, familyId, stored);
    throw error;
  }
  if ("row" in written) return written.row;
  await forgetPicture(db, bucket, familyId, stored);
  throw written.refusal;
}

/**
 * Saves a new recipe: the ingredient lines parsed, the title and tags folded for the search, the
 * picture held to the family's album. One statement, `INSERT … SELECT` that writes nothing when the
 * named photo is not the family's (400, nothing stored); the author is the caller's member.
 */
export async function createRecipe(db: Db, deps: PictureDeps, caller: Caller, body: RecipeBody, now = Date.now()): Promise<Outcome<Recipe>> {
  const { familyId, userId } = caller;
  const { photoId, stored } = await pictureOf(db, deps, caller, body);
  const at = iso(now);
  const author = sql`(SELECT ${familyMembers.id} FROM ${familyMembers} WHERE ${familyMembers.userId} = ${userId} AND ${familyMembers.familyId} = ${familyId})`;
  const row = { ...savedColumns(body), id: newId(), familyId, createdBy: author, photoId, createdAt: at, updatedAt: at };
  const inserted = await writtenOrRefused<RecipeRow>(db, deps.bucket, familyId, stored, async () => {
    const [first] = await db
      .insert(recipes)
      .select(
        db
          .select(fullRow(recipes, row))
          .from(families)
          .where(and(eq(families.id, familyId), pictureHeld(familyId, photoId))),
      )
      .returning(recipeColumns);
    return first ? { row: first } : { refusal: photoRefused() };
  });
  return saved(201, recipeOf(inserted), familyId, stored);
}

/** One recipe of the family, or 404. */
export async function recipeById(db: Db, familyId: string, id: string): Promise<Recipe> {
  const [row] = await db.select(recipeColumns).from(recipes).where(recipeOfFamily(familyId, id));
  if (!row) throw recipeNotFound();
  return recipeOf(row);
}

const recipeExists = (db: Db, familyId: string, id: string) => db.select({ id: recipes.id }).from(recipes).where(recipeOfFamily(familyId, id));

/**
 * Replaces a recipe whole with the body (what it leaves out goes back to its default: no picture,
 * no tags…); `createdAt` and the author stay. Another family's id is 404 before anything is fetched;
 * a photo not of the family's album is 400, and the recipe stays as it was.
 */
export async function replaceRecipe(db: Db, deps: PictureDeps, caller: Caller, id: string, body: RecipeBody, now = Date.now()): Promise<Outcome<Recipe>> {
  const { familyId } = caller;
  if ((await recipeExists(db, familyId, id)).length === 0) throw recipeNotFound();
  const { photoId, stored } = await pictureOf(db, deps, caller, body);
  const set = { ...savedColumns(body), photoId, updatedAt: iso(now) };
  const replaced = await writtenOrRefused<RecipeRow>(db, deps.bucket, familyId, stored, async () => {
    const [updated, still] = await db.batch([
      db
        .update(recipes)
        .set(set)
        .where(and(recipeOfFamily(familyId, id), pictureHeld(familyId, photoId)))
        .returning(recipeColumns),
      recipeExists(db, familyId, id),
    ]);
    if (updated[0]) return { row: updated[0] };
    // Deleted meanwhile (404), or the photo is not the family's (400).
    return { refusal: still.length === 0 ? recipeNotFound() : photoRefused() };
  });
  return saved(200, recipeOf(replaced), familyId, stored);
}

/** Deletes a recipe. Its picture stays in the album, and a dinner planned from it stays planned, its link to the recipe set null by the key. */
export async function deleteRecipe(db: Db, familyId: string, id: string): Promise<Outcome<undefined>> {
  const deleted = await db.delete(recipes).where(recipeOfFamily(familyId, id)).returning({ id: recipes.id });
  if (deleted.length === 0) throw recipeNotFound();
  return outcome(204, undefined, tell(familyId, "recipes_updated"));
}
