import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { addItems, createUsers, tickItem, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedIn, signedInPhone, url } from "./helpers/setup";
import { addButton as addButtonOf, addInput, itemBox, itemRow, setTicked, shoppingCard, shownNames } from "./helpers/shopping";

let browser: Browser;
let shopper: TestUser;
let sorter: TestUser;
let summariser: TestUser;
let forgetter: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([
    launchBrowser(),
    createUsers([{ prefix: "shop" }, { prefix: "sort" }, { prefix: "forget" }, { prefix: "summary" }]),
  ]);
  browser = launched;
  [shopper, sorter, forgetter, summariser] = users as [TestUser, TestUser, TestUser, TestUser];
});

/** Seven items of which six are open ('Aprikos' ticked), named to test the Faroese order. */
async function addSortedList(user: TestUser): Promise<void> {
  const names = ["Øl", "Banan", "10 egg", "Ærtur", "Appilsin", "2 mjólk", "Aprikos"];
  const ids = await addItems(user, names);
  await tickItem(user, ids[names.indexOf("Aprikos")] ?? "");
}

afterAll(async () => {
  await browser?.close();
});

describe("the shopping page", () => {
  it("adds, ticks, renames and deletes items, with the statistics following the ticks", async () => {
    const { page, context, errors } = await openSignedIn(browser, shopper, "/shopping");
    const card = shoppingCard(page);
    await card.getByText("Einki á handilslistanum").waitFor();

    const input = page.getByPlaceholder("Hvat skalt tú keypa?");
    const addButton = addButtonOf(page);
    expect(await addInput(page).getAttribute("placeholder")).toBe("Hvat skalt tú keypa?");
    expect(await addButton.isDisabled()).toBe(true);
    await input.fill("   ");
    expect(await addButton.isDisabled()).toBe(true);

    // The first item also makes the family's list.
    await input.fill("Mjólk");
    expect(await addButton.isEnabled()).toBe(true);
    await addButton.click();
    await itemBox(page, "Mjólk").waitFor();
    await expectToast(page, "Success", "Lagt í innkeypslista");
    expect(await input.inputValue()).toBe("");

    await input.fill("  Breyð  ");
    await input.press("Enter");
    await itemBox(page, "Breyð").waitFor();
    await card.getByText("2 vørur eftir at keypa").waitFor();
    expect(await shownNames(page)).toEqual(["Breyð", "Mjólk"]);

    // Ticking: 'Keypt', editing off, sorted after the open items, counted as bought.
    await setTicked(page, "Mjólk", true);
    await itemRow(page, "Mjólk").getByText("Keypt", { exact: true }).waitFor();
    expect(await itemRow(page, "Mjólk").getByRole("button", { name: "Rætta Mjólk" }).isDisabled()).toBe(true);
    expect(await itemRow(page, "Breyð").getByText("Keypt", { exact: true }).count()).toBe(0);
    expect(await itemRow(page, "Breyð").getByRole("button", { name: "Rætta Breyð" }).isEnabled()).toBe(true);
    await card.getByText("1 vøra eftir at keypa").waitFor();
    expect(await shownNames(page)).toEqual(["Breyð", "Mjólk"]);

    const statsToggle = page.getByRole("button", { name: "Hagtøl (1)" });
    await statsToggle.waitFor();
    await statsToggle.click();
    const stats = page.getByRole("region", { name: "Hagtøl", exact: true });
    await stats.getByText("Mjólk", { exact: true }).waitFor();
    await stats.getByText(/^1 ferðir • Seinast keypt \d\d\.\d\d\.\d{4}$/).waitFor();

    // Rename: Escape leaves the name alone, Enter saves it.
    await page.getByRole("button", { name: "Rætta Breyð" }).click();
    const rename = page.getByRole("textbox", { name: "Nýtt navn til Breyð" });
    await rename.fill("Rugbreyð");
    await rename.press("Escape");
    await itemBox(page, "Breyð").waitFor();
    expect(await rename.count()).toBe(0);

    await page.getByRole("button", { name: "Rætta Breyð" }).click();
    await rename.fill("Rugbreyð");
    await rename.press("Enter");
    await itemBox(page, "Rugbreyð").waitFor();
    await expectToast(page, "Vøra rættað");

    // What the page shows is what the server kept.
    await page.reload();
    await itemBox(page, "Rugbreyð").waitFor();
    expect(await itemBox(page, "Mjólk").isChecked()).toBe(true);
    expect(await itemBox(page, "Breyð").count()).toBe(0);

    await page.getByRole("button", { name: "Strika Rugbreyð" }).click();
    await itemBox(page, "Rugbreyð").waitFor({ state: "detached" });
    expect(await shownNames(page)).toEqual(["Mjólk"]);

    // Unticking takes the purchase back out of the statistics.
    await setTicked(page, "Mjólk", false);
    await page.getByRole("button", { name: "Hagtøl (0)" }).waitFor();
    await page.reload();
    await itemBox(page, "Mjólk").waitFor();
    // The phone's kept copy may draw first; the server's answer follows at once.
    await expect.poll(() => itemBox(page, "Mjólk").isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sorts open before ticked, Faroese alphabetical with numbers in numeric order, and shows 5 until expanded", async () => {
    await addSortedList(sorter);

    const { page, context, errors } = await openSignedIn(browser, sorter, "/shopping");
    await itemBox(page, "2 mjólk").waitFor();
    await shoppingCard(page).getByText("6 vørur eftir at keypa").waitFor();
    expect(await shownNames(page)).toEqual(["2 mjólk", "10 egg", "Appilsin", "Banan", "Ærtur"]);

    await page.getByRole("button", { name: "Vís 2 meira" }).click();
    await itemBox(page, "Aprikos").waitFor();
    expect(await shownNames(page)).toEqual(["2 mjólk", "10 egg", "Appilsin", "Banan", "Ærtur", "Øl", "Aprikos"]);
    expect(await itemBox(page, "Aprikos").isChecked()).toBe(true);

    await page.getByRole("button", { name: "Vís minni" }).click();
    await itemBox(page, "Øl").waitFor({ state: "detached" });
    expect(await shownNames(page)).toHaveLength(5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hides a ticked item 10 minutes after the tick, on the phone's own clock, though the server still has it", async () => {
    const [milk] = await addItems(forgetter, ["Mjólk", "Breyð"]);
    await tickItem(forgetter, milk ?? "");

    const { page, context, errors } = await signedInPhone(browser, forgetter);
    await page.clock.install(); // from now on, the page's time moves only when the test says so
    await page.goto(url("/shopping"));
    await itemBox(page, "Mjólk").waitFor();
    expect(await shownNames(page)).toEqual(["Breyð", "Mjólk"]);

    // Under ten minutes since the tick (the 60-second polls fire on the way): still shown.
    await page.clock.fastForward("09:45");
    await shoppingCard(page).getByText("1 vøra eftir at keypa").waitFor();
    expect(await shownNames(page)).toEqual(["Breyð", "Mjólk"]);

    await page.clock.fastForward("00:20");
    await itemBox(page, "Mjólk").waitFor({ state: "detached" });
    expect(await shownNames(page)).toEqual(["Breyð"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("summarises the open items on the dashboard's shopping card: the count and the first three names", async () => {
    await addSortedList(summariser);
    const { page, context } = await openSignedIn(browser, summariser, "/");
    const card = page.getByRole("link", { name: /Innkeypslisti/ });
    await card.getByText("6 vørur eftir at keypa").waitFor();
    expect(await card.getByRole("listitem").allInnerTexts()).toEqual(["2 mjólk", "10 egg", "Appilsin"]);
    // More than three open: an ellipsis follows (decorative, so hidden from assistive tech).
    expect(await card.getByText("…", { exact: true }).isVisible()).toBe(true);
    await card.click();
    await itemBox(page, "2 mjólk").waitFor();
    await context.close();
  });
});
