import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { call, createUser, type TestUser } from "./helpers/factories";
import { launchBrowser, openSignedIn } from "./helpers/setup";

let browser: Browser;
let owner: TestUser;

beforeAll(async () => {
  [browser, owner] = await Promise.all([launchBrowser(), createUser("invite")]);
});

afterAll(async () => {
  await browser?.close();
});

describe("inviting to the family", () => {
  it("opens the invite dialog from the dashboard (its own chunk) with a new link and code at each opening, and closes it", async () => {
    const { page, context, errors } = await openSignedIn(browser, owner, "/");
    await page.getByRole("button", { name: "Bjóða familjulimi" }).click();

    const dialog = page.getByRole("dialog", { name: "Bjóða familjulimi" });
    // Headless UI's dialog element has no box of its own (its panel is fixed): wait for what it shows.
    const link = dialog.getByLabel("Slóð", { exact: true });
    const code = dialog.getByLabel("Kota", { exact: true });
    await link.waitFor();
    await expect.poll(() => link.inputValue()).toMatch(/\/auth\?invite=[a-z2-7]{10}$/);
    const codeValue = await code.inputValue();
    expect(codeValue).toMatch(/^[a-z2-7]{10}$/);
    expect(await link.inputValue()).toContain(codeValue);
    await dialog.getByText(/^Galdandi til /).waitFor();

    // The dialog creates the invite as it opens (its call loads with it): one invite per opening.
    const openInvites = () => call<{ id: string }[]>("GET", `/api/families/${owner.familyId}/invites`, undefined, owner.token);
    expect(await openInvites()).toHaveLength(1);

    await dialog.getByRole("button", { name: "Lat aftur" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Bjóða familjulimi" }).click();
    await expect.poll(() => link.inputValue()).not.toContain(codeValue);
    await expect.poll(async () => (await openInvites()).length).toBe(2);
    await dialog.getByRole("button", { name: "Lat aftur" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
