// Web: the JS and CSS each route loads (raw and gzip, from the built files), all chunks together,
// whether every route but sign-in is split off, and Lighthouse (mobile preset, simulated
// throttling) for /login and for / signed in, median of its runs (5 by default). Debian's Chromium; nothing is downloaded.
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import puppeteer from "puppeteer-core";
import { median, round } from "../lib/stats.mjs";
import { call, expectStatus } from "../lib/http.mjs";

import { CHROMIUM, CHROMIUM_ARGS } from "../../test/e2e/helpers/chromium.ts";
import { inlineInHtml, PHONE, routesOf, sizes, storeSession, visit } from "../../test/e2e/helpers/first-load.ts";

export { CHROMIUM, PHONE, storeSession };
const CHROME_FLAGS = ["--headless", ...CHROMIUM_ARGS];
function allChunks(distDir) {
  const files = readdirSync(join(distDir, "assets")).filter((file) => /\.(js|css)$/.test(file));
  const inline = inlineInHtml(distDir);
  const total = { js: { files: 0, ...inline.js }, css: { files: 0, ...inline.css } };
  for (const file of files) {
    const kind = file.endsWith(".js") ? "js" : "css";
    const size = sizes(distDir, join("assets", file));
    total[kind].files += 1;
    total[kind].raw += size.raw;
    total[kind].gzip += size.gzip;
  }
  return total;
}

export async function measureBytes({ baseUrl, distDir, appDir, session, log }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => flag !== "--headless") });
  try {
    const signIn = await visit(browser, baseUrl, distDir, "/login", null);
    const dashboard = await visit(browser, baseUrl, distDir, "/", session);
    log(
      `  /login: ${signIn.js.files} JS files, ${(signIn.js.gzip / 1024).toFixed(1)} KiB gzip; /: ${dashboard.js.files} JS files, ${(dashboard.js.gzip / 1024).toFixed(1)} KiB gzip`,
    );
    const routes = routesOf(appDir);
    const signInJs = new Set(signIn.jsFiles);
    const split = [];
    for (const path of [...routes.signedIn, ...routes.public.filter((path) => path !== "/login")]) {
      const visited = path === "/" ? dashboard : await visit(browser, baseUrl, distDir, path, routes.signedIn.includes(path) ? session : null);
      const own = visited.jsFiles.filter((file) => !signInJs.has(file));
      split.push({
        path,
        signedIn: routes.signedIn.includes(path),
        landedOn: visited.landedOn,
        // Everything the route's first load fetched (and index.html's inline script), as for /login and /.
        js: visited.js,
        ownChunks: own,
        ownGzip: own.reduce((total, file) => total + sizes(distDir, file).gzip, 0),
        split: own.length > 0,
      });
    }
    return { signIn, dashboard, all: allChunks(distDir), split };
  } finally {
    await browser.close();
  }
}

const CATEGORIES = ["performance", "accessibility", "best-practices"];

/** The LCP element and how its time splits (lcp-breakdown insight): the part to shorten next. */
function lcpOf(lhr) {
  const details = lhr.audits["lcp-breakdown-insight"]?.details;
  const items = details?.items ?? [];
  const node = items.find((item) => item.type === "node") ?? items.flatMap((item) => item.items ?? []).find((item) => item.type === "node");
  const table = items.find((item) => item.type === "table");
  const parts = (table?.items ?? []).map((row) => `${row.label ?? row.subpart} ${Math.round(row.duration)} ms`);
  return node || parts.length ? { element: node ? `${node.selector ?? ""} "${(node.nodeLabel ?? "").slice(0, 60)}"` : null, parts } : null;
}

/**
 * A first visit that leaves what a returning user has: the service worker installed and in
 * control (it controls a page from the next load), the shell precached, and the query cache kept
 * in IndexedDB (written 100 ms after the last answer).
 */
async function installServiceWorker(browser, target) {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(storeSession, target.session);
  await page.goto(target.url, { waitUntil: "networkidle0" });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload({ waitUntil: "networkidle0" });
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) throw new Error("the service worker did not take control of the page");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await page.close();
}

/**
 * A returning start with every API request held unanswered: how long until the dashboard's
 * shopping card shows its count drawn from the kept cache alone (null if it never does in 10 s).
 */
