import { PHOTO_MAX_BYTES } from "@contract/photo-limits";
import { RECIPE_PICTURE_REDIRECTS, RECIPE_PICTURE_TIMEOUT_MS } from "@contract/recipe-limits";
import type { Photo } from "@contract/schemas/photos";
import type { Db } from "@worker/env";
import { errorText } from "@worker/lib/error-text";
import { type SafeFetchFailure, safeFetchBytes } from "@worker/lib/outbound/safe-fetch";
import type { UrlPolicy } from "@worker/lib/outbound/url-policy";
import { deletePhoto, uploadPhoto } from "@worker/services/photos/album";

/**
 * An imported draft's picture (docs/features/recipes.md "Pictures"): the address is fetched once,
 * through the server's one safe way out (worker/lib/outbound/safe-fetch.ts: the URL and each
 * redirect checked, a time cap, no more than a photo upload's bytes), and the bytes go into the
 * family's album through the photos service, as an upload goes: JPEG or WebP by their first bytes,
 * EXIF and the rest dropped, sized from the file, under the album's quota. Whatever keeps the
 * picture from being had (no answer, not a JPEG or WebP, a full album) leaves the recipe without
 * one: the save never fails for it, and the address is never shown to the phones in its place.
 */

export interface PictureDeps {
  bucket: R2Bucket;
  policy: UrlPolicy;
}

const why = (failure: SafeFetchFailure) =>
  failure.reason === "url" || failure.reason === "redirectRefused" ? `${failure.reason} (${failure.refusal})` : failure.reason;

/** The stored photo, or null when the picture could not be had (the reason goes to the log, never to the phone). */
export async function pictureFromUrl(db: Db, deps: PictureDeps, caller: { familyId: string; userId: string }, url: string): Promise<Photo | null> {
  const fetched = await safeFetchBytes(url, {
    accept: "image/jpeg, image/webp, image/*;q=0.5",
    userAgent: "FamilyHub-recipes/1 (a recipe's picture, fetched once)",
    maxBytes: PHOTO_MAX_BYTES,
    timeoutMs: RECIPE_PICTURE_TIMEOUT_MS,
    redirects: RECIPE_PICTURE_REDIRECTS,
    policy: deps.policy,
  });
  if (fetched.kind !== "body") {
    console.warn(`recipe picture not fetched: ${fetched.kind === "failed" ? why(fetched) : "answered 304"}`);
    return null;
  }
  try {
    const stored = await uploadPhoto(db, deps.bucket, caller, fetched.bytes.buffer as ArrayBuffer);
    return stored.body;
  } catch (error) {
    console.warn(`recipe picture not stored: ${errorText(error, 200)}`);
    return null;
  }
}

/** A picture stored for a save that then failed goes again, so the album keeps no photo the save did not keep. */
export async function forgetPicture(db: Db, bucket: R2Bucket, familyId: string, photo: Photo | null): Promise<void> {
  if (photo) await deletePhoto(db, bucket, familyId, photo.id).catch(() => undefined);
}
