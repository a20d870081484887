import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { COLLAPSED_ROWS, HISTORY_PAGE } from "@contract/limits";
import { call, createTask, createUsers, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedIn, screenshot } from "./helpers/setup";

let browser: Browser;
let tasker: TestUser;
let organiser: TestUser;
let historian: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "task" }, { prefix: "fam" }, { prefix: "hist" }])]);
  browser = launched;
  [tasker, organiser, historian] = users as [TestUser, TestUser, TestUser];
});

afterAll(async () => {
  await browser?.close();
});

const tasksCard = (page: Page) => page.getByRole("region", { name: "Uppgávur", exact: true });

describe("the tasks page", () => {
  it("makes a member from the task dialog, assigns a task to them, completes it and finds it under the completed toggle", async () => {
    const { page, context, errors } = await openSignedIn(browser, tasker, "/reminders");
    await tasksCard(page).getByText("Eingar uppgávur").waitFor();

    await page.getByRole("button", { name: "Stovna uppgávu" }).click();
    const dialog = page.getByRole("dialog", { name: "Nýggj uppgáva" });
    await dialog.getByText("Nær skal hetta fremjast í síðsta lagi").waitFor();
    const submit = dialog.getByRole("button", { name: "Stovna", exact: true });
    expect(await submit.isDisabled()).toBe(true);
    expect(await dialog.getByLabel("Raðfesting").inputValue()).toBe("medium");
    expect(await dialog.getByLabel("Ábyrgd").inputValue()).toBe("");

    // A blank title that was typed and cleared says what is missing.
    const title = dialog.getByLabel("Yvirskrift");
    await title.fill("  ");
    await title.blur();
    await dialog.getByText("Yvirskrift manglar").waitFor();

    // A new member, made from the form, is chosen at once.
    await dialog.getByRole("button", { name: "Nýggjur persónur" }).click();
    await dialog.getByLabel("Navn á persóni").fill("Rókur");
    await dialog.getByLabel("Leiklutur").fill("Sonur");
    await dialog.getByRole("button", { name: "Stovna persón" }).click();
    // The modal makes the rest of the page inert, so the toast is found by its text.
    await page.getByText("Persónur stovnaður", { exact: true }).waitFor();
    await dialog.getByRole("option", { name: "Rókur" }).waitFor({ state: "attached" });
    await expect.poll(() => dialog.getByLabel("Ábyrgd").inputValue()).not.toBe("");

    await title.fill("Sláa grasið");
    await dialog.getByLabel("Freist").fill("2020-01-02");
    await dialog.getByLabel("Raðfesting").selectOption("high");
    await screenshot(page, "tasks-dialog");
    await submit.click();
    await expectToast(page, "Uppgáva skrásett");
    await dialog.waitFor({ state: "detached" });

    const card = tasksCard(page);
    await card.getByText("1 opin uppgáva").waitFor();
    await card.getByText("Sláa grasið").waitFor();
    await card.getByText("Ábyrgd: Rókur").waitFor();
    await card.getByText("Freist: 02.01.2020").waitFor();
    // The due day has passed: the task is marked overdue.
    await card.getByText("Farin um freist").waitFor({ state: "attached" });
    await card.getByText("Raðfesting: Høg").waitFor({ state: "attached" });
    await screenshot(page, "tasks-open");

    await card.getByRole("button", { name: "Merk „Sláa grasið“ sum liðuga" }).click();
    await expectToast(page, "Uppgávan liðug");
    await card.getByText("Eingar uppgávur").waitFor();

    const toggle = page.getByRole("button", { name: "Liðnar uppgávur (1)" });
    await toggle.click();
    await page.getByRole("button", { name: "Fjal liðnar uppgávur" }).waitFor();
    await page.getByText("Sláa grasið").waitFor();
    await page.getByText(/^Liðugt: \d\d\.\d\d\.\d{4}$/).waitFor();
    await screenshot(page, "tasks-completed");

    // It stays completed after a reload (the server has it); the dark theme for the picture.
    await page.evaluate(() => window.localStorage.setItem("familyHub-theme", "dark"));
    await page.reload();
    await page.getByRole("button", { name: "Liðnar uppgávur (1)" }).click();
    await page.getByText("Sláa grasið").waitFor();
    await screenshot(page, "tasks-completed-dark");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the completed tasks", () => {
  it("shows the newest five, then the rest of the first page and the older pages with 'Vís fleiri'", async () => {
    const total = HISTORY_PAGE + 3;
    for (let index = 0; index < total; index += 1) {
      const task = await createTask(historian, `Liðug ${String(index).padStart(2, "0")}`);
      await call("PATCH", `/api/reminders/${task.id}`, { completed: true }, historian.token);
    }
    const { page, context, errors } = await openSignedIn(browser, historian, "/reminders");
    await page.getByRole("button", { name: `Liðnar uppgávur (${total})` }).click();
    const completed = page.getByText(/^Liðug \d\d$/);
    const more = page.getByRole("button", { name: "Vís fleiri" });
    // Newest completion first: the last one completed heads the list.
    await page.getByText(`Liðug ${total - 1}`).waitFor();
    await expect.poll(() => completed.count()).toBe(COLLAPSED_ROWS);
    await more.click();
    await expect.poll(() => completed.count()).toBe(HISTORY_PAGE);
    await page.getByText("Liðug 00").waitFor({ state: "detached" });
    // The first page is the list read's; the next comes from the paged read.
    const paged = page.waitForResponse((response) => response.url().includes("/reminders/completed?before="));
    await more.click();
    expect((await paged).status()).toBe(200);
    await page.getByText("Liðug 00").waitFor();
    await expect.poll(() => completed.count()).toBe(total);
    await more.waitFor({ state: "detached" });
    await screenshot(page, "tasks-completed-paged");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the family page", () => {
  it("lists members with and without an account, renames and removes one, and revokes an invite", async () => {
    const { page, context, errors } = await openSignedIn(browser, organiser, "/");
    await page.getByRole("link", { name: "Familjan" }).first().click();
    const family = page.getByRole("region", { name: "Familjan", exact: true });
    await family.getByText(organiser.username).waitFor();
    await family.getByText("Brúkari", { exact: true }).waitFor();
    expect(await family.getByRole("button", { name: `${organiser.username} hevur brúkara og kann ikki strikast` }).isDisabled()).toBe(true);

    // A member without an account, added through the tasks dialog, shows here.
    await page.goto(page.url().replace(/\/[^/]*$/, "/reminders"));
    await page.getByRole("button", { name: "Stovna uppgávu" }).click();
    const dialog = page.getByRole("dialog", { name: "Nýggj uppgáva" });
    await dialog.getByRole("button", { name: "Nýggjur persónur" }).click();
    await dialog.getByLabel("Navn á persóni").fill("Turið");
    await dialog.getByLabel("Navn á persóni").press("Enter");
    await page.getByText("Persónur stovnaður", { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Familjan" }).first().click();
    await family.getByText("Turið").waitFor();

    await family.getByRole("button", { name: "Rætta navnið á Turið" }).click();
    const rename = family.getByRole("textbox", { name: "Nýtt navn til Turið" });
    await rename.fill("Turið Mamma");
    await rename.press("Enter");
    await expectToast(page, "Navn rættað");
    await family.getByText("Turið Mamma").waitFor();

    // An invite made here is listed, and revoking takes it away.
    const invites = page.getByRole("region", { name: "Opnar innbjóðingar" });
    await invites.getByText("Eingar opnar innbjóðingar").waitFor();
    await invites.getByRole("button", { name: "Bjóða familjulimi" }).click();
    await page
      .getByRole("dialog")
      .getByText(/Galdandi til/)
      .first()
      .waitFor();
    await page.keyboard.press("Escape");
    await invites.getByRole("button", { name: /^Tak innbjóðingina aftur, ið er galdandi til \d\d\.\d\d\.\d{4}$/ }).waitFor();
    await screenshot(page, "family-page");
    await invites.getByRole("button", { name: /^Tak innbjóðingina aftur, ið er galdandi til \d\d\.\d\d\.\d{4}$/ }).click();
    await expectToast(page, "Innbjóðing tikin aftur");
    await invites.getByText("Eingar opnar innbjóðingar").waitFor();

    await family.getByRole("button", { name: "Strika Turið Mamma" }).click();
    await expectToast(page, "Persónur strikaður");
    await family.getByText("Turið Mamma").waitFor({ state: "detached" });
    await page.evaluate(() => window.localStorage.setItem("familyHub-theme", "dark"));
    await page.reload();
    await family.getByText(organiser.username).waitFor();
    await screenshot(page, "family-page-dark");
    expect(errors).toEqual([]);
    await context.close();
  });
});
