import type { Photo } from "@contract/schemas/photos";
import { call, json } from "./api";
import { jpegBytes } from "./photo-bytes";

/** The album's calls as a phone makes them (docs/features/photos.md); the bytes come from ./photo-bytes.ts. */

/** An upload as a phone sends it: the bytes as the body. */
export const upload = (token: string, bytes: Uint8Array, type = "image/jpeg") =>
  call("POST", "/api/photos", { token, rawBody: bytes, headers: { "Content-Type": type } });

/** An upload that must succeed: the stored photo. */
export async function uploaded(token: string, bytes: Uint8Array = jpegBytes()): Promise<Photo> {
  const response = await upload(token, bytes);
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return json<Photo>(response);
}
