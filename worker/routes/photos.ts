import type { Context } from "hono";
import { PHOTO_MAX_BYTES } from "@contract/photo-limits";
import { photoMessages as m } from "@contract/photo-messages";
import { photoAnswer, photosAnswer, screenPhotosAnswer } from "@contract/schemas/photos";
import type { AppEnv } from "../env";
import { defineRoute } from "../http/route";
import { albumOf, deletePhoto, type PhotoBytes, photoBytes, slideshowOf, uploadPhoto } from "../services/photos/album";

/**
 * The family's photo album (docs/features/photos.md): the phones upload, list and delete; the
 * phones and the family's paired kitchen screens read a photo's bytes, each through a route of its
 * own access. A helper's link has none of them.
 */

const tag = "photos";
const notFound = { not_found: "No such photo in the caller's family." };

/**
 * The bytes as the family's own: never stored by a shared cache, and asked again each time
 * (`no-cache`), so a deleted photo or a revoked screen is refused at once; a copy the caller has
 * costs a 304 and no R2 read. The screen's service worker keeps its own (web/sw/sw.ts).
 */
function bytesAnswer(c: Context<AppEnv>, answer: PhotoBytes): Response {
  const headers = { ETag: answer.etag, "Cache-Control": "private, no-cache", "Cross-Origin-Resource-Policy": "same-origin" };
  if (answer.notModified) return c.body(null, 304, headers);
  return c.body(answer.object.body, 200, { ...headers, "Content-Type": answer.contentType, "Content-Length": String(answer.object.size) });
}

export const photoRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/photos",
    summary:
      "Uploads a photo to the family's album: the body is the photo's bytes, a JPEG or WebP (told by its first bytes, whatever Content-Type says), its EXIF, XMP and IPTC metadata dropped before it is stored.",
    tag,
    access: "family",
    tells: ["photos_updated"],
    answer: { status: 201, description: "The photo as stored (its size in bytes after cleaning, its width and height).", schema: photoAnswer },
    errors: {
      invalid_body: "Empty, or not a whole JPEG or WebP image.",
      too_large: "Over 5 MiB.",
      quota_exceeded: "The family's album holds 300 photos, or this one would take it past 300 MiB.",
    },
    options: { bodyLimit: { bytes: PHOTO_MAX_BYTES, message: m.tooLarge } },
    // JSON is no photo: the matrix's request is refused, and changes nothing (test/worker/photos.test.ts uploads real ones).
    example: { body: { photo: "not a photo" }, status: 400, foreign: "own" },
    handler: async (c, { familyId, caller }) => uploadPhoto(c.get("db"), c.env.PHOTOS, { familyId, userId: caller.userId }, await c.req.arrayBuffer()),
  }),
  defineRoute({
    method: "GET",
    path: "/api/photos",
    summary: "The family's album, newest first.",
    tag,
    access: "family",
    answer: { status: 200, description: "The photos.", schema: photosAnswer },
    example: { status: 200, foreign: "own" },
    handler: async (c, { familyId }) => c.json(await albumOf(c.get("db"), familyId)),
  }),
  defineRoute({
    method: "GET",
    path: "/api/photos/:id",
    summary: "A photo's bytes, for the family's phones (`Cache-Control: private, no-cache`, an ETag; 304 to `If-None-Match`).",
    tag,
    access: "family",
    answer: { status: 200, description: "The image (image/jpeg or image/webp)." },
    errors: notFound,
    example: { params: { id: "{photoId}" }, status: 200, foreign: [404] },
    handler: async (c, { familyId, params }) => bytesAnswer(c, await photoBytes(c.get("db"), c.env.PHOTOS, familyId, params.id, c.req.header("If-None-Match"))),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/photos/:id",
    summary: "Deletes a photo of the family's album and its bytes (any member with an account: the uploader or a parent).",
    tag,
    access: "family",
    tells: ["photos_updated"],
    answer: { status: 204, description: "Deleted, its bytes too." },
    errors: notFound,
    example: { params: { id: "{photoId}" }, status: 204, foreign: [404] },
    handler: (c, { familyId, params }) => deletePhoto(c.get("db"), c.env.PHOTOS, familyId, params.id),
  }),
  defineRoute({
    method: "GET",
    path: "/api/kitchen/screen/photos",
    summary: "The photos the wall's slideshow cycles through: the family's newest 50, newest first.",
    tag: "kitchen screen",
    access: "kitchen",
    answer: { status: 200, description: "Their ids and sizes.", schema: screenPhotosAnswer },
    example: { status: 200, foreign: "own" },
    handler: async (c, { screen }) => c.json(await slideshowOf(c.get("db"), screen.familyId)),
  }),
  defineRoute({
    method: "GET",
    path: "/api/kitchen/screen/photos/:id",
    summary: "A photo's bytes, for the family's paired kitchen screen (as the phones' route: private, an ETag).",
    tag: "kitchen screen",
    access: "kitchen",
    answer: { status: 200, description: "The image (image/jpeg or image/webp)." },
    errors: notFound,
    example: { params: { id: "{photoId}" }, status: 200, foreign: [404] },
    handler: async (c, { screen, params }) =>
      bytesAnswer(c, await photoBytes(c.get("db"), c.env.PHOTOS, screen.familyId, params.id, c.req.header("If-None-Match"))),
  }),
];
