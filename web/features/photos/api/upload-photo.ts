import type { Photo } from "@contract/schemas/photos";
import { postBytes } from "@web/lib/on-use/post-bytes";

/**
 * `POST /api/photos` with the photo's bytes as the body; its answer goes straight into the album's
 * cache. Not a change: an upload is never queued offline (the page says so instead).
 */
export const uploadPhoto = (photo: Blob): Promise<Photo> => postBytes<Photo>("/api/photos", photo);
