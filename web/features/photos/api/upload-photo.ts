import type { Photo } from "@contract/schemas/photos";
import { ApiError, defaultErrorText, parseErrorBody } from "@web/lib/api-client";
import { authToken } from "@web/lib/auth-storage";

/**
 * `POST /api/photos` with the photo's bytes as the body. Not through `api()`, which sends JSON, nor
 * a change: an upload is never queued offline (the page says so instead), and its answer goes
 * straight into the album's cache. Errors read as `api()`'s do.
 */
export async function uploadPhoto(photo: Blob): Promise<Photo> {
  const token = authToken.peek();
  let response: Response;
  try {
    response = await fetch("/api/photos", {
      method: "POST",
      headers: { "Content-Type": photo.type, Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: photo,
    });
  } catch (error) {
    throw new ApiError(0, "network", error instanceof Error ? error.message : String(error), null);
  }
  const text = await response.text();
  if (!response.ok) {
    const parsed = parseErrorBody(text);
    throw new ApiError(
      response.status,
      parsed.code ?? "unknown",
      parsed.message ?? defaultErrorText(response.status, response.statusText, text),
      parsed.message,
    );
  }
  return JSON.parse(text) as Photo;
}
