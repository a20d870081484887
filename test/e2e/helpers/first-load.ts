import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";

/**
 * A route's first load, as the bench reports it (bench/phases/web.mjs) and the budgets test it
 * (test/e2e/first-load.e2e.ts): every JS and CSS file the route fetched until the network was
 * idle, with the service worker blocked, plus what index.html carries inline. Imported by the
 * bench too (it runs under node's type stripping: no TypeScript-only syntax here).
 */

/** Gzip JS on a first load (issues 7, 31 and 42), in KB of `KB` bytes. */
export const FIRST_LOAD_BUDGET_KB = { signIn: 90, signedIn: 110, adminPanel: 130, kitchenScreen: 90, helperPage: 90 };

/** A KB of the budgets and of the bench's report: 1,000 bytes, so a budget of 110 KB is at most 110,000 bytes of gzip. */
export const KB = 1000;

export const PHONE = { width: 390, height: 844 };

export interface Session {
  token: string;
  user: unknown;
}

interface Size {
  raw: number;
  gzip: number;
}

export function sizes(distDir: string, path: string): Size {
  const content = readFileSync(join(distDir, path));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** The kitchen screen's path: an app of its own, whose page is eldhus.html (scripts/vite/own-app.ts). */
export const KITCHEN_SCREEN_PATH = "/eldhus";

/** The helper's page's path: an app of its own too, whose page is hjalpari.html (docs/features/helpers.md). */
export const HELPER_PAGE_PATH = "/hjalpari";

/** The page a path is served: an own app's (the kitchen screen's, the helper's), or the phones' app. */
export const pageOf = (path: string) => (path === KITCHEN_SCREEN_PATH ? "eldhus.html" : path === HELPER_PAGE_PATH ? "hjalpari.html" : "index.html");

/**
 * What a page carries inline — index.html the stylesheet and the signed-in preload script,
 * eldhus.html the stylesheet (scripts/vite/) — as JS and CSS: every route loads it, so it counts
 * like a file the route asks for.
 */
export function inlineInHtml(distDir: string, page = "index.html"): { js: Size; css: Size } {
  const html = readFileSync(join(distDir, page), "utf8");
  const measure = (pattern: RegExp) =>
    [...html.matchAll(pattern)].reduce(
      (total, [, text = ""]) => ({ raw: total.raw + Buffer.byteLength(text), gzip: total.gzip + gzipSync(text, { level: 9 }).length }),
      { raw: 0, gzip: 0 },
    );
  return { js: measure(/<script>([\s\S]*?)<\/script>/g), css: measure(/<style>([\s\S]*?)<\/style>/g) };
}

/**
 * Puts a signed-in session where the app keeps it, as a sign-in without "remember me" leaves it:
 * the token and the user it belongs to (web/lib/auth-storage.ts), so a start is a returning user's.
 */
export function storeSession({ token, user }: Session): void {
  window.sessionStorage.setItem("auth_token", token);
  window.sessionStorage.setItem("familyHub-user", JSON.stringify(user));
}

/** The routes of the app: the signed-in paths from the app's own list, and the public ones. */
export function routesOf(appDir: string): { signedIn: string[]; public: string[] } {
  const source = readFileSync(join(appDir, "web", "app", "signed-in-paths.ts"), "utf8");
  const signedIn = [...(/SIGNED_IN_PATHS = \[([^\]]*)\]/.exec(source)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? "");
  return { signedIn, public: ["/login", "/reset-password", "/new-password", KITCHEN_SCREEN_PATH, HELPER_PAGE_PATH] };
}

/** Loads `path` in a phone-sized page (service worker blocked, so only the page's own requests count). */
export async function visit(browser: Browser, baseUrl: string, distDir: string, path: string, session: Session | null) {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: "block", locale: "fo-FO" });
  if (session) {
    await context.addInitScript(storeSession, session);
  }
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  const assets: { js: (Size & { file: string })[]; css: (Size & { file: string })[] } = { js: [], css: [] };
  for (const address of requests) {
    const url = new URL(address);
    if (url.origin !== baseUrl || !url.pathname.startsWith("/assets/")) continue;
    const kind = url.pathname.endsWith(".js") ? "js" : url.pathname.endsWith(".css") ? "css" : null;
    if (kind) assets[kind].push({ file: url.pathname.slice(1), ...sizes(distDir, url.pathname.slice(1)) });
  }
  const landedOn = new URL(page.url()).pathname;
  await context.close();
  const inline = inlineInHtml(distDir, pageOf(path));
  const sum = (list: Size[], key: keyof Size) => list.reduce((total, entry) => total + entry[key], 0);
  return {
    path,
    landedOn,
    requests: requests.length,
    jsFiles: assets.js.map((entry) => entry.file),
    cssFiles: assets.css.map((entry) => entry.file),
    js: { files: assets.js.length, raw: inline.js.raw + sum(assets.js, "raw"), gzip: inline.js.gzip + sum(assets.js, "gzip") },
    css: { files: assets.css.length, raw: inline.css.raw + sum(assets.css, "raw"), gzip: inline.css.gzip + sum(assets.css, "gzip") },
  };
}
