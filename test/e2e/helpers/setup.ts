import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium";
import { baseUrl, type TestUser } from "./factories";

/** Phone size: the app is made for phones, so browser tests run at a phone viewport. */
export const PHONE = { width: 390, height: 844 } as const;

/** The sizes a screen made for both is checked at: a phone, and a desktop window. */
export const SCREEN_SIZES = [
  ["phone", PHONE],
  ["desktop", { width: 1280, height: 900 }],
] as const;

const root = new URL("../../..", import.meta.url).pathname;
const SCREENSHOT_DIR = join(root, "test-results", "screenshots");

export { CHROMIUM, CHROMIUM_ARGS };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions thrown in the page: a test ends by checking there were none. */
  errors: Error[];
}

export async function newPhonePage(browser: Browser): Promise<PhonePage> {
  const context = await browser.newContext({ viewport: PHONE, locale: "fo-FO", timezoneId: "Atlantic/Faroe" });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return { context, page, errors };
}

/**
 * A phone page signed in as the user, the way the app keeps a session that is not remembered:
 * the token in sessionStorage under 'auth_token'. Put there once, so signing out sticks.
 */
export async function openSignedIn(browser: Browser, user: Pick<TestUser, "token">, path = "/"): Promise<PhonePage> {
  const phone = await signedInPhone(browser, user);
  await phone.page.goto(`${baseUrl()}${path}`);
  return phone;
}

export interface LivePhonePage extends PhonePage {
  /** The message types the server sent this page over its live channel, in order. */
  liveMessages: string[];
}

/** Like openSignedIn, and also waits until the page has opened its live channel (/api/ws). */
export async function openSignedInLive(browser: Browser, user: Pick<TestUser, "token">, path = "/"): Promise<LivePhonePage> {
  const phone = await signedInPhone(browser, user);
  const liveMessages: string[] = [];
  const [socket] = await Promise.all([
    phone.page.waitForEvent("websocket", { predicate: (ws) => new URL(ws.url()).pathname === "/api/ws" }),
    phone.page.goto(`${baseUrl()}${path}`),
  ]);
  socket.on("framereceived", ({ payload }) => {
    const message: unknown = JSON.parse(payload.toString());
    if (typeof message === "object" && message !== null && "type" in message && typeof message.type === "string") {
      liveMessages.push(message.type);
    }
  });
  return { ...phone, liveMessages };
}

/** A phone page whose session storage will hold the user's token on its first visit of the app. */
export async function signedInPhone(browser: Browser, user: Pick<TestUser, "token">): Promise<PhonePage> {
  const phone = await newPhonePage(browser);
  await phone.context.addInitScript(
    ({ origin, token }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem("e2e-seeded")) return;
      window.sessionStorage.setItem("e2e-seeded", "1");
      window.sessionStorage.setItem("auth_token", token);
    },
    { origin: baseUrl(), token: user.token },
  );
  return phone;
}

export function url(path: string): string {
  return `${baseUrl()}${path}`;
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Waits for a toast with this title (and description, if given) in the toast area, and checks
 * that it is the only one showing (one toast at a time, docs/decisions.md#everywhere).
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  // The toast area is the live region holding the title (spinners are status regions too).
  const area = page.getByRole("status").filter({ hasText: title });
  const toast = area.locator(":scope > *").filter({ hasText: title }).filter({ visible: true });
  await toast.getByText(title, { exact: true }).first().waitFor({ state: "visible", timeout: 5_000 });
  if (description !== undefined) {
    await toast.getByText(description, { exact: true }).first().waitFor({ state: "visible", timeout: 5_000 });
  }
  const showing = await area.locator(":scope > *").filter({ visible: true }).count();
  if (showing > 1) throw new Error(`${showing} toasts show at once; only one may show at a time`);
}

/**
 * Records every toast the context's pages raise (title and description), kept in sessionStorage
 * across reloads: a toast auto-dismisses after 2 s, so one raised by a replay is long gone by the
 * time a test could look for it. From the next page load on; read with `toastsShown`.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!window.location.protocol.startsWith("http")) return;
    const seen = new WeakSet<Element>();
    // The toast area is the page's only live region (web/components/ui/toast/toaster.tsx).
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll("[aria-live] > *")) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        const shown: unknown[] = JSON.parse(window.sessionStorage.getItem("e2e-toasts") ?? "[]");
        window.sessionStorage.setItem("e2e-toasts", JSON.stringify([...shown, toast.textContent]));
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The texts of the toasts recorded by `recordToasts` in this tab, oldest first. */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(window.sessionStorage.getItem("e2e-toasts") ?? "[]") as string[]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Waits until the service worker is active, then reloads so it controls the page (and the app
 * opens offline), and waits for the start's reads of every page (web/app/layout/prefetch-every-page.ts)
 * to land: an answer arriving after a test cut the network would make its last sync later.
 */
export async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForLoadState("networkidle");
}
