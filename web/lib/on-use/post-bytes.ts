import { ApiError, defaultErrorText, parseErrorBody } from "../api-client";
import { authToken } from "../auth-storage";

/**
 * `POST` with a file's bytes as the body (a photo, a recipe export) and a JSON answer. Not through
 * `api()`, which sends JSON, nor a change: an upload is never queued offline. Errors read as
 * `api()`'s do, the server's own message kept. In `web/lib/on-use/`, which the signed-in group
 * leaves (scripts/vite/chunks.ts): only the screens that upload load it.
 */
export async function postBytes<T>(path: string, bytes: Blob): Promise<T> {
  const token = authToken.peek();
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": bytes.type || "application/octet-stream", Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: bytes,
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
  return JSON.parse(text) as T;
}
