import type { PhotoType } from "@contract/photo-limits";

/**
 * An upload's bytes, told and cleaned (docs/features/photos.md "What the server keeps"): its type by
 * its first bytes (never by what the request says), its size from its own header, and its metadata
 * dropped, since a phone may send a photo it did not resize (or a client not ours), and a camera
 * writes where it stood into EXIF. Pure: no request, no storage.
 */
export interface CleanPhoto {
  type: PhotoType;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** JPEG segments that may carry who, where and when: APP1 (EXIF with its GPS, XMP), APP13 (IPTC) and comments. */
const DROPPED_JPEG = new Set([0xe1, 0xed, 0xfe]);
/** Start-of-frame markers (C0–CF but C4 DHT, C8 JPG, CC DAC): their segment holds the image's size. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers with no length after them: TEM and the restart markers. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** The photo cleaned, or null when the bytes are not a whole JPEG or WebP with a size. */
export function cleanPhoto(bytes: Uint8Array): CleanPhoto | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return cleanJpeg(bytes);
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return cleanWebp(bytes);
  return null;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | (bytes[at + 2]! << 16);
const u32le = (bytes: Uint8Array, at: number) => (u24le(bytes, at) | (bytes[at + 3]! << 24)) >>> 0;

function join(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Walks the segments up to the scan, keeping all but the dropped ones; the scan and what follows are kept as they are. */
function cleanJpeg(bytes: Uint8Array): CleanPhoto | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let size: { width: number; height: number } | null = null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (standalone(marker)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const length = u16be(bytes, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (isFrame(marker) && length >= 7) size = { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    if (marker === 0xda) {
      kept.push(bytes.subarray(at));
      return size && size.width > 0 && size.height > 0 ? { type: "image/jpeg", ...size, bytes: join(kept) } : null;
    }
    if (!DROPPED_JPEG.has(marker)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return null;
}

/** VP8X's flags for the chunks dropped here. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/** Keeps every RIFF chunk but EXIF and XMP, clears their flags in VP8X and writes the RIFF size again. */
function cleanWebp(bytes: Uint8Array): CleanPhoto | null {
  // A file cut short (its RIFF size past its end) is no whole photo; bytes after the RIFF are dropped.
  const end = 8 + u32le(bytes, 4);
  if (end > bytes.length) return null;
  const kept: Uint8Array[] = [];
  let size: { width: number; height: number } | null = null;
  let at = 12;
  while (at + 8 <= end) {
    const fourcc = ascii(bytes, at, 4);
    const length = u32le(bytes, at + 4);
    const next = at + 8 + length + (length % 2);
    if (at + 8 + length > end) return null;
    const chunk = bytes.slice(at, Math.min(next, end));
    const data = at + 8;
    if (fourcc === "VP8X" && length >= 10) {
      chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
      size = { width: u24le(bytes, data + 4) + 1, height: u24le(bytes, data + 7) + 1 };
    } else if (fourcc === "VP8 " && length >= 10 && !size) {
      // After the 3-byte frame tag and the start code 9d 01 2a: 14 bits each, the top two a scale.
      if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return null;
      size = { width: u16le(bytes, data + 6) & 0x3fff, height: u16le(bytes, data + 8) & 0x3fff };
    } else if (fourcc === "VP8L" && length >= 5 && !size) {
      if (bytes[data] !== 0x2f) return null;
      const bits = u32le(bytes, data + 1);
      size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (fourcc !== "EXIF" && fourcc !== "XMP ") kept.push(chunk);
    at = next;
  }
  if (!size || size.width === 0 || size.height === 0) return null;
  const body = join(kept);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return { type: "image/webp", ...size, bytes: join([header, body]) };
}
