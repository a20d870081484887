import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { addItems, createTask, createUsers, deleteItem, itemsOnServer, tasksOnServer, type TestUser } from "./helpers/factories";
import { launchBrowser, openSignedIn, recordToasts, screenshot, toastsShown, underServiceWorker } from "./helpers/setup";
import { keptChanges } from "./helpers/offline";
import { addThroughForm, itemBox, itemRow, setTicked, shoppingCard } from "./helpers/shopping";

/** Changes made with no connection: queued, kept across a reload, sent once when it returns (docs/features/offline.md). */

let browser: Browser;
let shopper: TestUser;
let tasker: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "offw" }, { prefix: "offt" }])]);
  browser = launched;
  [shopper, tasker] = users as [TestUser, TestUser];
});

afterAll(async () => {
  await browser?.close();
});

describe("changes made offline", () => {
  it("adds and ticks items offline, keeps them pending across a reload, and sends each once; an item deleted elsewhere stays deleted", async () => {
    const [milkId, , appleId] = await addItems(shopper, ["Mjólk", "Ostur", "Epli"]);
    const { page, context, errors } = await openSignedIn(browser, shopper, "/shopping");
    await itemBox(page, "Epli").waitFor();
    await recordToasts(context);
    await underServiceWorker(page);
    await itemBox(page, "Epli").waitFor();

    await context.setOffline(true);
    const banner = page.getByRole("status").filter({ hasText: "Tú ert ikki á netinum" });
    const synced = (await banner.textContent())?.match(/Seinast dagført .*\./)?.[0];
    expect(synced).toMatch(/^Seinast dagført \d{2}\.\d{2}\.\d{4} \d{2}\.\d{2}\.$/);
    // The changes are made two minutes later: the banner still names the last answer from the server.
    await context.clock.setSystemTime(Date.now() + 2 * 60_000);
    await addThroughForm(page, "Te");
    await setTicked(page, "Mjólk", true);
    await setTicked(page, "Epli", true);
    for (const name of ["Te", "Mjólk", "Epli"]) await itemRow(page, name).getByText("Bíðar", { exact: true }).waitFor();
    expect(await itemRow(page, "Ostur").getByText("Bíðar", { exact: true }).count()).toBe(0);
    expect(await banner.textContent()).toContain(synced);
    await screenshot(page, "offline-writes-pending");

    // Meanwhile, on another phone of the family, the apples are deleted.
    await deleteItem(shopper, appleId ?? "");

    // Still offline, the page is reloaded: the changes are still shown, and still pending.
    await expect.poll(() => keptChanges(page)).toBe(3);
    await page.reload();
    await itemBox(page, "Te").waitFor();
    for (const name of ["Te", "Mjólk", "Epli"]) await itemRow(page, name).getByText("Bíðar", { exact: true }).waitFor();
    expect(await itemBox(page, "Mjólk").isChecked()).toBe(true);
    expect(await banner.textContent()).toContain(synced);

    await context.setOffline(false);
    // The probe notices the connection, the queue is sent, and the list then shows the server's state.
    await expect
      .poll(() => itemsOnServer(shopper), { timeout: 15_000 })
      .toEqual([
        { id: milkId, name: "Mjólk", completed: true },
        { id: expect.any(String), name: "Ostur", completed: false },
        { id: expect.any(String), name: "Te", completed: false },
      ]);
    await expect.poll(() => shoppingCard(page).getByText("Bíðar", { exact: true }).count(), { timeout: 15_000 }).toBe(0);
    await itemBox(page, "Epli").waitFor({ state: "detached" });
    await page.getByText("Tú ert ikki á netinum").waitFor({ state: "detached" });
    // Another reload sends nothing twice.
    await page.reload();
    await itemBox(page, "Te").waitFor();
    await page.waitForTimeout(1_000);
    expect((await itemsOnServer(shopper)).map((item) => item.name)).toEqual(["Mjólk", "Ostur", "Te"]);
    // Made offline, the changes toast nothing when they land, and the dropped one no error either.
    expect(await toastsShown(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("adds, completes and renames tasks offline, keeps them across a reload and sends each once", async () => {
    const open = await createTask(tasker, "Vaska bilin");
    await createTask(tasker, "Rudda kjallaran");
    const { page, context, errors } = await openSignedIn(browser, tasker, "/reminders");
    const card = page.getByRole("region", { name: "Uppgávur", exact: true });
    await card.getByText("Vaska bilin").waitFor();
    await recordToasts(context);
    await underServiceWorker(page);
    await card.getByText("Vaska bilin").waitFor();

    await context.setOffline(true);
    await page.getByRole("button", { name: "Stovna uppgávu" }).click();
    const dialog = page.getByRole("dialog", { name: "Nýggj uppgáva" });
    await dialog.getByLabel("Yvirskrift").fill("Keypa mjólk");
    await dialog.getByRole("button", { name: "Stovna", exact: true }).click();
    // The form closes once the task is queued: there is no answer to wait for.
    await dialog.waitFor({ state: "detached" });
    const row = card.getByRole("listitem").filter({ hasText: "Keypa mjólk" });
    await row.getByText("Bíðar", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Merk „Vaska bilin“ sum liðuga" }).click();
    await card.getByText("Vaska bilin").waitFor({ state: "detached" });
    await card.getByRole("button", { name: "Rætta „Rudda kjallaran“" }).click();
    const rename = card.getByRole("textbox", { name: "Nýtt heiti til „Rudda kjallaran“" });
    await rename.fill("Rudda loftið");
    await rename.press("Enter");
    await card.getByRole("listitem").filter({ hasText: "Rudda loftið" }).getByText("Bíðar", { exact: true }).waitFor();
    await screenshot(page, "offline-writes-tasks");

    await expect.poll(() => keptChanges(page)).toBe(3);
    await page.reload();
    await row.getByText("Bíðar", { exact: true }).waitFor();
    expect(await card.getByText("Vaska bilin").count()).toBe(0);

    await context.setOffline(false);
    await expect
      .poll(async () => (await tasksOnServer(tasker)).map(({ title, completed }) => ({ title, completed })).sort((a, b) => a.title.localeCompare(b.title)), {
        timeout: 15_000,
      })
      .toEqual([
        { title: "Keypa mjólk", completed: false },
        { title: "Rudda loftið", completed: false },
        { title: "Vaska bilin", completed: true },
      ]);
    await row.getByText("Bíðar", { exact: true }).waitFor({ state: "detached", timeout: 15_000 });
    await page.reload();
    await row.waitFor();
    await page.waitForTimeout(1_000);
    expect(
      (await tasksOnServer(tasker))
        .filter((task) => task.id !== open.id)
        .map((task) => task.title)
        .sort(),
    ).toEqual(["Keypa mjólk", "Rudda loftið"]);
    // Made offline, the changes toast nothing when they land, and the dropped one no error either.
    expect(await toastsShown(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
