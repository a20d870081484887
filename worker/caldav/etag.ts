import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { DavObject } from "./collection";

const encoder = new TextEncoder();

/**
 * A resource with its strong ETag: the first 128 bits of the SHA-256 of its text, so the tag changes
 * exactly when the bytes a phone would read change, whichever side changed the row.
 */
export function davObject(name: string, ics: string): DavObject {
  return { name, ics, etag: encodeHexLowerCase(sha256(encoder.encode(ics))).slice(0, 32) };
}
