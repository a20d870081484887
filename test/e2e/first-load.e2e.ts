import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { GROUP_NAMES } from "../../scripts/vite/chunks";
import { baseUrl, call, createAdmin, createUser } from "./helpers/factories";
import { FIRST_LOAD_BUDGET_KB, routesOf, type Session, visit } from "./helpers/first-load";
import { launchBrowser } from "./helpers/setup";

// The build global-setup.ts's `npm start` made: its bytes are the same on every build of the same
// sources, so these are budgets, not timings. KB as the bench's report counts them.
const root = new URL("../..", import.meta.url).pathname;
const distDir = join(root, "dist");
const KB = 1000;

let browser: Browser;
let member: Session;
let administrator: Session;

const sessionOf = async (token: string): Promise<Session> => ({ token, user: await call<unknown>("GET", "/api/auth/me", undefined, token) });
const firstLoadKb = async (path: string, session: Session | null) => {
  const visited = await visit(browser, baseUrl(), distDir, path, session);
  return { path, landedOn: visited.landedOn, kb: Math.round(visited.js.gzip / (KB / 10)) / 10 };
};

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
    const empty = GROUP_NAMES.filter((group) => !files.some((file) => new RegExp(`^${group}-[\\w-]+\\.js$`).test(file)));
    expect(empty).toEqual([]);
  });

  it(`the sign-in route loads at most ${FIRST_LOAD_BUDGET_KB.signIn} KB of gzip JavaScript`, async () => {
    const signIn = await firstLoadKb("/login", null);
    expect(signIn.kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB.signIn);
  });

  it(`every signed-in route loads at most ${FIRST_LOAD_BUDGET_KB.signedIn} KB of gzip JavaScript for a family member`, async () => {
    const loads = [];
    for (const path of routesOf(root).signedIn) loads.push(await firstLoadKb(path, member));
    expect(loads.filter((load) => load.kb > FIRST_LOAD_BUDGET_KB.signedIn)).toEqual([]);
  }, 180_000);

  it(`the admin panel loads at most ${FIRST_LOAD_BUDGET_KB.adminPanel} KB of gzip JavaScript for an administrator`, async () => {
    const panel = await firstLoadKb("/admin", administrator);
    expect(panel.landedOn).toBe("/admin");
    expect(panel.kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB.adminPanel);
  });
});
