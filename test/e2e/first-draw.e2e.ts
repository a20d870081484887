import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { foCalendar } from "@web/i18n/fo/calendar";
import { foCalendarFeed } from "@web/i18n/fo/calendar-feed";
import { foMeals } from "@web/i18n/fo/meals";
import { foShopping } from "@web/i18n/fo/shopping";
import { foTasks } from "@web/i18n/fo/tasks";
import { addItems, call, createTask, createUsers, type TestUser } from "./helpers/factories";
import { launchBrowser, openSignedIn, screenshot, signedInPhone, url } from "./helpers/setup";

// A list page's first draw of a long list (drawn in a background render, web/lib/first-answer.ts):
// the page says it is loading until the rows are there — never the empty list's text — and what
// sits below the list appears only after it, so nothing on screen moves (layout shift).

const ROWS = 40;
const DAY_MS = 86_400_000;

let browser: Browser;
let family: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "firstdraw" }])]);
  browser = launched;
  [family] = users as [TestUser];
  const names = Array.from({ length: ROWS }, (_, index) => `Ting ${index + 1}`);
  await addItems(family, names);
  for (const [index, name] of names.entries()) {
    const start = Date.now() + (index + 1) * DAY_MS;
    await call(
      "POST",
      "/api/events",
      { title: `Tiltak ${name}`, startTime: new Date(start).toISOString(), endTime: new Date(start + 3_600_000).toISOString() },
      family.token,
    );
    await call("POST", "/api/dinner-meals", { title: `Døgurði ${name}`, scheduledDate: new Date(start).toISOString(), ingredients: ["Laukur"] }, family.token);
    await createTask(family, `Uppgáva ${name}`);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  { path: "/shopping", firstRow: "Ting 1", empty: foShopping.empty, below: foShopping.addTitle },
  { path: "/calendar", firstRow: "Tiltak Ting 1", empty: foCalendar.empty, below: foCalendar.newTitle },
  { path: "/reminders", firstRow: "Uppgáva Ting 1", empty: foTasks.empty, below: foTasks.newTitle },
  { path: "/dinner", firstRow: "Døgurði Ting 1", empty: foMeals.empty, below: foMeals.aboutTitle },
];

describe("a list page's first draw", () => {
  for (const { path, firstRow, empty, below } of PAGES) {
    it(`${path}: loading, then the rows, then what is below them — no empty text, no shift`, async () => {
      const { page, errors } = await openSignedIn(browser, family, "/help");
      // Watched from the document's start: every text the page showed, and every layout shift.
      await page.evaluate(() => {
        const seen = new Set<string>();
        const watched = window as unknown as { seenTexts: Set<string>; shift: number; belowBeforeRows: boolean | null };
        watched.seenTexts = seen;
        watched.shift = 0;
        new MutationObserver(() => seen.add(document.querySelector("main")?.textContent ?? "")).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) watched.shift += entry.value;
        }).observe({ type: "layout-shift", buffered: false });
      });
      // A move inside the app (the page mounts without its answer: its read is not kept yet).
      await page.evaluate((to) => {
        history.pushState(null, "", to);
        dispatchEvent(new PopStateEvent("popstate"));
      }, path);

      await page.getByText(firstRow, { exact: true }).waitFor();
      await page.getByRole("heading", { name: below, exact: true }).waitFor();
      const { texts, shift } = await page.evaluate(() => {
        const watched = window as unknown as { seenTexts: Set<string>; shift: number };
        return { texts: [...watched.seenTexts], shift: watched.shift };
      });
      expect(
        texts.some((text) => text.includes(empty)),
        `${path} showed "${empty}" before its rows`,
      ).toBe(false);
      // What is below the list was never drawn before the rows were.
      const belowFirst = texts.find((text) => text.includes(below) && !text.includes(firstRow));
      expect(belowFirst, `${path} drew "${below}" before its rows`).toBeUndefined();
      expect(shift).toBeLessThan(0.01);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("the calendar's feed card loads its link when its fold is opened, below a long list", async () => {
    const { page, errors } = await openSignedIn(browser, family, "/calendar");
    await page.getByText("Tiltak Ting 1", { exact: true }).waitFor();
    const heading = page.getByRole("heading", { name: foCalendar.feedTitle, exact: true });
    await heading.waitFor();
    const link = page.getByRole("textbox", { name: foCalendarFeed.feedLabel });
    await heading.scrollIntoViewIfNeeded();
    expect(await link.count()).toBe(0);
    await page.getByRole("button", { name: foCalendar.feedShow }).click();
    await expect.poll(() => link.inputValue()).toContain("calendar.ics");
    await screenshot(page, "calendar-feed-card");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("dates drawn from the family zone's offsets", () => {
  /** Counts the Intl date formatters the page builds (the first costs Chromium about 25 ms). */
  const countDateFormatters = () => {
    const counted = window as unknown as { dateFormatters: number };
    counted.dateFormatters = 0;
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counted.dateFormatters += 1;
        return new target(...args);
      },
    });
  };
  const formattersBuilt = (page: Page) => page.evaluate(() => (window as unknown as { dateFormatters: number }).dateFormatters);

  it("the meal plan draws its days without building an Intl formatter, from the kept user too, and with one when the server sent no offsets", async () => {
    const { page, errors } = await signedInPhone(browser, family);
    await page.addInitScript(countDateFormatters);
    await page.goto(url("/dinner"));
    const firstMeal = page.getByRole("listitem").filter({ has: page.getByText("Døgurði Ting 1", { exact: true }) });
    await firstMeal.waitFor();
    // The row shows its day (weekday and date), read from the table that came with the user.
    const drawnFromTable = await firstMeal.textContent();
    expect(drawnFromTable).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(await formattersBuilt(page)).toBe(0);
    // A start from the kept user (it draws before GET /api/auth/me answers) has the table too.
    await page.reload();
    await firstMeal.waitFor();
    expect(await firstMeal.textContent()).toBe(drawnFromTable);
    expect(await formattersBuilt(page)).toBe(0);
    await page.context().close();

    // The same start with a user answer that carries no offsets (an older server): Intl answers.
    const withoutTable = await signedInPhone(browser, family);
    await withoutTable.page.addInitScript(countDateFormatters);
    await withoutTable.page.route("**/api/auth/me", async (route) => {
      const response = await route.fetch();
      const { zoneOffsets, ...user } = (await response.json()) as Record<string, unknown>;
      expect(zoneOffsets).toBeDefined();
      await route.fulfill({ response, json: user });
    });
    await withoutTable.page.goto(url("/dinner"));
    const sameMeal = withoutTable.page.getByRole("listitem").filter({ has: withoutTable.page.getByText("Døgurði Ting 1", { exact: true }) });
    await sameMeal.waitFor();
    expect(await sameMeal.textContent()).toBe(drawnFromTable);
    expect(await formattersBuilt(withoutTable.page)).toBeGreaterThan(0);
    expect([...errors, ...withoutTable.errors]).toEqual([]);
    await withoutTable.page.context().close();
  });
});
