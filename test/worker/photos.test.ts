import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { photoKey } from "@contract/photo-limits";
import { photoMessages as m } from "@contract/photo-messages";
import type { Photo, ScreenPhoto } from "@contract/schemas/photos";
import { call, errorBody, json } from "@test/helpers/api";
import { createUser } from "@test/helpers/factories";
import { helperWithDevice } from "@test/helpers/helpers";
import { ok, pairScreen } from "@test/helpers/kitchen";
import { GPS_MARK, jpegBytes, webpBytes } from "@test/helpers/photo-bytes";
import { upload, uploaded } from "@test/helpers/photos";

/** The family's photo album (docs/features/photos.md): upload, list, bytes, delete. Scoping and the quota: photos-scope.test.ts. */

const stored = async (familyId: string, id: string) => env.PHOTOS.get(photoKey(familyId, id));
const latin1 = (buffer: ArrayBuffer) => new TextDecoder("latin1").decode(buffer);

describe("uploading a photo", () => {
  it("stores a JPEG under the family in R2, without its EXIF, and answers its row; the family is told", async () => {
    const parent = await createUser();
    const response = await upload(parent.token, jpegBytes({ width: 1920, height: 1440 }));
    expect(response.status).toBe(201);
    expect(response.headers.get("X-Live-Notices")).toBe("photos_updated");
    const photo = await json<Photo>(response);
    expect(photo).toMatchObject({ uploadedBy: parent.memberId, width: 1920, height: 1440, contentType: "image/jpeg" });
    const object = await stored(parent.familyId, photo.id);
    expect(object?.httpMetadata?.contentType).toBe("image/jpeg");
    const bytes = await object!.arrayBuffer();
    expect(bytes.byteLength).toBe(photo.bytes);
    expect(latin1(bytes)).not.toContain(GPS_MARK);
  });

  it("stores a WebP as a WebP, its EXIF chunk dropped, whatever Content-Type the phone sent", async () => {
    const parent = await createUser();
    const photo = await json<Photo>(await upload(parent.token, webpBytes({ width: 1600, height: 900 }), "application/octet-stream"));
    expect(photo).toMatchObject({ contentType: "image/webp", width: 1600, height: 900 });
    expect(latin1(await (await stored(parent.familyId, photo.id))!.arrayBuffer())).not.toContain(GPS_MARK);
  });

  it.each([
    ["a PNG", Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), m.notAPhoto],
    ["a JPEG cut short", jpegBytes().slice(0, 40), m.notAPhoto],
    ["nothing", new Uint8Array(0), m.empty],
  ])("refuses %s with 400 and stores nothing", async (_name, bytes, message) => {
    const parent = await createUser();
    const response = await upload(parent.token, bytes, "image/jpeg");
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ code: "invalid_body", message });
    expect(await ok<Photo[]>(call("GET", "/api/photos", { token: parent.token }), 200)).toEqual([]);
    expect((await env.PHOTOS.list({ prefix: `families/${parent.familyId}/` })).objects).toEqual([]);
  });

  it("refuses a body over 5 MiB with 413 and its Faroese text", async () => {
    const parent = await createUser();
    const response = await upload(parent.token, jpegBytes({ scanBytes: 5 * 1024 * 1024 }));
    expect(response.status).toBe(413);
    expect(await errorBody(response)).toMatchObject({ code: "too_large", message: m.tooLarge });
    expect((await env.PHOTOS.list({ prefix: `families/${parent.familyId}/` })).objects).toEqual([]);
  });
});

describe("the album and a photo's bytes", () => {
  it("lists the family's photos newest first", async () => {
    const parent = await createUser();
    const first = await uploaded(parent.token);
    const second = await uploaded(parent.token, webpBytes());
    const album = await ok<Photo[]>(call("GET", "/api/photos", { token: parent.token }), 200);
    expect(album.map((photo) => photo.id)).toEqual([second.id, first.id]);
  });

  it("answers the bytes to the family's session, private and with an ETag, and 304 to a copy the phone has", async () => {
    const parent = await createUser();
    const photo = await uploaded(parent.token);
    const response = await call("GET", `/api/photos/${photo.id}`, { token: parent.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect((await response.arrayBuffer()).byteLength).toBe(photo.bytes);
    const etag = response.headers.get("ETag")!;
    const again = await call("GET", `/api/photos/${photo.id}`, { token: parent.token, headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers the family's paired screen its newest photos and their bytes with its kitchen token", async () => {
    const parent = await createUser();
    const photo = await uploaded(parent.token);
    const screen = await pairScreen(parent);
    expect(await ok<ScreenPhoto[]>(call("GET", "/api/kitchen/screen/photos", { token: screen.token }), 200)).toEqual([
      { id: photo.id, width: photo.width, height: photo.height },
    ]);
    const bytes = await call("GET", `/api/kitchen/screen/photos/${photo.id}`, { token: screen.token });
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get("Cache-Control")).toBe("private, no-cache");
    expect((await bytes.arrayBuffer()).byteLength).toBe(photo.bytes);
  });
});

describe("deleting a photo", () => {
  it("the uploader deletes it: the row and the R2 object are gone, and the family is told", async () => {
    const parent = await createUser();
    const photo = await uploaded(parent.token);
    const response = await call("DELETE", `/api/photos/${photo.id}`, { token: parent.token });
    expect(response.status).toBe(204);
    expect(response.headers.get("X-Live-Notices")).toBe("photos_updated");
    expect(await stored(parent.familyId, photo.id)).toBeNull();
    expect((await call("GET", `/api/photos/${photo.id}`, { token: parent.token })).status).toBe(404);
    expect((await call("DELETE", `/api/photos/${photo.id}`, { token: parent.token })).status).toBe(404);
  });

  it("another parent of the family may delete it (every account of a family is a parent's)", async () => {
    const parent = await createUser();
    const other = await createUser({ familyId: parent.familyId });
    const photo = await uploaded(parent.token);
    expect((await call("DELETE", `/api/photos/${photo.id}`, { token: other.token })).status).toBe(204);
    expect(await stored(parent.familyId, photo.id)).toBeNull();
  });

  it("neither a helper's link nor the family's own screen may delete, upload or read the album (403), and the photo stays", async () => {
    const parent = await createUser();
    const photo = await uploaded(parent.token);
    const helper = await helperWithDevice(parent);
    const screen = await pairScreen(parent);
    for (const token of [helper.token, screen.token]) {
      expect((await call("DELETE", `/api/photos/${photo.id}`, { token })).status).toBe(403);
      expect((await upload(token, jpegBytes())).status).toBe(403);
      expect((await call("GET", "/api/photos", { token })).status).toBe(403);
      expect((await call("GET", `/api/photos/${photo.id}`, { token })).status).toBe(403);
    }
    expect((await call("GET", `/api/kitchen/screen/photos/${photo.id}`, { token: helper.token })).status).toBe(403);
    expect(await stored(parent.familyId, photo.id)).not.toBeNull();
  });
});