async function keptCacheDraw(browser, target) {
  const page = await browser.newPage();
  const held = [];
  try {
    await page.evaluateOnNewDocument(storeSession, target.session);
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) held.push(request);
      else void request.continue();
    });
    const started = performance.now();
    await page.goto(target.url, { waitUntil: "domcontentloaded" });
    const drawn = await page
      .waitForFunction(() => /vør(a|ur) eftir at keypa/.test(document.body.textContent ?? ""), { timeout: 10_000 })
      .then(() => performance.now() - started)
      .catch(() => null);
    return { ms: drawn === null ? null : round(drawn, 0), apiRequestsHeld: held.length };
  } finally {
    for (const request of held) await request.abort().catch(() => {});
    await page.close();
  }
}

/** Lighthouse runs, `runs` per route; signed-in routes get the session in sessionStorage before any script. */
/** The other signed-in pages, each measured cold and returning like the dashboard when the run asks for every page (issue 31). */
export const SIGNED_IN_PAGES = ["/shopping", "/calendar", "/reminders", "/dinner", "/family", "/help", "/support", "/notifications"];

const BENCH_CHILDREN = [
  ["Sára", "🐻", "#1e88e5"],
  ["Rókur", "🦊", "#e53935"],
  ["Ári", "🐸", "#43a047"],
];
const BENCH_ROUTINES = [
  ["Borsta tenn", "🪥"],
  ["Klæð teg í", "👕"],
  ["Rudda borðið", "🍽️"],
];

/**
 * The wall as a family with children sees it, so Lighthouse measures a full screen rather than its
 * empty state: three children, three routines for each part of the day, a daily chore in turns and a reward.
 */
async function furnishKitchen(baseUrl, token) {
  const children = [];
  for (const [name, avatar, colour] of BENCH_CHILDREN) {
    const member = await expectStatus(call(baseUrl, "POST", "/api/family-members", { token, body: { name, role: "Barn" } }), 201, "a child");
    await expectStatus(call(baseUrl, "PATCH", `/api/kitchen/members/${member.id}`, { token, body: { child: true, colour, avatar } }), 200, "a child's profile");
    children.push(member.id);
  }
  const chore = (body) =>
    expectStatus(call(baseUrl, "POST", "/api/kitchen/chores", { token, body: { stars: 2, members: children, approval: "auto", ...body } }), 201, "a chore");
  for (const partOfDay of ["morning", "afternoon", "evening"]) {
    for (const [title, emoji] of BENCH_ROUTINES) await chore({ kind: "routine", partOfDay, title, emoji });
  }
  await chore({ kind: "chore", schedule: { every: "day" }, mode: "rotate", title: "Tøm uppvaskimaskinuna", emoji: "🧼" });
  const reward = { title: "Bio", emoji: "🎬", cost: 10, members: null, cooldownHours: null, approveAtOnce: false };
  await expectStatus(call(baseUrl, "POST", "/api/kitchen/rewards", { token, body: reward }), 201, "a reward");
}

/**
 * A kitchen screen of the read family, furnished with children and chores and paired the way a
 * tablet pairs (docs/features/kitchen.md): its session as the screen keeps it in localStorage
 * (web/screen/api/screen-session.ts).
 */
export async function pairKitchenScreen(baseUrl, token, password) {
  await furnishKitchen(baseUrl, token);
  // A pairing code needs the account's password (docs/features/auth.md "Confirming with the password").
  const pairing = await expectStatus(call(baseUrl, "POST", "/api/kitchen/pairings", { token, body: { password } }), 201, "pairing");
  const paired = await expectStatus(call(baseUrl, "POST", "/api/kitchen/pair", { body: { code: pairing.code, name: "Bench" } }), 201, "pair");
  const { token: screenToken, screen, timeZone } = paired;
  return { token: screenToken, screenId: screen.id, name: screen.name, timeZone };
}

function storeKitchenSession(kitchen) {
  window.localStorage.setItem("kitchen_screen_session", JSON.stringify(kitchen));
}

/** The kitchen screen hangs on a wall: a landscape tablet, with the mobile preset's throttling (issue 45: ≥ 95 performance, 100 accessibility). */
const TABLET_SCREEN = { mobile: true, width: 1024, height: 768, deviceScaleFactor: 1, disabled: false };

