import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { DavObject } from "./collection";

const encoder = new TextEncoder();

/** The strong ETag of exactly these bytes (unquoted). */
export const etagOfBytes = (bytes: Uint8Array): string => encodeHexLowerCase(sha256(bytes)).slice(0, 32);

/**
 * A resource with its strong ETag: the first 128 bits of the SHA-256 of its text, so the tag changes
 * exactly when the bytes a phone would read change, whichever side changed the row. `state`: what
 * a write conditioned on the tag is guarded by (services/caldav/state.ts), on resources read from rows.
 */
export function davObject(name: string, ics: string, state?: string): DavObject {
  const object = { name, ics, etag: etagOfBytes(encoder.encode(ics)) };
  return state === undefined ? object : { ...object, state };
}
