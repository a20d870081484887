import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { addItems, call, createUser, tickItem, type TestUser } from "./helpers/factories";
import { launchBrowser, newPhonePage, openSignedIn, PHONE, screenshot, url, type PhonePage } from "./helpers/setup";
import { pageWidth, settle, smallTapTargets } from "./helpers/layout";
import { itemBox } from "./helpers/shopping";

/**
 * Phone-size pictures of the main screens in both themes, for a person to look at
 * (test-results/screenshots/), plus the layout rules a picture cannot be trusted to show:
 * nothing wider than the phone, and tap targets of at least 44 px (house style 11).
 */

type Theme = "light" | "dark";

let browser: Browser;
let user: TestUser;

beforeAll(async () => {
  [browser, user] = await Promise.all([launchBrowser(), createUser("pics")]);
  const ids = await addItems(user, ["Mjólk", "Breyð", "Egg", "Ostur", "Smør", "Kaffi", "Súreplir"]);
  await tickItem(user, ids[0] ?? "");
});

afterAll(async () => {
  await browser?.close();
});

async function useTheme(context: BrowserContext, theme: Theme): Promise<void> {
  await context.addInitScript((value) => window.localStorage.setItem("familyHub-theme", value), theme);
}

async function shoot(phone: PhonePage, name: string): Promise<void> {
  await settle(phone.page);
  await screenshot(phone.page, name);
}

describe("the main screens at phone size", () => {
  for (const theme of ["light", "dark"] as const) {
    it(`show /login, the dashboard, /shopping and /notifications in the ${theme} theme without anything wider than the phone`, async () => {
      const signedOut = await newPhonePage(browser);
      await useTheme(signedOut.context, theme);
      await signedOut.page.goto(url("/login"));
      await signedOut.page.getByText(/^Hvat er \d+ \+ \d+\?$/).waitFor();
      expect(await signedOut.page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      await shoot(signedOut, `login-${theme}`);
      expect(await pageWidth(signedOut.page)).toBeLessThanOrEqual(PHONE.width);
      await signedOut.context.close();

      const signedIn = await openSignedIn(browser, user, "/");
      await useTheme(signedIn.context, theme);
      await signedIn.page.reload();
      await signedIn.page
        .getByRole("link", { name: /Innkeypslisti/ })
        .getByText("6 vørur eftir at keypa")
        .waitFor();
      await shoot(signedIn, `dashboard-${theme}`);
      expect(await pageWidth(signedIn.page)).toBeLessThanOrEqual(PHONE.width);

      await signedIn.page.getByRole("link", { name: /Innkeypslisti/ }).click();
      await itemBox(signedIn.page, "Breyð").waitFor();
      await signedIn.page.getByRole("button", { name: /^Hagtøl \(\d+\)$/ }).click();
      await signedIn.page.getByRole("region", { name: "Hagtøl", exact: true }).getByText("Mjólk").waitFor();
      await shoot(signedIn, `shopping-${theme}`);
      expect(await pageWidth(signedIn.page)).toBeLessThanOrEqual(PHONE.width);

      await signedIn.page.goto(url("/notifications"));
      await signedIn.page.getByRole("switch", { name: "Onkur fer í handil" }).waitFor();
      await shoot(signedIn, `notifications-${theme}`);
      expect(await pageWidth(signedIn.page)).toBeLessThanOrEqual(PHONE.width);
      expect(signedIn.errors).toEqual([]);
      await signedIn.context.close();
    });
  }

  it("show /born with a child, a chore and a reward, and /calendar with its two folds open, without anything wider than the phone", async () => {
    const childId = randomUUID();
    await call("POST", "/api/family-members", { id: childId, name: "Sára Jacobsen Joensen", familyId: user.familyId }, user.token);
    await call("PATCH", `/api/kitchen/members/${childId}`, { child: true, colour: "#1e88e5", avatar: "🦊" }, user.token);
    const chore = {
      kind: "routine",
      partOfDay: "morning",
      title: "Borsta tenn og greiða hárið áðrenn skúla",
      emoji: "🪥",
      stars: 2,
      members: [childId],
      approval: "auto",
    };
    await call("POST", "/api/kitchen/chores", chore, user.token);
    const reward = { title: "Ein túrur í svimjihøllina", emoji: "🏊", cost: 12, members: null, cooldownHours: 48, approveAtOnce: false };
    await call("POST", "/api/kitchen/rewards", reward, user.token);

    const phone = await openSignedIn(browser, user, "/born");
    await phone.page.getByText("Ein túrur í svimjihøllina").waitFor();
    await shoot(phone, "born-light");
    expect(await pageWidth(phone.page)).toBeLessThanOrEqual(PHONE.width);
    const small = (await smallTapTargets(phone.page)).map((target) => `/born: ${target}`);

    await phone.page.goto(url("/calendar"));
    await phone.page.getByRole("button", { name: "Vís slóðina" }).click();
    await phone.page.getByRole("button", { name: "Vís uttanhýsis kalendarar" }).click();
    await phone.page.getByRole("button", { name: "Nýggj slóð" }).waitFor();
    await phone.page.getByRole("button", { name: "Legg uttanhýsis kalendara afturat" }).waitFor();
    await shoot(phone, "calendar-folds-open-light");
    expect(await pageWidth(phone.page)).toBeLessThanOrEqual(PHONE.width);
    small.push(...(await smallTapTargets(phone.page)).map((target) => `/calendar: ${target}`));
    expect(small).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it("gives every button, link and checkbox on these screens a tap target of at least 44 × 44 px", async () => {
    const signedOut = await newPhonePage(browser);
    await signedOut.page.goto(url("/login"));
    await signedOut.page.getByText(/^Hvat er \d+ \+ \d+\?$/).waitFor();
    const small = (await smallTapTargets(signedOut.page)).map((target) => `/login: ${target}`);
    await signedOut.context.close();

    const signedIn = await openSignedIn(browser, user, "/");
    await signedIn.page
      .getByRole("link", { name: /Innkeypslisti/ })
      .getByText("6 vørur eftir at keypa")
      .waitFor();
    small.push(...(await smallTapTargets(signedIn.page)).map((target) => `/: ${target}`));
    await signedIn.page.goto(url("/shopping"));
    await itemBox(signedIn.page, "Breyð").waitFor();
    small.push(...(await smallTapTargets(signedIn.page)).map((target) => `/shopping: ${target}`));
    await signedIn.page.goto(url("/notifications"));
    await signedIn.page.getByRole("switch", { name: "Onkur fer í handil" }).waitFor();
    small.push(...(await smallTapTargets(signedIn.page)).map((target) => `/notifications: ${target}`));
    // A weekly dinner planned from a recipe: its row's 'Elda' and 'Steðga' too (after the list's count above, which its items would change).
    const recipe = await call<{ id: string }>(
      "POST",
      "/api/recipes",
      { title: "Ræst kjøt", servings: 4, ingredients: ["1 kg ræst kjøt"], steps: [] },
      user.token,
    );
    const inTwoDays = new Date(Date.now() + 2 * 24 * 3_600_000).toISOString().slice(0, 10);
    await call("POST", `/api/recipes/${recipe.id}/plan`, { scheduledDate: `${inTwoDays}T18:00:00.000Z`, servings: 4, weekly: true }, user.token);
    await signedIn.page.goto(url("/dinner"));
    await signedIn.page.getByRole("button", { name: "Steðga Ræst kjøt hvørja viku" }).waitFor();
    small.push(...(await smallTapTargets(signedIn.page)).map((target) => `/dinner: ${target}`));
    await signedIn.context.close();
    expect(small).toEqual([]);
  });
});
