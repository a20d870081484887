import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { addItems, baseUrl, createUsers, type TestUser } from "./helpers/factories";
import { keptEntries } from "./helpers/offline";
import { CHROMIUM, CHROMIUM_ARGS, launchBrowser, openSignedIn, PHONE, screenshot, underServiceWorker } from "./helpers/setup";

const SW_FILE = new URL("../../dist/sw.js", import.meta.url).pathname;

let browser: Browser;
let walker: TestUser;
let updater: TestUser;
let keeper: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "offl" }, { prefix: "updt" }, { prefix: "keep" }])]);
  browser = launched;
  [walker, updater, keeper] = users as [TestUser, TestUser, TestUser];
  await addItems(keeper, ["Mjólk", "Rugbreyð"]);
});

afterAll(async () => {
  await browser?.close();
});

/** The keys idb-keyval holds in this origin's IndexedDB. */
async function keptCacheKeys(page: Page): Promise<string[]> {
  return (await keptEntries(page)).map((entry) => entry.key);
}

describe("the installed app", () => {
  it("links a manifest with Faroese names, standalone display and regular, maskable and Apple icons", async () => {
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(response.ok).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      lang: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ short_name: "FamilyHub", display: "standalone", start_url: "/", lang: "fo" });
    expect(manifest.name).toContain("familjan");
    const icon = (size: string, purpose?: string) => manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
    for (const found of [icon("192x192"), icon("512x512"), icon("192x192", "maskable"), icon("512x512", "maskable")]) {
      expect(found).toBeDefined();
      const png = await fetch(`${baseUrl()}/${found?.src}`);
      expect(png.headers.get("content-type")).toBe("image/png");
    }
    const html = await (await fetch(baseUrl())).text();
    const apple = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(apple).toBeDefined();
    expect((await fetch(`${baseUrl()}${apple}`)).headers.get("content-type")).toBe("image/png");
  });

  // Chromium's own installability check (what Lighthouse's installable-manifest audit reported,
  // before Lighthouse dropped its PWA category): manifest, icons, start URL, service worker. In a
  // profile on disk: Playwright's ordinary contexts are off the record, where Chromium stops at
  // "in-incognito" without checking the rest.
  it("is installable by Chromium's own check", async () => {
    const profile = mkdtempSync(join(tmpdir(), "familyhub-install-"));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, viewport: PHONE });
    try {
      await context.addInitScript((token) => window.sessionStorage.setItem("auth_token", token), walker.token);
      const page = await context.newPage();
      await page.goto(baseUrl());
      await underServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it("opens with the network cut once the service worker is in, and marks the current list in the bottom bar", async () => {
    const { page, context, errors } = await openSignedIn(browser, walker, "/");
    const bar = page.getByRole("navigation", { name: "Listarnir" });
    await bar.waitFor();
    expect(await bar.getByRole("link", { name: "Forsíða" }).getAttribute("aria-current")).toBe("page");

    await bar.getByRole("link", { name: "Innkeyp" }).click();
    await page.waitForURL(/\/shopping$/);
    expect(await bar.getByRole("link", { name: "Innkeyp" }).getAttribute("aria-current")).toBe("page");
    expect(await bar.getByRole("link", { name: "Forsíða" }).getAttribute("aria-current")).toBeNull();
    // 44 px targets at least.
    for (const link of await bar.getByRole("link").all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }

    await underServiceWorker(page);
    await context.setOffline(true);
    await page.goto(`${baseUrl()}/calendar`);
    await bar.waitFor();
    await page.getByRole("link", { name: "FamilyHub" }).waitFor();
    expect(await bar.getByRole("link", { name: "Kalendari" }).getAttribute("aria-current")).toBe("page");
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("announces a new version that waits, and reloads into it on request", async () => {
    const { page, context, errors } = await openSignedIn(browser, updater, "/");
    await underServiceWorker(page);

    // A new deploy: the server now answers a different service worker, so an update check
    // installs it and it waits. The suite's server serves dist/ as it is on disk, though it may
    // answer the old file (304) for a moment after the change: checked again until one waits, and
    // put back only once the prompt shows, so no check meanwhile finds the old worker again.
    const original = readFileSync(SW_FILE, "utf8");
    writeFileSync(SW_FILE, `${original}\n// the next version\n`);
    const prompt = page.getByRole("status").filter({ hasText: "Nýggj útgáva er tøk" });
    try {
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration();
              await registration?.update().catch(() => undefined);
              return registration?.waiting != null;
            }),
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe(true);
      await prompt.waitFor();
    } finally {
      writeFileSync(SW_FILE, original);
    }
    await screenshot(page, "update-prompt");
    await Promise.all([page.waitForEvent("load"), prompt.getByRole("button", { name: "Endurnýggja" }).click()]);
    await page.getByRole("navigation", { name: "Listarnir" }).waitFor();
    expect(await prompt.count()).toBe(0);
    // The new worker took over: nothing waits any more.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("draws the last known lists offline after a reload, says so with the time of the last sync, and forgets them at sign-out", async () => {
    const { page, context, errors } = await openSignedIn(browser, keeper, "/shopping");
    await page.getByText("Rugbreyð").waitFor();
    await underServiceWorker(page);
    await page.getByText("Rugbreyð").waitFor();
    await page.waitForFunction(async () => (await indexedDB.databases()).some((db) => db.name === "keyval-store"));
    await expect.poll(() => keptCacheKeys(page)).toHaveLength(1);
    expect(await page.getByText("Tú ert ikki á netinum").count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByText("Rugbreyð").waitFor();
    await page.getByText("Mjólk").waitFor();
    const banner = page.getByRole("status").filter({ hasText: "Tú ert ikki á netinum" });
    expect(await banner.textContent()).toMatch(/Seinast dagført \d{2}\.\d{2}\.\d{4} \d{2}\.\d{2}\./);
    await screenshot(page, "offline-shopping");

    // Back in reach: the next answer from the server takes the banner away.
    await context.setOffline(false);
    await page.reload();
    await page.getByText("Rugbreyð").waitFor();
    await banner.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Rita út" }).click();
    await page.waitForURL(/\/login$/);
    await expect.poll(() => keptCacheKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
