import { describe, expect, it } from "vitest";
import { cleanPhoto } from "@worker/lib/photo-bytes";
import { GPS_MARK, jpegBytes, webpBytes } from "@test/helpers/photo-bytes";

const text = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

describe("an upload's bytes (worker/lib/photo-bytes.ts)", () => {
  it("a JPEG is told by its first bytes, sized from its frame, and keeps everything but its EXIF, XMP, IPTC and comments", () => {
    const photo = cleanPhoto(jpegBytes({ width: 1920, height: 1280 }));
    expect(photo).toMatchObject({ type: "image/jpeg", width: 1920, height: 1280 });
    expect(text(photo!.bytes)).not.toContain(GPS_MARK);
    expect(text(photo!.bytes)).toContain("JFIF");
    expect(photo!.bytes).toEqual(cleanPhoto(jpegBytes({ width: 1920, height: 1280, exif: false }))!.bytes);
    // The scan and the end are kept as they came.
    expect([...photo!.bytes.slice(-2)]).toEqual([0xff, 0xd9]);
  });

  it("a JPEG without EXIF comes back byte for byte", () => {
    const plain = jpegBytes({ exif: false });
    expect(cleanPhoto(plain)!.bytes).toEqual(plain);
  });

  it("an extended WebP loses its EXIF chunk and flag, with the RIFF size written again", () => {
    const photo = cleanPhoto(webpBytes({ width: 1600, height: 1200 }));
    expect(photo).toMatchObject({ type: "image/webp", width: 1600, height: 1200 });
    const bytes = photo!.bytes;
    expect(text(bytes)).not.toContain(GPS_MARK);
    expect(text(bytes)).not.toContain("EXIF");
    expect(new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true)).toBe(bytes.length - 8);
    // VP8X's flags: the EXIF bit cleared.
    expect(bytes[20]! & 0x08).toBe(0);
  });

  it("a lossless WebP is sized from its VP8L header", () => {
    expect(cleanPhoto(webpBytes({ width: 300, height: 200, kind: "lossless" }))).toMatchObject({ type: "image/webp", width: 300, height: 200 });
  });

  it.each([
    ["nothing", new Uint8Array(0)],
    ["a PNG", Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
    ["JSON", new TextEncoder().encode('{"photo":"not a photo"}')],
    ["a JPEG cut short before its scan", jpegBytes().slice(0, 60)],
    ["a JPEG of no size", jpegBytes({ width: 0, height: 0 })],
    ["a WebP cut short", webpBytes().slice(0, 30)],
  ])("%s is no photo", (_name, bytes) => {
    expect(cleanPhoto(bytes)).toBeNull();
  });
});
