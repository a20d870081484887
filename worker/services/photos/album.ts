import { and, desc, eq, sql } from "drizzle-orm";
import { WALL_SLIDESHOW_PHOTOS } from "@contract/kitchen-limits";
import { PHOTO_BYTES_PER_FAMILY, photoKey, PHOTOS_PER_FAMILY } from "@contract/photo-limits";
import { photoMessages as m } from "@contract/photo-messages";
import type { Photo, ScreenPhoto } from "@contract/schemas/photos";
import { families, familyMembers, photos } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { fullRow } from "@worker/lib/full-row";
import { HttpError, invalid } from "@worker/lib/http-error";
import { cleanPhoto } from "@worker/lib/photo-bytes";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";

/**
 * The family's photo album (docs/features/photos.md): rows in D1, bytes in R2 under the family.
 * Every query names the caller's family, so another family's photo id finds nothing (404).
 */

const columns = {
  id: photos.id,
  uploadedBy: photos.uploadedBy,
  bytes: photos.bytes,
  width: photos.width,
  height: photos.height,
  contentType: photos.contentType,
  createdAt: photos.createdAt,
};

const photoNotFound = () => new HttpError("not_found", m.notFound);

/**
 * The row, only while the family is under both caps counting this photo: one statement, so
 * uploads side by side each see the others' rows (D1 runs one statement at a time) and the album
 * never passes a cap. The uploader is the caller's member, found in the same statement.
 */
function guardedInsert(db: Db, familyId: string, userId: string, row: Omit<Photo, "uploadedBy">) {
  const ofFamily = sql`${photos.familyId} = ${familyId}`;
  const room = sql`(SELECT count(*) FROM ${photos} WHERE ${ofFamily}) < ${PHOTOS_PER_FAMILY}
    AND (SELECT coalesce(sum(${photos.bytes}), 0) FROM ${photos} WHERE ${ofFamily}) + ${row.bytes} <= ${PHOTO_BYTES_PER_FAMILY}`;
  const uploader = sql`(SELECT ${familyMembers.id} FROM ${familyMembers} WHERE ${familyMembers.userId} = ${userId} AND ${familyMembers.familyId} = ${familyId})`;
  return db
    .insert(photos)
    .select(
      db
        .select(fullRow(photos, { ...row, familyId, uploadedBy: uploader }))
        .from(families)
        .where(and(eq(families.id, familyId), room)),
    )
    .returning(columns);
}

/**
 * Uploads a photo: the bytes told and cleaned (JPEG or WebP by their first bytes, metadata dropped),
 * put in R2, then the row by the guarded insert. A refused or failed insert deletes the object
 * again, so nothing is left in R2 that no row names.
 */
export async function uploadPhoto(
  db: Db,
  bucket: R2Bucket,
  caller: { familyId: string; userId: string },
  body: ArrayBuffer,
  now = Date.now(),
): Promise<Outcome<Photo>> {
  if (body.byteLength === 0) throw invalid(m.empty);
  const photo = cleanPhoto(new Uint8Array(body));
  if (!photo) throw invalid(m.notAPhoto);
  const { familyId, userId } = caller;
  const id = newId();
  const key = photoKey(familyId, id);
  await bucket.put(key, photo.bytes, { httpMetadata: { contentType: photo.type } });
  const row = { id, bytes: photo.bytes.length, width: photo.width, height: photo.height, contentType: photo.type, createdAt: iso(now) };
  let inserted: Photo[];
  try {
    inserted = await guardedInsert(db, familyId, userId, row);
  } catch (error) {
    await bucket.delete(key);
    throw error;
  }
  const [stored] = inserted;
  if (!stored) {
    await bucket.delete(key);
    throw new HttpError("quota_exceeded", m.albumFull);
  }
  return outcome(201, stored, tell(familyId, "photos_updated"));
}

/** The album, newest first (at most PHOTOS_PER_FAMILY rows), off `photos_family`. */
export const albumOf = (db: Db, familyId: string): Promise<Photo[]> =>
  db.select(columns).from(photos).where(eq(photos.familyId, familyId)).orderBy(desc(photos.createdAt), desc(photos.id));

/** What the wall cycles through: the newest WALL_SLIDESHOW_PHOTOS, which its service worker keeps. */
export const slideshowOf = (db: Db, familyId: string): Promise<ScreenPhoto[]> =>
  db
    .select({ id: photos.id, width: photos.width, height: photos.height })
    .from(photos)
    .where(eq(photos.familyId, familyId))
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .limit(WALL_SLIDESHOW_PHOTOS);

/** A photo's bytes answer: unchanged since the caller's copy (its ETag is the photo's id: the bytes never change), or the object. */
export type PhotoBytes = { etag: string; notModified: true } | { etag: string; notModified: false; object: R2ObjectBody; contentType: string };

/** One photo of the family, or 404: the row first (the family's), so another family's id never reaches R2. */
export async function photoBytes(db: Db, bucket: R2Bucket, familyId: string, id: string, ifNoneMatch: string | undefined): Promise<PhotoBytes> {
  const [row] = await db
    .select({ contentType: photos.contentType })
    .from(photos)
    .where(and(eq(photos.id, id), eq(photos.familyId, familyId)));
  if (!row) throw photoNotFound();
  const etag = `"${id}"`;
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return { etag, notModified: true };
  const object = await bucket.get(photoKey(familyId, id));
  if (!object) throw photoNotFound();
  return { etag, notModified: false, object, contentType: row.contentType };
}

/**
 * Deletes a photo and its object. Any member with an account may: the uploader, or a parent (every
 * account of a family is a parent's, docs/features/kitchen.md "Who is who"; children, helpers and
 * screens have no way to this route). The row goes first, so the album never lists a photo whose
 * bytes are gone; an object whose delete failed after it is unreachable (no row names it).
 */
export async function deletePhoto(db: Db, bucket: R2Bucket, familyId: string, id: string): Promise<Outcome<undefined>> {
  const deleted = await db
    .delete(photos)
    .where(and(eq(photos.id, id), eq(photos.familyId, familyId)))
    .returning({ id: photos.id });
  if (deleted.length === 0) throw photoNotFound();
  await bucket.delete(photoKey(familyId, id));
  return outcome(204, undefined, tell(familyId, "photos_updated"));
}

/**
 * The R2 objects of a family that is gone (its last account deleted: the rows went with it by the
 * cascade), page by page under its prefix. A family that still exists keeps every object: the
 * effect may run after a batch whose guard kept the family (someone joined meanwhile).
 */
export async function deleteGoneFamilysPhotos(db: Db, bucket: R2Bucket, familyId: string): Promise<void> {
  const [family] = await db.select({ id: families.id }).from(families).where(eq(families.id, familyId));
  if (family) return;
  const prefix = photoKey(familyId, "");
  for (let page = await bucket.list({ prefix }); ; page = await bucket.list({ prefix, cursor: page.cursor })) {
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    if (!page.truncated) return;
  }
}
