/**
 * Photos for the album's tests (docs/features/photos.md): byte layouts the server tells and cleans,
 * made here, since the server never decodes pixels. The browser tests upload a real JPEG drawn on a canvas.
 */

/** Where a camera writes its place: the EXIF test looks for this in what was stored. */
export const GPS_MARK = "GPS 62.0107N 6.7741W";

const segment = (marker: number, payload: Uint8Array) => {
  const length = payload.length + 2;
  return Uint8Array.from([0xff, marker, length >> 8, length & 0xff, ...payload]);
};
const text = (value: string) => new TextEncoder().encode(value);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A JPEG's structure: JFIF, an EXIF segment holding GPS_MARK (unless `exif: false`), the frame's size, a scan of `scanBytes`. */
export function jpegBytes(options: { width?: number; height?: number; exif?: boolean; scanBytes?: number } = {}): Uint8Array {
  const { width = 1920, height = 1080, exif = true, scanBytes = 64 } = options;
  const jfif = segment(0xe0, Uint8Array.from([...text("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  const app1 = segment(0xe1, concat([text("Exif\0\0"), text(GPS_MARK)]));
  const comment = segment(0xfe, text(`Tikið við ${GPS_MARK}`));
  const frame = segment(0xc0, Uint8Array.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]));
  const scan = segment(0xda, Uint8Array.from([1, 1, 0, 0, 0x3f, 0]));
  const data = new Uint8Array(scanBytes).fill(0x55);
  return concat([Uint8Array.from([0xff, 0xd8]), jfif, ...(exif ? [app1, comment] : []), frame, scan, data, Uint8Array.from([0xff, 0xd9])]);
}

const chunk = (fourcc: string, payload: Uint8Array) => {
  const size = new Uint8Array(4);
  new DataView(size.buffer).setUint32(0, payload.length, true);
  return concat([text(fourcc), size, payload, payload.length % 2 ? new Uint8Array(1) : new Uint8Array(0)]);
};

/** An extended WebP (VP8X with an EXIF chunk holding GPS_MARK) or a lossless one (VP8L), of that size. */
export function webpBytes(options: { width?: number; height?: number; kind?: "extended" | "lossless" } = {}): Uint8Array {
  const { width = 1600, height = 1200, kind = "extended" } = options;
  const u24 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];
  const bits = (width - 1) | ((height - 1) << 14);
  const lossless = chunk("VP8L", Uint8Array.from([0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, 0, 0, 0]));
  const chunks =
    kind === "lossless"
      ? [lossless]
      : [chunk("VP8X", Uint8Array.from([0x08, 0, 0, 0, ...u24(width - 1), ...u24(height - 1)])), lossless, chunk("EXIF", text(`Exif\0\0${GPS_MARK}`))];
  const body = concat([text("WEBP"), ...chunks]);
  const size = new Uint8Array(4);
  new DataView(size.buffer).setUint32(0, body.length, true);
  return concat([text("RIFF"), size, body]);
}
