import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { call, createUser, type TestUser } from "./helpers/factories";
import { openPairedScreen, pairScreen } from "./helpers/kitchen";
import { launchBrowser, openSignedIn, screenshot } from "./helpers/setup";

/** Members' birthdays (docs/features/birthdays.md): set on the family page, then on the dashboard, in the month view and on the wall. */

let browser: Browser;
let parent: TestUser;

beforeAll(async () => {
  [browser, parent] = await Promise.all([launchBrowser(), createUser("birthday")]);
});

afterAll(async () => {
  await browser?.close();
});

/** The Faroese date `days` from today, `years` years back: a birthday that comes in `days` days. */
function bornAgo(years: number, days: number): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Atlantic/Faroe" }).format(at);
  return `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
}

describe("a member's birthday", () => {
  it("is set on the family page, counted on the dashboard, drawn in the month view and counted down on the wall", async () => {
    const member = await call<{ id: string }>("POST", "/api/family-members", { name: "Óli" }, parent.token);
    const { page, context, errors } = await openSignedIn(browser, parent, "/family");
    const birthday = bornAgo(9, 3);

    await page.getByRole("button", { name: "Føðingardagur: Óli" }).click();
    const dialog = page.getByRole("dialog", { name: "Føðingardagur: Óli" });
    await dialog.getByLabel("Føðingardagur").fill(birthday);
    await dialog.getByRole("button", { name: "Goym" }).click();
    const row = page.getByRole("listitem").filter({ hasText: "Óli" });
    await row.getByText(/· 🎂 \d+\. \p{L}+ \d{4}$/u).waitFor();
    expect(await row.textContent()).toContain(`${birthday.slice(0, 4)}`);
    const stored = await call<{ id: string; birthday: string | null }[]>("GET", `/api/families/${parent.familyId}/members`, undefined, parent.token);
    expect(stored.find((one) => one.id === member.id)?.birthday).toBe(birthday);

    // The dashboard's card draws the members the cache already holds.
    await page.getByRole("link", { name: "Forsíða" }).first().click();
    const card = page.getByRole("link").filter({ hasText: "Føðingardagar" });
    await card.waitFor();
    expect(await card.textContent()).toContain("Óli fyllir 9 ár");
    expect(await card.textContent()).toContain("um 3 dagar");
    await screenshot(page, "dashboard-birthdays-390x844");

    await page.goto(page.url().replace(/\/[^/]*$/, "/calendar?view=manadur"));
    await page
      .locator(`[data-date="${bornAgo(0, 3)}"]`)
      .first()
      .waitFor();
    expect(await page.locator("[data-event-mark]").evaluateAll((marks) => marks.map((mark) => mark.getAttribute("data-event-mark")))).toContain(
      "🎂 Óli fyllir 9 ár",
    );
    expect(errors).toEqual([]);
    await context.close();

    const wall = await openPairedScreen(browser, await pairScreen(parent));
    const countdowns = wall.page.getByRole("region", { name: "Telja niður" });
    await countdowns.getByText("3 dagar til 🎂 Óli fyllir 9 ár").waitFor();
    expect(wall.errors).toEqual([]);
    await wall.context.close();
  });
});
