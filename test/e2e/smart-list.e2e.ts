import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { addItems, createUsers, itemsOnServer, type TestUser } from "./helpers/factories";
import { databaseOfFamily, sqlOnServer } from "./helpers/database";
import { expectToast, launchBrowser, openSignedIn, screenshot } from "./helpers/setup";
import { addButton, addInput, itemBox, itemRow, shownNames } from "./helpers/shopping";

/** The list that learns the family's shop (docs/features/shopping-insights.md), at phone size. */

let browser: Browser;
let family: TestUser;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Purchases as ticks long ago would have left them (the totals follow by the database's triggers). */
async function seedPurchases(user: TestUser, purchases: readonly { name: string; at: number }[]): Promise<void> {
  const rows = purchases.map(
    ({ name, at }) => `('${randomUUID()}', '${user.familyId}', NULL, '${name}', '${name.toLocaleLowerCase("fo")}', 1, '${new Date(at).toISOString()}')`,
  );
  sqlOnServer(
    `INSERT INTO purchases (id, family_id, item_id, item_name, name_key, quantity, purchased_at) VALUES ${rows.join(", ")}`,
    await databaseOfFamily(user.familyId),
  );
}

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "smart" }])]);
  browser = launched;
  [family] = users as [TestUser];
  const now = Date.now();
  const trip = now - 30 * DAY_MS;
  await seedPurchases(family, [
    // Two trips through the shop: Epli first, then Ost, then Breyð.
    ...[0, 2 * DAY_MS].flatMap((day) => [
      { name: "Epli", at: trip + day },
      { name: "Ost", at: trip + day + 5 * MINUTE_MS },
      { name: "Breyð", at: trip + day + 10 * MINUTE_MS },
    ]),
    // Kaffi about weekly, last bought 9 days ago: due.
    ...[23, 16, 9].map((days) => ({ name: "Kaffi", at: now - days * DAY_MS })),
    // Mjólk bought often, alone each time (a trip of one teaches no order).
    ...[50, 45, 41].map((days) => ({ name: "Mjólk", at: now - days * DAY_MS })),
  ]);
  await addItems(family, ["Ost", "Breyð", "Epli"]);
});

afterAll(async () => {
  await browser?.close();
});

describe("the list that learns the family's shop", () => {
  it("offers due usual buys and typed names, merges a second add, and follows the shop's order", async () => {
    const { page, context, errors } = await openSignedIn(browser, family, "/shopping");
    await itemBox(page, "Epli").waitFor();
    expect(await shownNames(page)).toEqual(["Breyð", "Epli", "Ost"]);

    // 'Vanliga keypt': Kaffi is due; one tap puts it on the list and takes it off the strip.
    const strip = page.getByRole("region", { name: "Vanliga keypt" });
    await strip.waitFor();
    await screenshot(page, "smart-list-usual-buys");
    await strip.getByRole("button", { name: "Legg Kaffi á lista" }).click();
    await itemBox(page, "Kaffi").waitFor();
    await strip.waitFor({ state: "detached" });

    // Typing "mj" offers the family's most bought "Mjólk"; a tap adds it.
    const input = addInput(page);
    await input.fill("mj");
    const option = page.getByRole("listbox", { name: "Uppskot" }).getByRole("option", { name: "Mjólk" });
    await option.waitFor();
    await screenshot(page, "smart-list-suggestions");
    expect(await input.getAttribute("aria-expanded")).toBe("true");
    await option.click();
    await itemBox(page, "Mjólk").waitFor();
    expect(await input.inputValue()).toBe("");
    expect(await input.getAttribute("aria-expanded")).toBe("false");

    // Adding "mjólk" again raises the quantity of the open Mjólk and says so.
    await input.fill("mjólk");
    await addButton(page).click();
    await expectToast(page, "Success", "Mjólk: nú 2");
    await itemRow(page, "Mjólk").getByText("Tal: 2").waitFor();
    const mjolk = (await itemsOnServer(family)).filter((item) => item.name.toLocaleLowerCase("fo") === "mjólk");
    expect(mjolk).toHaveLength(1);
    expect(await shownNames(page)).toEqual(["Breyð", "Epli", "Kaffi", "Mjólk", "Ost"]);

    // 'Búðarraðfylgja': learned names in the shop's order, the others after them alphabetically.
    const order = page.getByRole("switch", { name: "Búðarraðfylgja" });
    expect(await order.getAttribute("aria-checked")).toBe("false");
    await order.click();
    await expect.poll(() => shownNames(page)).toEqual(["Epli", "Ost", "Breyð", "Kaffi", "Mjólk"]);

    // Remembered on this device.
    await page.reload();
    await itemBox(page, "Epli").waitFor();
    expect(await page.getByRole("switch", { name: "Búðarraðfylgja" }).getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => shownNames(page)).toEqual(["Epli", "Ost", "Breyð", "Kaffi", "Mjólk"]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
