import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { call, createUsers, type TestUser } from "./helpers/factories";
import { openPairedScreen, pairScreen } from "./helpers/kitchen";
import { launchBrowser } from "./helpers/setup";

/**
 * The kitchen wall on its own (docs/features/kitchen.md "The kitchen screen"): its today with an
 * outside calendar's events, and what it does with the clock: the minute it shows, the family's
 * night and the "behind" note, on Playwright's clock.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SCHOOL_COLOR = "#16a34a";

let browser: Browser;
let outside: TestUser;
let night: TestUser;
let scheduled: TestUser;
let counting: TestUser;
let feedServer: Server;
let feedUrl: string;

/** Today's date on the Faroese clock the test families keep, as iCalendar writes it (YYYYMMDD), and tomorrow's. */
function feedDays(): { today: string; tomorrow: string } {
  const day = (at: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Atlantic/Faroe" }).format(at).replaceAll("-", "");
  return { today: day(Date.now()), tomorrow: day(Date.now() + 24 * HOUR) };
}

/** The school's calendar: a day off today (all day) and, tomorrow, a lesson the wall must not show. */
function schoolFeed(): string {
  const { today, tomorrow } = feedDays();
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Skulin//EN",
    "BEGIN:VEVENT",
    "UID:day-off@school.example",
    "DTSTAMP:20260801T000000Z",
    `DTSTART;VALUE=DATE:${today}`,
    `DTEND;VALUE=DATE:${tomorrow}`,
    "SUMMARY:Frídagur",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:lesson@school.example",
    "DTSTAMP:20260801T000000Z",
    `DTSTART:${tomorrow}T100000`,
    `DTEND:${tomorrow}T110000`,
    "SUMMARY:Støddfrøði",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

// The feed comes from a server of the test's own; the app runs with LOCAL_DEV, which lets it fetch http://127.0.0.1.
beforeAll(async () => {
  feedServer = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", Connection: "close" });
    response.end(schoolFeed());
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/skulin.ics`;
  const [launched, users] = await Promise.all([
    launchBrowser(),
    createUsers([{ prefix: "wallcal" }, { prefix: "wallnight" }, { prefix: "walltimes" }, { prefix: "wallcount" }]),
  ]);
  browser = launched;
  [outside, night, scheduled, counting] = users as [TestUser, TestUser, TestUser, TestUser];
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

/** The page's time, and its hour and minute on the family's clock. */
async function pageClock(page: Page, timeZone: string) {
  const now = await page.evaluate(() => Date.now());
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const hour = Number(parts.find((part) => part.type === "hour")?.value);
  const minute = Number(parts.find((part) => part.type === "minute")?.value);
  return { now, hour, text: `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}` };
}

/** Moves the page's clock forward to `at`, firing the timers due on the way once, as a wall left on would. */
async function moveClockTo(page: Page, at: number): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Math.max(0, at - pageNow));
}

const clockText = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();
const isDimmed = (page: Page) => page.locator(".brightness-40").count();
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const weekdayAt = (now: number, timeZone: string) => WEEKDAYS.indexOf(new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" }).format(now));
const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

describe("the kitchen wall", () => {
  it("shows today's events of the family's outside calendar in its colour with its name, and not tomorrow's", async () => {
    const subscription = await call<{ id: string }>(
      "POST",
      `/api/families/${outside.familyId}/calendar-subscriptions`,
      { url: feedUrl, name: "Skúlin", color: SCHOOL_COLOR },
      outside.token,
    );
    // The first refresh is queued at once; wait for its occurrences before the wall reads.
    await expect
      .poll(
        async () =>
          (await call<{ subscription?: { id: string } }[]>("GET", `/api/families/${outside.familyId}/events`, undefined, outside.token)).filter(
            (event) => event.subscription?.id === subscription.id,
          ).length,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    const { page, context, errors } = await openPairedScreen(browser, await pairScreen(outside));

    const dayOff = page.locator(`li[data-calendar-color="${SCHOOL_COLOR}"]`).filter({ hasText: "Frídagur" });
    await dayOff.waitFor();
    expect(await dayOff.textContent()).toContain("Allan dagin");
    expect(await dayOff.getByTitle("Úr kalendaranum Skúlin").textContent()).toBe("Skúlin");
    expect(await page.getByText("Støddfrøði").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("redraws its clock each minute, dims in the family's night with a tap lifting it for a minute, and says when it is behind", async () => {
    const paired = await pairScreen(night);
    const { page, context, errors } = await openPairedScreen(browser, paired, { clocked: true });
    // The wall redraws its clock every 20 s, so just after a new minute it may still show the last one.
    const showsNow = async () => (await clockText(page)) === (await pageClock(page, paired.timeZone)).text;
    await expect.poll(showsNow, { timeout: 25_000 }).toBe(true);
    const start = await pageClock(page, paired.timeZone);
    // Night falls at the next hour of the family's clock and lifts an hour later.
    const from = (start.hour + 1) % 24;
    await call("PUT", "/api/kitchen/dim", { dim: { from, to: (from + 1) % 24 } }, night.token);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect.poll(() => isDimmed(page)).toBe(0);

    // The minute moves on without a read.
    await moveClockTo(page, start.now + MINUTE + 1_000);
    await expect.poll(async () => clockText(page)).toBe((await pageClock(page, paired.timeZone)).text);
    expect(await clockText(page)).not.toBe(start.text);

    // The next hour: night, and the clock shows hh:00.
    const nextHour = Math.ceil((start.now + MINUTE + 2_000) / HOUR) * HOUR + 30_000;
    await moveClockTo(page, nextHour);
    await expect.poll(() => clockText(page)).toBe(`${String(from).padStart(2, "0")}:00`);
    await expect.poll(() => isDimmed(page)).toBe(1);
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(() => isDimmed(page)).toBe(0);
    await moveClockTo(page, nextHour + MINUTE + 5_000);
    await expect.poll(() => isDimmed(page)).toBe(1);
    await moveClockTo(page, nextHour + HOUR);
    await expect.poll(() => isDimmed(page)).toBe(0);

    // Not behind while the board is read (after the hour's jump the socket may first reconnect and
    // read again, behind for that moment); a read that fails says so, with when it was last read.
    const status = page.getByRole("status").filter({ hasText: "Seinast dagført" });
    await expect.poll(() => status.count(), { timeout: 15_000 }).toBe(0);
    const lastRead = (await pageClock(page, paired.timeZone)).text;
    // The read the page's coming back makes is answered before the connection goes.
    const answeredRead = page.waitForResponse((response) => response.url().endsWith("/api/kitchen/screen/today"));
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await answeredRead;
    await context.setOffline(true);
    await context.route(/\/api\//, (route) => route.abort("internetdisconnected"));
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await status.waitFor();
    expect(await status.textContent()).toBe(`Uttan samband · Seinast dagført ${lastRead}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("counts down the family days to the events marked so and to a chore that needs the evening before, soonest first", async () => {
    const noonIn = (days: number) => {
      const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Atlantic/Faroe" }).format(Date.now() + days * 24 * HOUR);
      return { startTime: `${day}T12:00:00.000Z`, endTime: `${day}T13:00:00.000Z` };
    };
    await call("POST", "/api/events", { title: "jól", countdown: true, ...noonIn(12) }, counting.token);
    await call("POST", "/api/events", { title: "Flogferð", countdown: true, ...noonIn(1) }, counting.token);
    await call("POST", "/api/events", { title: "Foreldrafundur", ...noonIn(2) }, counting.token);
    // The bins go out the day after tomorrow: a chore that needs the evening before counts down too.
    const child = await call<{ id: string }>("POST", "/api/family-members", { name: "Óli" }, counting.token);
    await call("PATCH", `/api/kitchen/members/${child.id}`, { child: true, colour: "#1e88e5", avatar: "🦊" }, counting.token);
    const binDay = new Date(`${noonIn(2).startTime.slice(0, 10)}T12:00:00Z`).getUTCDay();
    const bins = { kind: "chore", schedule: { every: "week", days: [binDay] }, mode: "each", title: "Ruskið út", emoji: "🗑️", stars: 1, members: [child.id] };
    await call("POST", "/api/kitchen/chores", { ...bins, approval: "auto", eveningBefore: "19:30" }, counting.token);
    const paired = await pairScreen(counting);
    const { page, context, errors } = await openPairedScreen(browser, paired);
    const section = page.getByRole("region", { name: "Telja niður" });
    await section.getByText("12 dagar til jól").waitFor();
    expect(await section.getByRole("listitem").allTextContents()).toEqual(["Í morgin: Flogferð", "2 dagar til 🗑️ Ruskið út", "12 dagar til jól"]);
    await page.screenshot({ path: "test-results/screenshots/kitchen-wall-countdowns-1024x768.png" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is black outside today's own screen times, a tap on the black wakes it for a minute, and it lights at the day's on time", async () => {
    const paired = await pairScreen(scheduled);
    const { page, context, errors } = await openPairedScreen(browser, paired, { clocked: true });
    const start = await pageClock(page, paired.timeZone);
    // Today's times begin in the hour after the next, so the screen is off now; late in the evening they were over an hour ago.
    const early = start.hour < 21;
    const times = early ? { on: hh(start.hour + 2), off: hh(start.hour + 3) } : { on: "00:00", off: "01:00" };
    const schedule = Array.from({ length: 7 }, (_, weekday) => (weekday === weekdayAt(start.now, paired.timeZone) ? times : null));
    await call("PUT", "/api/kitchen/schedule", { schedule }, scheduled.token);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    const cover = page.getByRole("button", { name: "Vekja skermin" });
    await cover.waitFor();
    await page.screenshot({ path: "test-results/screenshots/kitchen-wall-off-1024x768.png" });
    await cover.click();
    await cover.waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    await moveClockTo(page, start.now + MINUTE + 5_000);
    await cover.waitFor();
    if (early) {
      await moveClockTo(page, Math.floor(start.now / HOUR) * HOUR + 2 * HOUR + 30_000);
      await cover.waitFor({ state: "detached" });
      expect(await isDimmed(page)).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
