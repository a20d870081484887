import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupNames } from "../../scripts/vite/chunks";
import { baseUrl, call, createAdmin, createUser } from "./helpers/factories";
import { FIRST_LOAD_BUDGET_KB, HELPER_PAGE_PATH, KB, KITCHEN_SCREEN_PATH, routesOf, type Session, visit } from "./helpers/first-load";
import { launchBrowser } from "./helpers/setup";

// The build global-setup.ts's `npm start` made: its bytes are the same on every build of the same
// sources, so these are budgets, not timings. Measured as the bench measures them (helpers/first-load.ts).
const root = new URL("../..", import.meta.url).pathname;
const distDir = join(root, "dist");

let browser: Browser;
let member: Session;
let administrator: Session;

interface FirstLoad {
  path: string;
  landedOn: string;
  /** Gzip bytes of every JS file the route fetched, and index.html's inline script. */
  gzip: number;
  files: string[];
}

const sessionOf = async (token: string): Promise<Session> => ({ token, user: await call<unknown>("GET", "/api/auth/me", undefined, token) });

async function firstLoad(path: string, session: Session | null): Promise<FirstLoad> {
  const visited = await visit(browser, baseUrl(), distDir, path, session);
  // Printed, so a run shows each route's room under its budget (docs/bench.md keeps the figures).
  console.log(`first load ${path} → ${visited.landedOn}: ${visited.js.gzip} bytes gzip JS in ${visited.js.files} files`);
  return { path, landedOn: visited.landedOn, gzip: visited.js.gzip, files: visited.jsFiles };
}

/** The loads over `budgetKb`, with their files, so a failure names what to look at. */
const over = (loads: FirstLoad[], budgetKb: number) => loads.filter((load) => load.gzip > budgetKb * KB);

beforeAll(async () => {
  const [launched, user, admin] = await Promise.all([launchBrowser(), createUser("load"), createAdmin("loadadm")]);
  browser = launched;
  [member, administrator] = await Promise.all([sessionOf(user.token), sessionOf(admin.token)]);
});

afterAll(async () => {
  await browser?.close();
});

describe("the build's chunks and first loads", () => {
  it("every chunk group of scripts/vite/chunks.ts takes at least one module, so a rule that matches nothing shows", () => {
    const files = readdirSync(join(distDir, "assets"));
    const empty = groupNames().filter((group) => !files.some((file) => new RegExp(`^${group}-[\\w-]+\\.js$`).test(file)));
    expect(empty).toEqual([]);
  });

  it(`the sign-in route loads at most ${FIRST_LOAD_BUDGET_KB.signIn} KB of gzip JavaScript`, async () => {
    const signIn = await firstLoad("/login", null);
    expect(signIn.landedOn).toBe("/login");
    expect(over([signIn], FIRST_LOAD_BUDGET_KB.signIn)).toEqual([]);
  });

  it(`every signed-in route loads at most ${FIRST_LOAD_BUDGET_KB.signedIn} KB of gzip JavaScript for a family member`, async () => {
    const loads: FirstLoad[] = [];
    for (const path of routesOf(root).signedIn) loads.push(await firstLoad(path, member));
    // Each route drew its own page (a member who opens the admin panel is shown the dashboard).
    expect(loads.map((load) => load.landedOn)).toEqual(routesOf(root).signedIn.map((path) => (path === "/admin" ? "/" : path)));
    expect(over(loads, FIRST_LOAD_BUDGET_KB.signedIn)).toEqual([]);
  }, 180_000);

  it(`the kitchen screen, an app of its own, loads at most ${FIRST_LOAD_BUDGET_KB.kitchenScreen} KB of gzip JavaScript, none of it the phones'`, async () => {
    const screen = await firstLoad(KITCHEN_SCREEN_PATH, null);
    expect(screen.landedOn).toBe(KITCHEN_SCREEN_PATH);
    expect(screen.files.length).toBeGreaterThan(0);
    expect(screen.files.filter((file) => !/^assets\/screen-[\w-]+\.js$/.test(file))).toEqual([]);
    expect(over([screen], FIRST_LOAD_BUDGET_KB.kitchenScreen)).toEqual([]);
  });

  it(`the helper's page, an app of its own, loads at most ${FIRST_LOAD_BUDGET_KB.helperPage} KB of gzip JavaScript, none of it the phones' or the screen's`, async () => {
    const helper = await firstLoad(HELPER_PAGE_PATH, null);
    expect(helper.landedOn).toBe(HELPER_PAGE_PATH);
    expect(helper.files.length).toBeGreaterThan(0);
    expect(helper.files.filter((file) => !/^assets\/helper-[\w-]+\.js$/.test(file))).toEqual([]);
    expect(over([helper], FIRST_LOAD_BUDGET_KB.helperPage)).toEqual([]);
  });

  it(`the admin panel loads at most ${FIRST_LOAD_BUDGET_KB.adminPanel} KB of gzip JavaScript for an administrator`, async () => {
    const panel = await firstLoad("/admin", administrator);
    expect(panel.landedOn).toBe("/admin");
    expect(over([panel], FIRST_LOAD_BUDGET_KB.adminPanel)).toEqual([]);
  });
});
