import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { Temporal } from "temporal-polyfill";
import { familyDate } from "@contract/time/zone";
import { startOfFamilyDay } from "@contract/time/zoned";
import { addItems, call, createUsers, tickItem, type TestUser } from "./helpers/factories";
import { calendarCard, eventRow } from "./helpers/calendar";
import { launchBrowser, signedInPhone, url } from "./helpers/setup";
import { itemBox, shownNames } from "./helpers/shopping";

/**
 * The app's one clock (web/lib/clock.ts) on Playwright's clock: what depends on the time changes
 * while the page stays open, with no reload, when the page's time passes a task's day, an event's
 * end, a meal's day and a ticked item's 10-minute mark.
 */

const FAROE = "Atlantic/Faroe";
const MINUTE = 60_000;

let browser: Browser;
let midnight: TestUser;
let evening: TestUser;
let shopper: TestUser;
let planner: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([
    launchBrowser(),
    createUsers([{ prefix: "clockday" }, { prefix: "clockend" }, { prefix: "clockshop" }, { prefix: "clockdlg" }]),
  ]);
  browser = launched;
  [midnight, evening, shopper, planner] = users as [TestUser, TestUser, TestUser, TestUser];
});

afterAll(async () => {
  await browser?.close();
});

/** A phone page whose clock the test moves (Playwright's clock, from the real time on), at `path`. */
async function clockedPage(user: TestUser, path: string) {
  const phone = await signedInPhone(browser, user);
  await phone.page.clock.install();
  await phone.page.goto(url(path));
  return phone;
}

/** Moves the page's clock forward to `at`, firing the timers due on the way once, as a phone that stayed open would. */
async function moveClockTo(page: Page, at: number): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Math.max(0, at - pageNow));
}

/** A dashboard card: the link holding its heading (the bottom bar has links of the same names). */
const dashboardCard = (page: Page, title: string) => page.getByRole("link").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The next midnight in the Faroes after `now`. */
function nextMidnight(now: number): number {
  const tomorrow = Temporal.PlainDate.from(familyDate(now, FAROE)).add({ days: 1 }).toString();
  return Date.parse(startOfFamilyDay(tomorrow, FAROE));
}

