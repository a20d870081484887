import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { WALL_IDLE_MS, WALL_SLIDE_MS } from "@contract/kitchen-limits";
import { call, createUsers, type TestUser } from "./helpers/factories";
import { openPairedScreen, pairScreen } from "./helpers/kitchen";
import { expectToast, launchBrowser, openSignedIn, screenshot, underServiceWorker } from "./helpers/setup";
import { cameraPhoto } from "./helpers/camera-photo";

/**
 * The family's photos (docs/features/photos.md): a phone uploads a real JPEG, the idle wall at
 * 1024×768 shows it as a slideshow on Playwright's clock, and a tap brings the chores back. Then the
 * slideshow runs on under the screen's service worker, counting the reads that reach the server.
 */

let browser: Browser;
let parent: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "photos" }])]);
  browser = launched;
  [parent] = users as [TestUser];
  // Never dimmed, whatever the hour the test runs at: the slideshow does not show over a dimmed wall.
  await call("PUT", "/api/kitchen/dim", { dim: null }, parent.token);
});

afterAll(async () => {
  await browser?.close();
});

describe("the family's photos on the wall", () => {
  it("a phone uploads a photo, the idle wall shows it, and a tap brings the chores back", async () => {
    const phone = await openSignedIn(browser, parent, "/family");
    await phone.page.getByRole("heading", { name: "Myndir" }).waitFor();
    await phone.page.getByRole("button", { name: "Vís myndirnar" }).click();
    await phone.page.getByText("Eingin mynd enn", { exact: false }).waitFor();
    await phone.page.getByLabel("Legg myndir upp").setInputFiles({ name: "fjallið.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto(phone.page) });
    await expectToast(phone.page, "Myndin er løgd upp");
    await phone.page.getByRole("img", { name: /^Mynd frá / }).waitFor();
    const [stored] = await call<{ width: number; height: number }[]>("GET", "/api/photos", undefined, parent.token);
    // Resized on the phone to 1920 px on its long side.
    expect(stored).toMatchObject({ width: 1920, height: 1280 });
    await screenshot(phone.page, "photos-page-phone");
    expect(phone.errors).toEqual([]);

    const { page, context, errors } = await openPairedScreen(browser, await pairScreen(parent), { clocked: true });
    const slideshow = page.getByRole("button", { name: "Vís uppgávurnar aftur" });
    await page.clock.fastForward(WALL_IDLE_MS - 10_000);
    expect(await slideshow.count()).toBe(0);
    await page.clock.fastForward(11_000);
    await slideshow.getByRole("img", { name: "Mynd úr myndasavni familjunnar" }).waitFor();
    await expect.poll(() => slideshow.getByRole("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1920);
    await screenshot(page, "wall-slideshow-1024x768");

    await slideshow.click();
    await page.getByRole("heading", { name: "Í dag" }).waitFor();
    expect(await slideshow.count()).toBe(0);
    // Idle again: the slideshow comes back.
    await page.clock.fastForward(WALL_IDLE_MS + 1000);
    await slideshow.waitFor();
    expect(errors).toEqual([]);
    await context.close();
    await phone.context.close();
  });

  it("a running slideshow reads nothing from the server once the screen's service worker holds its photos", async () => {
    const paired = await pairScreen(parent);
    const { page, context, errors } = await openPairedScreen(browser, paired, { clocked: true });
    await underServiceWorker(page);
    await page.getByRole("heading", { name: "Í dag" }).waitFor();
    await page.clock.fastForward(WALL_IDLE_MS + 1000);
    const slideshow = page.getByRole("button", { name: "Vís uppgávurnar aftur" });
    await slideshow.getByRole("img").waitFor();
    const reads: string[] = [];
    // A read reached the server when the service worker sent it, or when the page's was not answered by the worker.
    context.on("requestfinished", async (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith("/api/")) return;
      const response = await request.response();
      if (request.serviceWorker() !== null || !response?.fromServiceWorker()) reads.push(path);
    });
    // Ten slides on the clock (each photo fetched again at its turn, and answered by the worker's cache).
    for (let slide = 0; slide < 10; slide += 1) await page.clock.runFor(WALL_SLIDE_MS);
    await page.waitForTimeout(500);
    console.log(`idle wall with the slideshow: ${reads.length} reads reached the server in ${(10 * WALL_SLIDE_MS) / 1000} s of its clock: ${reads.join(", ")}`);
    expect(reads.filter((path) => path.startsWith("/api/kitchen/screen/photos"))).toEqual([]);
    // The count sees a read that does reach the server: the list, which the worker does not keep.
    await page.evaluate((token) => fetch("/api/kitchen/screen/photos", { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.text()), paired.token);
    await expect.poll(() => reads).toEqual(["/api/kitchen/screen/photos"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
