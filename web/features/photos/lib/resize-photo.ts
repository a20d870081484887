import { PHOTO_JPEG_QUALITY, PHOTO_LONG_SIDE } from "@contract/photo-limits";

/**
 * A chosen file as the album keeps it (docs/features/photos.md "On the phones"): drawn on a canvas
 * at most PHOTO_LONG_SIDE on its long side and encoded as a JPEG. Drawing keeps the pixels only, so
 * the camera's EXIF (where the photo was taken) never leaves the phone; `createImageBitmap` turns
 * the photo upright by its EXIF orientation first. Null when the browser cannot read the file.
 */
export async function resizePhoto(file: Blob): Promise<Blob | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  const scale = Math.min(1, PHOTO_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", PHOTO_JPEG_QUALITY));
}
