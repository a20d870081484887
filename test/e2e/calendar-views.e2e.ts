import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { call, createUsers, type TestUser } from "./helpers/factories";
import { launchBrowser, openSignedIn, screenshot } from "./helpers/setup";
import { faroeseLocal } from "./helpers/calendar";
import { linkChild } from "./helpers/homes";

/** The week and month views (docs/features/calendar.md "Week and month views"), at phone size. */

let browser: Browser;
let mum: TestUser;
let dad: TestUser;
/** How mum's phone says dad's home after "hjá" and "frá". */
let otherHome: string;

/** An instant from a datetime-local value on the Faroese clock (the test runs its clock there too). */
const instant = (local: string) => new Date(Date.parse(`${local}:00Z`) - faroeseOffsetMs(local)).toISOString();
function faroeseOffsetMs(local: string): number {
  const guess = new Date(`${local}:00Z`);
  const there = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Atlantic/Faroe",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(guess)
    .replace(", ", "T");
  return Date.parse(`${there}:00Z`) - guess.getTime();
}

const today = () => faroeseLocal(0, "00:00").slice(0, 10);

/** Óli lives in two homes: mum's family invites dad's, dad accepts, and a week-about pattern starts with mum this Monday. */
async function linkOli(): Promise<void> {
  const weekday = (new Date(`${today()}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = faroeseLocal(-weekday, "00:00").slice(0, 10);
  const link = await linkChild(mum, dad, "Óli", { template: "7-7", startDate: monday, firstHome: mum.familyId });
  // Dad's family is still under its sign-up name: mum's phone says it by his name after "hjá" and "frá".
  expect(link.otherFamily.name).toBe(`Familjan hjá ${dad.username}`);
  otherHome = dad.username;
  // Dad's home shares a dentist's visit today with mum's.
  await call(
    "POST",
    "/api/events",
    {
      id: randomUUID(),
      familyId: dad.familyId,
      title: "Tannlækni",
      startTime: instant(faroeseLocal(0, "15:00")),
      endTime: instant(faroeseLocal(0, "15:30")),
      visibility: "shared",
      sharedLinkId: link.id,
    },
    dad.token,
  );
}

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "cvmum" }, { prefix: "cvdad" }])]);
  browser = launched;
  [mum, dad] = users as [TestUser, TestUser];
  await call(
    "POST",
    "/api/events",
    { id: randomUUID(), familyId: mum.familyId, title: "Fótbóltur", startTime: instant(faroeseLocal(0, "12:00")), endTime: instant(faroeseLocal(0, "13:00")) },
    mum.token,
  );
  await linkOli();
});

afterAll(async () => {
  await browser?.close();
});

const dayCell = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);

describe("the calendar's week and month views", () => {
  it("switches to the month, marks today with its events and the custody band, adds an event on a tapped day, keeps the view on reload and shows the week", async () => {
    const { page, context, errors } = await openSignedIn(browser, mum, "/calendar");
    const views = page.getByRole("navigation", { name: "Vís kalendaran sum" });
    await views.getByRole("link", { name: "Listi" }).waitFor();
    expect(await views.getByRole("link", { name: "Listi" }).getAttribute("aria-current")).toBe("page");

    await views.getByRole("link", { name: "Mánaður" }).click();
    await page.waitForURL(/\/calendar\?view=manadur$/);
    const todayCell = dayCell(page, today());
    await todayCell.waitFor();
    expect(await todayCell.getAttribute("aria-current")).toBe("date");
    // The homes read is in once the band is drawn.
    await todayCell.locator('[data-band-child="Óli"][data-home="ours"]').waitFor();
    // Mum's football and dad's home's dentist: two marks, and the label says so with where Óli sleeps.
    expect(await todayCell.getAttribute("aria-label")).toMatch(/í dag: 2 tiltøk; Óli sovur hjá okkum/);
    expect(await todayCell.locator("[data-event-mark]").count()).toBe(2);
    const legend = page.getByRole("list", { name: "Hvar børnini sova" });
    await legend.getByText("Óli:").waitFor();
    // Not "hjá Familjan hjá …" (the legend's item reads "/" to a screen reader before it).
    await legend.getByText(new RegExp(`^/?hjá ${otherHome}$`)).waitFor();
    expect(await page.locator("[data-band-child][data-exchange]").count()).toBeGreaterThan(0);

    // Today is chosen: its events under the grid, the other home's read-only with its name.
    const day = page.locator('section[aria-labelledby="calendar-day-title"]');
    await day.getByText("Fótbóltur").waitFor();
    await day.getByText("12.00–13.00").waitFor();
    await day.getByText(`Frá ${otherHome}`, { exact: true }).waitFor();
    expect(await day.getByRole("button", { name: /Tannlækni/ }).count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "/tmp/shots/month-390.png", fullPage: true });
    await screenshot(page, "calendar-month-phone");

    // Another day of the month: tap it, add an event there.
    const other = faroeseLocal(Number(today().slice(8)) > 15 ? -3 : 3, "00:00").slice(0, 10);
    await dayCell(page, other).click();
    expect(await dayCell(page, other).getAttribute("aria-pressed")).toBe("true");
    await page.getByText("Eingi tiltøk hendan dagin").waitFor();
    await page.getByRole("button", { name: /^Stovna tiltak \d+\. / }).click();
    const dialog = page.getByRole("dialog", { name: "Nýtt tiltak" });
    await dialog.getByLabel("Heiti").waitFor();
    expect((await dialog.getByLabel("Byrjar").inputValue()).slice(0, 10)).toBe(other);
    await dialog.getByLabel("Heiti").fill("Svimjing");
    await dialog.getByRole("button", { name: "Stovna tiltak" }).click();
    await dialog.waitFor({ state: "detached" });
    await day.getByText("Svimjing").waitFor();
    await dayCell(page, other).locator('[data-event-mark="Svimjing"]').waitFor();

    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: "/tmp/shots/month-768.png", fullPage: true });
    // The dark theme, for a look (web/lib/theme.ts sets the class the same way).
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await page.screenshot({ path: "/tmp/shots/month-768-dark.png", fullPage: true });
    await page.evaluate(() => document.documentElement.classList.remove("dark"));
    await page.setViewportSize({ width: 390, height: 844 });

    await page.reload();
    await dayCell(page, today()).waitFor();
    expect(await views.getByRole("link", { name: "Mánaður" }).getAttribute("aria-current")).toBe("page");

    await views.getByRole("link", { name: "Vika" }).click();
    await page.waitForURL(/\/calendar\?view=vika$/);
    const todayRow = page.locator(`li[data-date="${today()}"]`);
    await todayRow.getByText("Fótbóltur").waitFor();
    expect(await todayRow.getAttribute("aria-current")).toBe("date");
    await todayRow.getByText("12.00–13.00").waitFor();
    await todayRow.getByText(`Frá ${otherHome}`, { exact: true }).waitFor();
    expect(await todayRow.locator('[data-band-child="Óli"]').count()).toBe(1);
    expect(await page.locator("li[data-date]").count()).toBe(7);
    await page.screenshot({ path: "/tmp/shots/week-390.png", fullPage: true });

    await views.getByRole("link", { name: "Listi" }).click();
    await page.waitForURL(/\/calendar$/);
    await page.getByRole("button", { name: "Strika Fótbóltur" }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