describe("the clock moves while a page stays open", () => {
  it("at midnight, a task due today turns overdue and today's dinner goes to the completed ones, on the dashboard and the pages", async () => {
    const now = Date.now();
    const endOfToday = new Date(nextMidnight(now) - 1).toISOString();
    await call("POST", "/api/reminders", { title: "Rudda kjallaran", dueDate: endOfToday }, midnight.token);
    await call("POST", "/api/dinner-meals", { title: "Ræst kjøt", scheduledDate: new Date(now).toISOString(), ingredients: [] }, midnight.token);
    const { page, context, errors } = await clockedPage(midnight, "/");

    const tasksCard = dashboardCard(page, "Uppgávur");
    const mealsCard = dashboardCard(page, "Matarætlan");
    await tasksCard.getByText("Rudda kjallaran").waitFor();
    await mealsCard.getByText("1 komandi máltíð").waitFor();
    expect(await tasksCard.getByText("Farin um freist").count()).toBe(0);

    await moveClockTo(page, nextMidnight(now) + 1_000);
    await tasksCard.getByText("Farin um freist").waitFor({ state: "attached" });
    await mealsCard.getByText("0 komandi máltíðir").waitFor();

    // Moving between pages is no reload either: each draws by the same clock.
    await tasksCard.click();
    const task = page.getByRole("listitem").filter({ hasText: "Rudda kjallaran" });
    await task.getByText("Farin um freist").waitFor({ state: "attached" });
    await page.goBack();
    await mealsCard.click();
    await page.getByText("Eingin máltíð ætlað").waitFor();
    await page.getByRole("button", { name: "Liðugt (1)" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an event going on since yesterday moves from upcoming to finished when it ends, on the dashboard and the calendar page", async () => {
    const now = Date.now();
    const yesterdayEvening = nextMidnight(now) - 26 * 60 * MINUTE;
    const end = now + 20 * MINUTE;
    const later = end + 20 * MINUTE;
    for (const [title, endTime] of [
      ["Nátturvakt", end],
      ["Morgunvakt", later],
    ] as const) {
      await call(
        "POST",
        "/api/events",
        { title, startTime: new Date(yesterdayEvening).toISOString(), endTime: new Date(endTime).toISOString() },
        evening.token,
      );
    }
    const { page, context, errors } = await clockedPage(evening, "/");
    const card = dashboardCard(page, "Kalendari");
    await card.getByText("2 komandi tiltøk").waitFor();
    await moveClockTo(page, end + MINUTE);
    await card.getByText("1 komandi tiltak").waitFor();

    // The page, left open while its clock passes the second one's end.
    await card.click();
    await eventRow(page, "Morgunvakt").waitFor();
    await page.getByRole("button", { name: "Liðug tiltøk (1)" }).waitFor();
    await moveClockTo(page, later - MINUTE);
    await page.waitForTimeout(200);
    await calendarCard(page).getByText("1 komandi tiltak").waitFor();

    await moveClockTo(page, later + MINUTE);
    await page.getByRole("button", { name: "Liðug tiltøk (2)" }).waitFor();
    await calendarCard(page).getByText("0 komandi tiltøk").waitFor();
    expect(await eventRow(page, "Morgunvakt").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a ticked item vanishes at its 10-minute mark, between two of the clock's minutes", async () => {
    const [milk] = await addItems(shopper, ["Mjólk", "Breyð"]);
    await tickItem(shopper, milk ?? "");
    const { page, context, errors } = await clockedPage(shopper, "/shopping");
    await itemBox(page, "Mjólk").waitFor();
    const [list] = await call<{ items: { name: string; completedAt: string | null }[] }[]>(
      "GET",
      `/api/families/${shopper.familyId}/shopping-lists`,
      undefined,
      shopper.token,
    );
    const tickedAt = Date.parse(list?.items.find((item) => item.name === "Mjólk")?.completedAt ?? "");

    await moveClockTo(page, tickedAt + 10 * MINUTE - 2_000);
    await page.waitForTimeout(200);
    expect(await shownNames(page)).toEqual(["Breyð", "Mjólk"]);

    await moveClockTo(page, tickedAt + 10 * MINUTE + 1_000);
    await itemBox(page, "Mjólk").waitFor({ state: "detached" });
    expect(await shownNames(page)).toEqual(["Breyð"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the dialogs start afresh", () => {
  it("the new-event dialog proposes the next hour from when it opens, and forgets a cancelled attempt; so does the task dialog", async () => {
    const { page, context, errors } = await clockedPage(planner, "/calendar");
    await calendarCard(page).waitFor();
    await moveClockTo(page, Date.now() + 3 * 60 * MINUTE);
    const pageNow = await page.evaluate(() => Date.now());
    const nextHour = Temporal.Instant.fromEpochMilliseconds(pageNow)
      .toZonedDateTimeISO(FAROE)
      .round({ smallestUnit: "hour", roundingMode: "ceil" })
      .toPlainDateTime()
      .toString({ smallestUnit: "minute" });

    await page.getByRole("button", { name: "Stovna tiltak" }).click();
    const dialog = page.getByRole("dialog", { name: "Nýtt tiltak" });
    expect(await dialog.getByLabel("Byrjar").inputValue()).toBe(nextHour);
    await dialog.getByLabel("Heiti").fill("Svimjing");
    await dialog.getByLabel("Byrjar").fill("2030-01-01T10:00");
    await dialog.getByRole("button", { name: "Lat aftur" }).click();
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Stovna tiltak" }).click();
    expect(await dialog.getByLabel("Heiti").inputValue()).toBe("");
    expect(await dialog.getByLabel("Byrjar").inputValue()).toBe(nextHour);
    await dialog.getByRole("button", { name: "Lat aftur" }).click();

    await page.getByRole("navigation", { name: "Listarnir" }).getByRole("link", { name: "Uppgávur" }).click();
    await page.getByRole("button", { name: "Stovna uppgávu" }).click();
    const taskDialog = page.getByRole("dialog", { name: "Nýggj uppgáva" });
    await taskDialog.getByLabel("Yvirskrift").fill("Vaska bilin");
    await taskDialog.getByRole("button", { name: "Angra" }).click();
    await taskDialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Stovna uppgávu" }).click();
    expect(await taskDialog.getByLabel("Yvirskrift").inputValue()).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });
});