export async function measureLighthouse({ baseUrl, session, kitchen = null, runs, log, lhrDir = null, pages = [] }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  // The returning visits come last: the other runs reset the origin's storage, service worker included.
  const targets = [
    { route: "/login", url: `${baseUrl}/login`, session: null, returning: false },
    { route: "/ (signed in)", url: `${baseUrl}/`, session, returning: false },
    ...pages.map((path) => ({ route: `${path} (signed in)`, url: `${baseUrl}${path}`, session, returning: false })),
    ...(kitchen ? [{ route: "/eldhus (kitchen screen, 1024×768)", url: `${baseUrl}/eldhus`, session: null, kitchen, returning: false }] : []),
    { route: "/ (signed in, returning, service worker)", url: `${baseUrl}/`, session, returning: true, keptCache: true },
    ...pages.map((path) => ({ route: `${path} (signed in, returning, service worker)`, url: `${baseUrl}${path}`, session, returning: true })),
  ];
  const results = [];
  try {
    for (const target of targets) {
      const scores = [];
      let keptCache = null;
      if (target.returning) await installServiceWorker(browser, target);
      if (target.keptCache) {
        keptCache = await keptCacheDraw(browser, target);
        log(`  kept-cache start, every API request held: shopping count drawn at ${keptCache.ms ?? "never"} ms (${keptCache.apiRequestsHeld} requests held)`);
      }
      for (let r = 0; r < runs; r += 1) {
        const page = await browser.newPage();
        if (target.session) await page.evaluateOnNewDocument(storeSession, target.session);
        if (target.kitchen) await page.evaluateOnNewDocument(storeKitchenSession, target.kitchen);
        const flags = {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
          disableStorageReset: target.returning,
          ...(target.kitchen ? { screenEmulation: TABLET_SCREEN } : {}),
        };
        const result = await lighthouse(target.url, flags, undefined, page);
        await page.close();
        const lhr = result.lhr;
        if (lhrDir) writeFileSync(join(lhrDir, `${target.route.replace(/[^a-z]+/gi, "-")}-${r + 1}.json`), JSON.stringify(lhr));
        const score = (id) =>
          lhr.categories[id]?.score === null || lhr.categories[id]?.score === undefined ? null : Math.round(lhr.categories[id].score * 100);
        const metric = (id) => lhr.audits[id]?.numericValue ?? null;
        const failing = Object.fromEntries(
          CATEGORIES.map((id) => [
            id,
            (lhr.categories[id]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
              .map((ref) => ({ id: ref.id, display: lhr.audits[ref.id].displayValue ?? String(lhr.audits[ref.id].score) })),
          ]),
        );
        scores.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          fcp: metric("first-contentful-paint"),
          lcp: metric("largest-contentful-paint"),
          tbt: metric("total-blocking-time"),
          cls: metric("cumulative-layout-shift"),
          si: metric("speed-index"),
          finalUrl: lhr.finalDisplayedUrl,
          // Lighthouse's own measure of this host's speed at the time of the run: the simulated
          // metrics scale the host's task times, so a slower moment scores lower for the same page.
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          lcpDetail: lcpOf(lhr),
          warnings: lhr.runWarnings,
          failing,
        });
        log(
          `  lighthouse ${target.route} run ${r + 1}: performance ${score("performance")}, accessibility ${score("accessibility")}, best-practices ${score("best-practices")}`,
        );
      }
      results.push({
        route: target.route,
        keptCache,
        runs: scores.length,
        performance: median(scores.map((s) => s.performance)),
        accessibility: median(scores.map((s) => s.accessibility)),
        bestPractices: median(scores.map((s) => s.bestPractices)),
        fcpMs: round(median(scores.map((s) => s.fcp)), 0),
        lcpMs: round(median(scores.map((s) => s.lcp)), 0),
        tbtMs: round(median(scores.map((s) => s.tbt)), 0),
        cls: round(median(scores.map((s) => s.cls)), 3),
        speedIndexMs: round(median(scores.map((s) => s.si)), 0),
        performanceRuns: scores.map((s) => s.performance),
        benchmarkIndexRuns: scores.map((s) => (s.benchmarkIndex === null ? null : Math.round(s.benchmarkIndex))),
        finalUrl: scores.at(-1)?.finalUrl,
        // What to fix next, from the last run: the element LCP waited for and the request chain it sat behind.
        lcpDetail: scores.at(-1)?.lcpDetail ?? null,
        warnings: [...new Set(scores.flatMap((s) => s.warnings))],
        // Audits below full score in any run: how many runs, and what the last one said.
        failingAudits: Object.fromEntries(
          CATEGORIES.map((id) => {
            const seen = new Map();
            for (const run of scores)
              for (const audit of run.failing[id]) seen.set(audit.id, { id: audit.id, runs: (seen.get(audit.id)?.runs ?? 0) + 1, display: audit.display });
            return [id, [...seen.values()]];
          }),
        ),
      });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return results;
}
