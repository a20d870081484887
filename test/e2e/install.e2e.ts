import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createUsers, type TestUser } from "./helpers/factories";
import { launchBrowser, openSignedIn, signedInPhone, url } from "./helpers/setup";

/**
 * The header's install button (docs/features/offline.md): hidden when the app runs standalone, the
 * browser's prompt when it gave one, the manual steps otherwise, gone once installed. Chromium never
 * offers a real prompt in Playwright's off-the-record contexts, so the test fires the events itself.
 */

let browser: Browser;
let user: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "inst" }])]);
  browser = launched;
  [user] = users as [TestUser];
});

afterAll(async () => {
  await browser?.close();
});

const INSTALL = "Legg appina á heimaskíggjan";
const MANUAL_STEPS =
  "Soleiðis leggur tú FamilyHub á heimaskíggjan:\n\n" +
  "iPhone og iPad (Safari): Trýst á Deil-knøttin (kassin við pílinum) og vel „Legg á heimaskíggja“.\n\n" +
  "Android (Chrome): Trýst á valmyndina (⋮) ovast til høgru og vel „Installera app“ ella „Legg á heimaskíggja“.\n\n" +
  "Telda (Chrome ella Edge): Trýst á installera-ímyndina í adressubjálkanum.";

const header = (page: Page) => page.getByRole("banner");
const installButton = (page: Page) => header(page).getByRole("button", { name: INSTALL, exact: true });

/** Fires what Chromium fires when the app can be installed; the user answers the prompt with `outcome`. */
function offerPrompt(page: Page, outcome: "accepted" | "dismissed"): Promise<void> {
  return page.evaluate((answer) => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: () => {
        const shown = window as Window & { promptsShown?: number };
        shown.promptsShown = (shown.promptsShown ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

const promptsShown = (page: Page) => page.evaluate(() => (window as Window & { promptsShown?: number }).promptsShown ?? 0);

/** The alerts the page shows, answered at once, in order. */
function alertsOf(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

describe("the install button", () => {
  it("shows the manual steps with no prompt, the browser's prompt once it gave one (spent when dismissed), and hides once accepted", async () => {
    const { page, context, errors } = await openSignedIn(browser, user);
    const alerts = alertsOf(page);
    await installButton(page).waitFor();

    await installButton(page).click();
    await expect.poll(() => alerts).toEqual([MANUAL_STEPS]);

    await offerPrompt(page, "dismissed");
    await installButton(page).click();
    await expect.poll(() => promptsShown(page)).toBe(1);
    // Dismissed, the prompt is spent: the next tap explains the steps (and the tap before alerted nothing).
    await installButton(page).click();
    await expect.poll(() => alerts).toEqual([MANUAL_STEPS, MANUAL_STEPS]);
    expect(await promptsShown(page)).toBe(1);

    await offerPrompt(page, "accepted");
    await installButton(page).click();
    await expect.poll(() => promptsShown(page)).toBe(2);
    await installButton(page).waitFor({ state: "detached" });
    expect(alerts).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hides once the browser says the app is installed", async () => {
    const { page, context, errors } = await openSignedIn(browser, user);
    await installButton(page).waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")));
    await installButton(page).waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is not shown when the app runs standalone, from the home screen", async () => {
    const { page, context, errors } = await signedInPhone(browser, user);
    // Chromium emulates no display mode (DevTools' media emulation leaves it "browser"): the query is
    // answered as a home-screen start would, by a list that always matches.
    await context.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query) => matchMedia(query === "(display-mode: standalone)" ? "all" : query);
    });
    await page.goto(url("/"));
    await header(page).getByRole("button", { name: "Skift til myrkt útsjónd" }).waitFor();
    expect(await page.evaluate(() => window.matchMedia("(display-mode: standalone)").matches)).toBe(true);
    expect(await installButton(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is not shown when Safari on an iPhone started it from the home screen", async () => {
    const { page, context, errors } = await signedInPhone(browser, user);
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "standalone", { get: () => true }));
    await page.goto(url("/"));
    await header(page).getByRole("button", { name: "Skift til myrkt útsjónd" }).waitFor();
    expect(await installButton(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
