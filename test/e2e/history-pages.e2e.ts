import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { COMPLETED_MEALS_SHOWN, HISTORY_PAGE, TICKETS_COLLAPSED_ROWS } from "@contract/limits";
import { call, createAdmin, createUsers, type TestAdmin, type TestUser } from "./helpers/factories";
import { launchBrowser, openSignedIn, screenshot } from "./helpers/setup";

/**
 * The meal plan's completed meals and the support page's closed tickets page their history the
 * way docs/api.md "Paging in headers" says: the main read answers the first HISTORY_PAGE rows, the
 * count in X-History-Count and the next page in Link; 'Vís fleiri' follows the Link to each older
 * page. Two and a bit pages are seeded, so a page read through `?before=` must itself name the next.
 */

let browser: Browser;
let cook: TestUser;
let asker: TestUser;
let admin: TestAdmin;

beforeAll(async () => {
  const [launched, users, administrator] = await Promise.all([
    launchBrowser(),
    createUsers([{ prefix: "histmeal" }, { prefix: "histask" }]),
    createAdmin("histadm"),
  ]);
  browser = launched;
  [cook, asker] = users as [TestUser, TestUser];
  admin = administrator;
});

afterAll(async () => {
  await browser?.close();
});

const SEEDED = 2 * HISTORY_PAGE + 3;
const numbered = (prefix: string) => Array.from({ length: SEEDED }, (_, index) => `${prefix} ${String(index).padStart(2, "0")}`);

/**
 * Clicks 'Vís fleiri' and waits for the older page it reads from `path?before=…`: answered 200
 * with a JSON array, whose length it returns.
 */
async function readOlderPage(page: Page, more: Locator, path: string): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => {
      const url = new URL(answer.url());
      return url.pathname === path && url.searchParams.has("before");
    }),
    more.click(),
  ]);
  expect(response.status()).toBe(200);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error(`${path}?before= answered ${JSON.stringify(body)}, not an array`);
  return body.length;
}

/** The names of icon buttons (their aria-label), in the order the page shows them. */
const namesOf = (buttons: Locator) => buttons.evaluateAll((found) => found.map((button) => button.getAttribute("aria-label")));

describe("the completed meals", () => {
  it("counts every one, shows the newest ten, and reads the older pages with 'Vís fleiri' until each shows once", async () => {
    const titles = numbered("Liðug máltíð");
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    for (const title of titles) {
      const meal = await call<{ id: string }>("POST", "/api/dinner-meals", { title, scheduledDate: tomorrow }, cook.token);
      await call("PATCH", `/api/dinner-meals/${meal.id}`, { completed: true }, cook.token);
    }
    const { page, context, errors } = await openSignedIn(browser, cook, "/dinner");
    // The read answers only the first page: the count comes from X-History-Count.
    await page.getByRole("button", { name: `Liðugt (${SEEDED})`, exact: true }).click();
    const completed = page.getByRole("button", { name: /^Strika Liðug máltíð \d\d$/ });
    const more = page.getByRole("button", { name: "Vís fleiri", exact: true });
    await completed.first().waitFor();
    await expect.poll(() => completed.count()).toBe(COMPLETED_MEALS_SHOWN);

    // The rest of the first page is already read; the pages after it come through the Link header's cursor.
    await more.click();
    await expect.poll(() => completed.count()).toBe(HISTORY_PAGE);
    const path = `/api/families/${cook.familyId}/dinner-meals/completed`;
    expect(await readOlderPage(page, more, path)).toBe(HISTORY_PAGE);
    await expect.poll(() => completed.count()).toBe(2 * HISTORY_PAGE);
    expect(await readOlderPage(page, more, path)).toBe(SEEDED - 2 * HISTORY_PAGE);
    await expect.poll(() => completed.count()).toBe(SEEDED);
    await more.waitFor({ state: "detached" });

    // Each once, the last completed first.
    expect(await namesOf(completed)).toEqual(titles.map((title) => `Strika ${title}`).reverse());
    await screenshot(page, "meals-completed-paged");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the closed tickets", () => {
  it("counts every ticket, and once expanded reads the older closed ones with 'Vís fleiri' until each shows once", async () => {
    const subjects = numbered("Gamal spurningur");
    for (const subject of subjects) {
      const ticket = await call<{ id: string }>("POST", "/api/support/tickets", { subject, description: `Um ${subject}` }, asker.token);
      await call("PATCH", `/api/admin/support/tickets/${ticket.id}`, { status: "closed" }, admin.token);
    }
    await call("POST", "/api/support/tickets", { subject: "Opin spurningur", description: "Enn opin" }, asker.token);

    const { page, context, errors } = await openSignedIn(browser, asker, "/support");
    const tickets = page.getByRole("region", { name: "Mínir spurningar" });
    // The open one and every closed one, though the read answers only the first page of them.
    await tickets.getByText(`${SEEDED + 1} spurningar`, { exact: true }).waitFor();
    const shown = tickets.getByRole("button", { name: /^(Opin spurningur|Gamal spurningur \d\d)/ });
    await expect.poll(() => shown.count()).toBe(TICKETS_COLLAPSED_ROWS);
    const firstRead = 1 + HISTORY_PAGE;
    await tickets.getByRole("button", { name: `Vís ${firstRead - TICKETS_COLLAPSED_ROWS} fleiri`, exact: true }).click();
    await expect.poll(() => shown.count()).toBe(firstRead);

    const more = tickets.getByRole("button", { name: "Vís fleiri", exact: true });
    expect(await readOlderPage(page, more, "/api/support/tickets")).toBe(HISTORY_PAGE);
    await expect.poll(() => shown.count()).toBe(firstRead + HISTORY_PAGE);
    expect(await readOlderPage(page, more, "/api/support/tickets")).toBe(SEEDED - 2 * HISTORY_PAGE);
    await expect.poll(() => shown.count()).toBe(SEEDED + 1);
    await more.waitFor({ state: "detached" });

    // Each once: the open one first, then the closed ones newest first.
    const subjectsShown = (await shown.allInnerTexts()).map((text) => /^(Opin spurningur|Gamal spurningur \d\d)/.exec(text)?.[1]);
    expect(subjectsShown).toEqual(["Opin spurningur", ...[...subjects].reverse()]);
    await tickets.getByRole("button", { name: "Vís færri", exact: true }).waitFor();
    await screenshot(page, "support-closed-paged");
    expect(errors).toEqual([]);
    await context.close();
  });
});
