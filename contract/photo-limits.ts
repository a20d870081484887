/**
 * The family's photo album's numbers (docs/features/photos.md). A module of its own, not
 * contract/limits.ts: the phones' entry holds every constant of that module any page uses, and the
 * signed-in routes have no room for the album's.
 */
const MIB = 1024 * 1024;

/** One photo's body: a phone sends a resized JPEG of some hundreds of KB; this bounds one that did not resize. */
export const PHOTO_MAX_BYTES = 5 * MIB;
/** A family's album: at most this many photos and this many bytes together (a 1920 px JPEG is about 0.3–0.8 MB). */
export const PHOTOS_PER_FAMILY = 300;
export const PHOTO_BYTES_PER_FAMILY = 300 * MIB;
/** The phones resize a photo to this long side before upload (a wall is at most a 1920 px screen), as a JPEG of this quality. */
export const PHOTO_LONG_SIDE = 1920;
export const PHOTO_JPEG_QUALITY = 0.85;
/** The types an upload may be, told by its first bytes. */
export const PHOTO_TYPES = ["image/jpeg", "image/webp"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
/** The album's key in R2: under the family, never a public address (the bucket has none). */
export const photoKey = (familyId: string, photoId: string) => `families/${familyId}/photos/${photoId}`;
