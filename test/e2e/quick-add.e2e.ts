import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { call, createUsers, type TestUser } from "./helpers/factories";
import { launchBrowser, openSignedIn, screenshot } from "./helpers/setup";
import { addButton, addInput, itemBox, itemRow } from "./helpers/shopping";

let browser: Browser;
let shopper: TestUser;
let planner: TestUser;
let quickShopper: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "quick" }, { prefix: "quickcal" }, { prefix: "quickslow" }])]);
  browser = launched;
  [shopper, planner, quickShopper] = users as [TestUser, TestUser, TestUser];
});

afterAll(async () => {
  await browser?.close();
});

/** A calendar day in Tórshavn, `days` from today, as YYYY-MM-DD. */
function faroeseDay(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Atlantic/Faroe" }).format(Date.now());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const shown = (day: string) => day.split("-").reverse().join(".");

interface ItemOnServer {
  name: string;
  quantity: number;
  unit: string | null;
}

/** The family's first list as the server keeps it: each item's name and amount. */
async function itemsOnServer(user: TestUser): Promise<ItemOnServer[] | undefined> {
  const lists = await call<{ items: ItemOnServer[] }[]>("GET", `/api/families/${user.familyId}/shopping-lists`, undefined, user.token);
  return lists[0]?.items.map(({ name, quantity, unit }) => ({ name, quantity, unit }));
}

describe("quick add", () => {
  it("reads '2 l mjólk' on a phone, previews it, saves 'Mjólk 2 l', and 'mjólk' again raises it; a removed part stays in the name", async () => {
    const { page, context, errors } = await openSignedIn(browser, shopper, "/shopping");
    const input = addInput(page);
    await input.fill("2 l mjólk");
    const chip = page.getByRole("button", { name: "Tak burtur: 2 l" });
    await chip.waitFor();
    await screenshot(page, "quick-add-chips");
    await addButton(page).click();
    await itemBox(page, "Mjólk").waitFor();
    await itemRow(page, "Mjólk").getByText("2 l", { exact: true }).waitFor();
    expect(await chip.count()).toBe(0);

    // One tap on the chip keeps '3' in the name.
    await input.fill("3 appilsinir");
    await page.getByRole("button", { name: "Tak burtur: Tal: 3" }).click();
    expect(await page.getByRole("button", { name: /^Tak burtur/ }).count()).toBe(0);
    await input.press("Enter");
    await itemBox(page, "3 appilsinir").waitFor();

    // 'mjólk' again is one more of what is on the list: the quantity rises, no second row. Typed
    // while the last add may still be on its way (on a loaded machine it is): the form takes it, and
    // the queue sends it after that one (docs/features/offline.md "One at a time").
    await input.fill("mjólk");
    await input.press("Enter");
    await itemRow(page, "Mjólk").getByText("3 l", { exact: true }).waitFor();
    await page.getByText("Mjólk: nú 3").first().waitFor();

    // What the list shows is what the server kept.
    await page.reload();
    await itemRow(page, "Mjólk").getByText("3 l", { exact: true }).waitFor();
    expect(await itemsOnServer(shopper)).toEqual([
      { name: "Mjólk", quantity: 3, unit: "l" },
      { name: "3 appilsinir", quantity: 1, unit: null },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes the next add while the last is still on its way to a slow server, and a raise it drew never falls back", async () => {
    const { page, context, errors } = await openSignedIn(browser, quickShopper, "/shopping");
    const input = addInput(page);
    await input.fill("2 l mjólk");
    await addButton(page).click();
    await itemRow(page, "Mjólk").getByText("2 l", { exact: true }).waitFor();
    // From here every write and every read of the list takes 800 ms more, as on a poor connection.
    await page.route("**/api/**", async (route) => {
      const request = route.request();
      if (request.method() === "POST" || request.url().includes("/shopping-lists")) await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await input.fill("smør");
    await input.press("Enter");
    await input.fill("mjólk");
    await input.press("Enter");
    // Both taken at once: the box is empty, the second waits its turn in the queue.
    expect(await input.inputValue()).toBe("");
    await itemBox(page, "smør").waitFor();
    const mjolk = itemRow(page, "Mjólk");
    await mjolk.getByText("3 l", { exact: true }).waitFor();
    // Until the server has raised it, the first add's answer and refetch must not draw 'Mjólk 2 l' again.
    const toast = page.getByText("Mjólk: nú 3").first();
    for (const until = Date.now() + 20_000; Date.now() < until && !(await toast.isVisible()); ) {
      expect(await mjolk.getByText("3 l", { exact: true }).count()).toBe(1);
      await page.waitForTimeout(50);
    }
    await toast.waitFor();
    await page.unroute("**/api/**");
    expect(await itemsOnServer(quickShopper)).toEqual([
      { name: "Mjólk", quantity: 3, unit: "l" },
      { name: "smør", quantity: 1, unit: null },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fills a task's due day and priority from its title", async () => {
    const { page, context, errors } = await openSignedIn(browser, planner, "/reminders");
    await page.getByRole("button", { name: "Stovna uppgávu" }).click();
    const dialog = page.getByRole("dialog", { name: "Nýggj uppgáva" });
    await dialog.getByLabel("Yvirskrift").fill("Rokning í morgin týdningarmikið");
    await dialog.getByRole("button", { name: "Tak burtur: Í morgin" }).waitFor();
    await dialog.getByRole("button", { name: "Tak burtur: Týdningarmikið" }).waitFor();
    await dialog.getByRole("button", { name: "Stovna", exact: true }).click();
    await dialog.waitFor({ state: "detached" });

    const card = page.getByRole("region", { name: "Uppgávur", exact: true });
    await card.getByText("Rokning", { exact: true }).waitFor();
    await card.getByText(`Freist: ${shown(faroeseDay(1))}`).waitFor();
    await card.getByText("Raðfesting: Høg").waitFor({ state: "attached" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fills an event's start and recurrence from its title", async () => {
    const { page, context, errors } = await openSignedIn(browser, planner, "/calendar");
    await page.getByRole("button", { name: "Stovna tiltak" }).click();
    const dialog = page.getByRole("dialog", { name: "Nýtt tiltak" });
    await dialog.getByLabel("Heiti").fill("Fótbóltur hvønn mánadag kl. 17");
    await dialog.getByRole("button", { name: "Tak burtur: Hvønn mánadag" }).waitFor();
    await dialog.getByRole("button", { name: "Tak burtur: kl. 17.00" }).waitFor();
    await dialog.getByRole("button", { name: "Stovna tiltak" }).click();
    await dialog.waitFor({ state: "detached" });

    // The first Monday from today on, at 17.00 on the family's clock, every week.
    const todayWeekday = new Date(`${faroeseDay(0)}T12:00:00Z`).getUTCDay();
    const monday = faroeseDay((1 - todayWeekday + 7) % 7);
    const events = await call<{ title: string; startTime: string; recurrence: string }[]>(
      "GET",
      `/api/families/${planner.familyId}/events`,
      undefined,
      planner.token,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ title: "Fótbóltur", recurrence: "weekly" });
    const local = new Intl.DateTimeFormat("sv-SE", { timeZone: "Atlantic/Faroe", dateStyle: "short", timeStyle: "short" }).format(
      Date.parse(events[0]!.startTime),
    );
    expect(local).toBe(`${monday} 17:00`);
    await page.getByRole("region", { name: "Kalendari", exact: true }).getByText("Fótbóltur", { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
