import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { Recipe } from "@contract/schemas/recipes";
import type { DinnerMeal } from "@contract/schemas/meals";
import { call, createUsers, type TestUser } from "./helpers/factories";
import { launchBrowser, PHONE, screenshot, signedInPhone, url } from "./helpers/setup";

/**
 * Cook mode (docs/features/cook-mode.md) opened from the dinner plan's address, at the kitchen
 * tablet's size and a phone's: one step at a time, the ingredients for the servings, a step's
 * timer run to its end on Playwright's clock, the alarm (its banner, beeps and buzz until
 * silenced), the wake lock held while open, and 'Liðugt' completing the dinner.
 */

const SIZES = [
  ["tablet", { width: 1024, height: 768 }],
  ["phone", PHONE],
] as const;

let browser: Browser;
const cooks: TestUser[] = [];

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "cooktab" }, { prefix: "cookphone" }])]);
  browser = launched;
  cooks.push(...users);
});

afterAll(async () => {
  await browser?.close();
});

/** A dinner tomorrow at 18:00 in the Faroes (new families live there; in winter the Faroes keep UTC, in summer UTC+1). */
function tomorrowEvening(): string {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Atlantic/Faroe" }).format(Date.now() + 24 * 60 * 60 * 1000);
  return new Date(`${date}T18:00:00Z`).toISOString();
}

/**
 * What the page asks of the device, counted: wake locks requested and released, beeps started,
 * buzzes. Headless Chromium grants no wake lock and has no vibration, so both are stood in for.
 */
async function countDevice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { locks: 0, released: 0, beeps: 0, buzzes: 0 };
    Object.assign(window, { deviceCounts: counts });
    const wakeLock = {
      request: async () => {
        counts.locks++;
        return {
          release: async () => {
            counts.released++;
          },
        };
      },
    };
    const vibrate = (pattern: number | number[]) => {
      if (pattern !== 0) counts.buzzes++;
      return true;
    };
    Object.defineProperty(navigator, "wakeLock", { value: wakeLock, configurable: true });
    Object.defineProperty(navigator, "vibrate", { value: vibrate, configurable: true });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode["start"]>) {
      counts.beeps++;
      start.apply(this, args);
    };
  });
}

const deviceCounts = (page: Page) =>
  page.evaluate(() => (window as unknown as { deviceCounts: { locks: number; released: number; beeps: number; buzzes: number } }).deviceCounts);

describe.each(SIZES)("cook mode at %s size", (name, viewport) => {
  it("walks the steps, runs a step's timer to its alarm, shows the ingredients for the servings and completes the dinner", async () => {
    const cook = cooks[SIZES.findIndex(([size]) => size === name)]!;
    const recipe = await call<Recipe>(
      "POST",
      "/api/recipes",
      { title: "Rjómaterta", servings: 4, ingredients: ["2 dl rjómi", "salt"], steps: ["Hita ovnin", "Bakið í 25 minuttir"] },
      cook.token,
    );
    const meal = await call<DinnerMeal>("POST", "/api/dinner-meals", { title: "Rjómaterta", scheduledDate: tomorrowEvening() }, cook.token);
    const { page, errors } = await signedInPhone(browser, cook);
    await page.setViewportSize(viewport);
    await countDevice(page);
    await page.clock.install();
    await page.goto(url(`/dinner?elda=${recipe.id}&maltid=${meal.id}`));

    const cookMode = page.getByRole("dialog", { name: "Rjómaterta" });
    await cookMode.getByText("Stig 1 av 2").waitFor();
    await cookMode.getByText("Hita ovnin").waitFor();
    expect(await cookMode.getByRole("button", { name: "Fyrra stig" }).isDisabled()).toBe(true);
    await expect.poll(async () => (await deviceCounts(page)).locks).toBeGreaterThan(0);
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    await page.keyboard.press("ArrowRight");
    await cookMode.getByText("Stig 2 av 2").waitFor();
    await cookMode.getByRole("button", { name: "Byrja 25:00" }).click();
    const running = cookMode.getByRole("list", { name: "Tíðir í gongd" });
    await running.getByText("25 minuttir (stig 2)").waitFor();
    await screenshot(page, `cook-mode-${name}-timer`);

    // The timer is listed on every step; paused, it holds its time.
    await page.keyboard.press("ArrowLeft");
    await cookMode.getByText("Hita ovnin").waitFor();
    await running.getByRole("timer").waitFor();
    await page.clock.fastForward(60_000);
    await running.getByText("24:00").waitFor();
    await running.getByRole("button", { name: "Steðga 25 minuttir (stig 2) á" }).click();
    await page.clock.fastForward(5 * 60_000);
    await running.getByText("24:00").waitFor();
    await running.getByRole("button", { name: "Halt fram við 25 minuttir (stig 2)" }).click();

    await page.clock.fastForward(24 * 60_000);
    const alarm = cookMode.getByRole("alert");
    await alarm.getByText("Tíðin er úti: 25 minuttir (stig 2)").waitFor();
    const rung = await deviceCounts(page);
    expect(rung.beeps).toBeGreaterThan(0);
    expect(rung.buzzes).toBeGreaterThan(0);
    // It rings again until silenced.
    await page.clock.fastForward(3_000);
    expect((await deviceCounts(page)).beeps).toBeGreaterThan(rung.beeps);
    await screenshot(page, `cook-mode-${name}-alarm`);
    await alarm.getByRole("button", { name: "Sløkk" }).click();
    await alarm.waitFor({ state: "detached" });
    await running.waitFor({ state: "detached" });
    const silenced = await deviceCounts(page);
    await page.clock.fastForward(5_000);
    expect((await deviceCounts(page)).beeps).toBe(silenced.beeps);

    // The ingredients for the dinner's servings (the recipe's own four here).
    await cookMode.getByRole("button", { name: "Tilfar" }).click();
    const ingredients = cookMode.getByRole("region", { name: "Tilfar til 4" });
    await ingredients.getByText("2 dl", { exact: true }).waitFor();
    await ingredients.getByText("Rjómi", { exact: true }).waitFor();
    await ingredients.getByText("salt", { exact: true }).waitFor();
    await screenshot(page, `cook-mode-${name}-ingredients`);
    await cookMode.getByRole("button", { name: "Stig", exact: true }).click();

    // A sideways swipe moves on a step (the mouse stands in for a finger).
    const box = (await cookMode.getByText("Hita ovnin").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 100, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await cookMode.getByText("Stig 2 av 2").waitFor();
    await screenshot(page, `cook-mode-${name}-last-step`);

    await cookMode.getByRole("button", { name: "Liðugt", exact: true }).click();
    await cookMode.waitFor({ state: "detached" });
    expect(new URL(page.url()).search).toBe("");
    await expect.poll(async () => (await deviceCounts(page)).released).toBeGreaterThan(0);
    const meals = await call<DinnerMeal[]>("GET", `/api/families/${cook.familyId}/dinner-meals`, undefined, cook.token);
    expect(meals.find((row) => row.id === meal.id)?.completed).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("cook mode's way in", () => {
  it("says so when the recipe is not there, and leaves", async () => {
    const { page, errors } = await signedInPhone(browser, cooks[1]!);
    await page.goto(url("/dinner?elda=00000000-0000-4000-8000-000000000000"));
    await page.getByRole("alert").getByText("Uppskriftin finst ikki.").waitFor();
    await page.getByRole("button", { name: "Lat aftur" }).click();
    await page.getByRole("region", { name: "Matarætlan", exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    expect(errors).toEqual([]);
  });
});
