import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { KitchenBoard } from "@contract/schemas/kitchen";
import { call, createUser, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedIn, screenshot } from "./helpers/setup";

/** The Børn page's forms (docs/features/kitchen.md): a reward's and a chore's dialogs, and the screens' night. */
let browser: Browser;
let owner: TestUser;
let childId: string;

beforeAll(async () => {
  [browser, owner] = await Promise.all([launchBrowser(), createUser("born")]);
  childId = randomUUID();
  await call("POST", "/api/family-members", { id: childId, name: "Sára", familyId: owner.familyId }, owner.token);
  await call("PATCH", `/api/kitchen/members/${childId}`, { child: true, colour: "#1e88e5", avatar: "🦊" }, owner.token);
});

afterAll(async () => {
  await browser?.close();
});

const board = () => call<KitchenBoard>("GET", "/api/kitchen/board", undefined, owner.token);

async function save(page: Page): Promise<void> {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Goym" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("the Børn page", () => {
  it("adds a reward for one child, edits it to every child, and adds and edits a chore through the shared form", async () => {
    const { page, context, errors } = await openSignedIn(browser, owner, "/born");

    // A new reward: not for every child, so the children's checks show; Sára may ask, once a day.
    await page.getByRole("button", { name: "Nýggj løn" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Nýggj løn" }).waitFor();
    await dialog.getByLabel("Heiti").fill("Bio");
    await dialog.getByLabel("Emoji").fill("🎬");
    await dialog.getByLabel("Prísur (stjørnur)").fill("7");
    expect(await dialog.getByLabel(/Sára/).count()).toBe(0);
    await dialog.getByLabel("Øll børn").uncheck();
    await dialog.getByLabel(/Sára/).check();
    await dialog.getByLabel("Bíðitíð (tímar, tómt: eingin)").fill("24");
    await save(page);
    await page.getByText("7 ★ · hvønn 24. tíma").waitFor();
    const added = (await board()).rewards.find((reward) => reward.title === "Bio");
    expect(added).toMatchObject({ emoji: "🎬", cost: 7, members: [childId], cooldownHours: 24, approveAtOnce: false });

    // Edited: the form opens with what was saved; every child may ask now, and the cost is 9.
    await page.getByRole("button", { name: "Broyt: Bio" }).click();
    expect(await dialog.getByLabel("Heiti").inputValue()).toBe("Bio");
    expect(await dialog.getByLabel("Øll børn").isChecked()).toBe(false);
    expect(await dialog.getByLabel(/Sára/).isChecked()).toBe(true);
    await dialog.getByLabel("Prísur (stjørnur)").fill("9");
    await dialog.getByLabel("Øll børn").check();
    expect(await dialog.getByLabel(/Sára/).count()).toBe(0);
    await save(page);
    await page.getByText("9 ★ · hvønn 24. tíma").waitFor();
    expect((await board()).rewards.find((reward) => reward.id === added?.id)).toMatchObject({ cost: 9, members: null });

    // A chore every other day, with a parent's approval; edited to 3 stars.
    await page.getByRole("button", { name: "Nýggj uppgáva" }).click();
    await dialog.getByLabel("Slag").selectOption("chore");
    await dialog.getByLabel("Heiti").fill("Tøm uppvaskimaskinuna");
    await dialog.getByLabel("Emoji").fill("🍽️");
    await dialog.getByLabel("Stjørnur").fill("2");
    await dialog.getByLabel(/Sára/).check();
    await dialog.getByLabel(/Foreldur góðkennir/).check();
    await save(page);
    await page.getByText("Tøm uppvaskimaskinuna").waitFor();
    await page.getByRole("button", { name: "Broyt: Tøm uppvaskimaskinuna" }).click();
    expect(await dialog.getByLabel(/Sára/).isChecked()).toBe(true);
    await dialog.getByLabel("Stjørnur").fill("3");
    await save(page);
    await expect
      .poll(async () => (await board()).chores.find((chore) => chore.title === "Tøm uppvaskimaskinuna"))
      .toMatchObject({ kind: "chore", stars: 3, members: [childId], approval: "parent" });

    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the screens' night hours across a reload, and clears them", async () => {
    const { page, context, errors } = await openSignedIn(browser, owner, "/born");
    const night = page.getByRole("form", { name: "Nátt á skerminum" });
    await night.getByLabel("Myrknar kl.").selectOption("22");
    await night.getByLabel("Lýsir aftur kl.").selectOption("7");
    await night.getByRole("button", { name: "Goym" }).click();
    await expectToast(page, "Náttin á skerminum er goymd");
    expect((await board()).dim).toEqual({ from: 22, to: 7 });

    // After a reload the kept cache may draw first; the board's fresh read settles the form.
    await page.reload();
    await expect.poll(() => night.getByLabel("Myrknar kl.").inputValue()).toBe("22");
    expect(await night.getByLabel("Lýsir aftur kl.").inputValue()).toBe("7");
    expect(await night.getByLabel("Myrkna ongantíð").isChecked()).toBe(false);
    await screenshot(page, "children-page-390x844");

    // Never: the hours are greyed out and the family's setting is null.
    await night.getByLabel("Myrkna ongantíð").check();
    expect(await night.getByLabel("Myrknar kl.").isDisabled()).toBe(true);
    await night.getByRole("button", { name: "Goym" }).click();
    await expect.poll(async () => (await board()).dim).toBeNull();
    await page.reload();
    await expect.poll(() => night.getByLabel("Myrkna ongantíð").isChecked()).toBe(true);
    expect(await night.getByLabel("Myrknar kl.").isDisabled()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });
});
