import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { WALL_SLIDESHOW_PHOTOS } from "@contract/kitchen-limits";
import { PHOTO_BYTES_PER_FAMILY, photoKey, PHOTOS_PER_FAMILY } from "@contract/photo-limits";
import { photoMessages as m } from "@contract/photo-messages";
import type { Photo, ScreenPhoto } from "@contract/schemas/photos";
import { photos } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { call, errorBody } from "@test/helpers/api";
import { createUser, dbOf, type TestUser } from "@test/helpers/factories";
import { ok, pairScreen } from "@test/helpers/kitchen";
import { jpegBytes } from "@test/helpers/photo-bytes";
import { upload, uploaded } from "@test/helpers/photos";

/** The album is the family's alone (docs/features/photos.md "Who sees what"), and its quota holds under parallel uploads. */

const objectsOf = async (familyId: string) => (await env.PHOTOS.list({ prefix: `families/${familyId}/photos/` })).objects.map((object) => object.key).sort();
const album = (user: TestUser) => ok<Photo[]>(call("GET", "/api/photos", { token: user.token }), 200);

/** Rows written straight to D1 (no R2 objects: nothing reads their bytes here), so the album is near its cap at once. */
async function fill(user: TestUser, count: number, bytesEach = 1000) {
  const at = Date.parse("2026-01-01T00:00:00.000Z");
  const rows = Array.from({ length: count }, (_, index) => ({
    id: newId(),
    familyId: user.familyId,
    uploadedBy: user.memberId,
    bytes: bytesEach,
    width: 10,
    height: 10,
    contentType: "image/jpeg" as const,
    createdAt: new Date(at + index).toISOString(),
  }));
  // D1 binds at most 100 values a statement: 8 columns a row.
  for (let start = 0; start < rows.length; start += 12)
    await dbOf(user)
      .insert(photos)
      .values(rows.slice(start, start + 12));
}

describe("another family", () => {
  it("its session gets 404 for a photo's bytes and its delete, and its album never shows the photo", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const photo = await uploaded(owner.token);
    for (const method of ["GET", "DELETE"]) {
      const response = await call(method, `/api/photos/${photo.id}`, { token: stranger.token });
      expect(response.status, method).toBe(404);
      expect(await errorBody(response)).toMatchObject({ code: "not_found", message: m.notFound });
    }
    expect(await album(stranger)).toEqual([]);
    expect(await objectsOf(owner.familyId)).toEqual([photoKey(owner.familyId, photo.id)]);
  });

  it("its paired screen gets 404 for the photo's bytes, and its slideshow never holds the photo", async () => {
    const owner = await createUser();
    const photo = await uploaded(owner.token);
    const strangersScreen = await pairScreen(await createUser());
    expect((await call("GET", `/api/kitchen/screen/photos/${photo.id}`, { token: strangersScreen.token })).status).toBe(404);
    expect(await ok<ScreenPhoto[]>(call("GET", "/api/kitchen/screen/photos", { token: strangersScreen.token }), 200)).toEqual([]);
  });

  it("an upload lands in the uploader's own family, under its own R2 prefix", async () => {
    const one = await createUser();
    const other = await createUser();
    const photo = await uploaded(other.token);
    expect(await objectsOf(other.familyId)).toEqual([photoKey(other.familyId, photo.id)]);
    expect(await objectsOf(one.familyId)).toEqual([]);
  });
});

describe("the family's quota", () => {
  it(`holds at ${PHOTOS_PER_FAMILY} photos under parallel uploads: of ten at once with room for three, three are stored and the rest leave nothing in R2`, async () => {
    const parent = await createUser();
    await fill(parent, PHOTOS_PER_FAMILY - 3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(parent.token, jpegBytes())));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array(7).fill(409)]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await errorBody(refused)).toMatchObject({ code: "quota_exceeded", message: m.albumFull });
    expect(await album(parent)).toHaveLength(PHOTOS_PER_FAMILY);
    // Only the three stored photos have objects: the refused uploads' were deleted again.
    expect(await objectsOf(parent.familyId)).toHaveLength(3);
  });

  it("holds on the bytes too: an upload that would pass the family's bytes is refused, a smaller one still fits", async () => {
    const parent = await createUser();
    const photo = jpegBytes({ scanBytes: 4000 });
    const size = (await uploaded(parent.token, photo)).bytes;
    // 100 rows leave exactly room for one more of this size.
    await fill(parent, 100, Math.floor((PHOTO_BYTES_PER_FAMILY - 2 * size) / 100));
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(parent.token, photo)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await objectsOf(parent.familyId)).toHaveLength(2);
  });

  it("a deleted photo frees its room", async () => {
    const parent = await createUser();
    await fill(parent, PHOTOS_PER_FAMILY - 1);
    const last = await uploaded(parent.token);
    expect((await upload(parent.token, jpegBytes())).status).toBe(409);
    expect((await call("DELETE", `/api/photos/${last.id}`, { token: parent.token })).status).toBe(204);
    expect((await upload(parent.token, jpegBytes())).status).toBe(201);
  });

  it(`the screen's slideshow holds the newest ${WALL_SLIDESHOW_PHOTOS}`, async () => {
    const parent = await createUser();
    await fill(parent, WALL_SLIDESHOW_PHOTOS + 5);
    const newest = await uploaded(parent.token);
    const screen = await pairScreen(parent);
    const shown = await ok<ScreenPhoto[]>(call("GET", "/api/kitchen/screen/photos", { token: screen.token }), 200);
    expect(shown).toHaveLength(WALL_SLIDESHOW_PHOTOS);
    expect(shown[0]!.id).toBe(newest.id);
  });
});

describe("a deleted family", () => {
  // Through the Worker's own handler with the test's bindings: the call returns once its after-answer work is done.
  const deleteUser = async (userId: string) => {
    const admin = await createUser({ isAdmin: true });
    return call("DELETE", `/api/admin/users/${userId}`, { token: admin.token, env });
  };

  it("loses its photos' bytes in R2 with its last account, and another family keeps its own", async () => {
    const leaving = await createUser();
    const staying = await createUser();
    await uploaded(leaving.token);
    await uploaded(leaving.token);
    const kept = await uploaded(staying.token);
    expect((await deleteUser(leaving.id)).status).toBe(204);
    expect(await objectsOf(leaving.familyId)).toEqual([]);
    expect(await objectsOf(staying.familyId)).toEqual([photoKey(staying.familyId, kept.id)]);
  });

  it("keeps them while another account is still in the family", async () => {
    const parent = await createUser();
    const other = await createUser({ familyId: parent.familyId });
    const photo = await uploaded(parent.token);
    expect((await deleteUser(parent.id)).status).toBe(204);
    expect(await objectsOf(parent.familyId)).toEqual([photoKey(parent.familyId, photo.id)]);
    expect(await album(other)).toHaveLength(1);
  });
});
