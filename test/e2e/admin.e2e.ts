import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { THEME_KEY } from "@contract/limits";
import { chartShown, drawnPixels } from "./helpers/charts";
import { addItems, baseUrl, createAdmin, createUsers, type TestAdmin, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedIn, pathOf, SCREEN_SIZES, screenshot, signedInPhone } from "./helpers/setup";

let browser: Browser;
let admin: TestAdmin;
let member: TestUser;
let doomed: TestUser;

beforeAll(async () => {
  const [launched, users, signedIn] = await Promise.all([
    launchBrowser(),
    createUsers([{ prefix: "adm" }, { prefix: "del" }]),
    createAdmin("admadm", { steppedUp: true }),
  ]);
  browser = launched;
  [member, doomed] = users as [TestUser, TestUser];
  admin = signedIn;
  await addItems(member, ["Mjólk", "Breyð"]);
});

afterAll(async () => {
  await browser?.close();
});

describe("the admin panel", () => {
  it.each(SCREEN_SIZES)("draws the week's charts at %s size, in light and dark", async (name, viewport) => {
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    await page.setViewportSize(viewport);
    await page.getByRole("heading", { name: "Admin Dashboard", level: 1 }).waitFor();
    for (const chart of ["7-Day Activity Trend", "7-Day Combined Trend"]) {
      await chartShown(page, chart);
      expect(await drawnPixels(page, chart)).toBeGreaterThan(500);
    }
    // uPlot's stylesheet is in place: its legend rule centres the legend.
    expect(
      await page
        .locator(".u-legend")
        .first()
        .evaluate((legend) => getComputedStyle(legend).textAlign),
    ).toBe("center");
    // The legend names each kind.
    for (const kind of ["Events", "Reminders", "Shopping items", "Meals"]) await page.locator(".u-legend").getByText(kind).first().waitFor();
    await screenshot(page, `admin-${name}-light`);
    await page.evaluate((key) => localStorage.setItem(key, "dark"), THEME_KEY);
    await page.reload();
    await chartShown(page, "7-Day Activity Trend");
    await screenshot(page, `admin-${name}-dark`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says which read failed: messages, the overview counts, the users, the system status", async () => {
    const phone = await signedInPhone(browser, admin);
    const { page, context, errors } = phone;
    const failing = new Set(["/api/admin/messages", "/api/admin/stats", "/api/admin/users", "/api/admin/system/status"]);
    await page.route(
      (url) => failing.has(url.pathname),
      (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Something went wrong", code: "internal" }) }),
    );
    await page.goto(`${baseUrl()}/admin`);
    const alertIn = (region: string, text: string) =>
      page.getByRole("region", { name: region, exact: true }).getByRole("alert").filter({ hasText: text }).waitFor();
    await alertIn("Info Messages", "Failed to fetch messages");
    await alertIn("User Management", "Failed to fetch stats");
    await page.getByRole("tab", { name: "Passwords", exact: true }).click();
    await alertIn("User Management", "Failed to fetch users");
    await page.getByRole("tab", { name: "System", exact: true }).click();
    await alertIn("Email System", "Failed to fetch system information");
    await alertIn("Database", "Failed to fetch system information");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers Change Password and Delete on users' rows, never on an administrator's, nor administrators in the Passwords picker", async () => {
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    const adminRow = page
      .getByRole("listitem")
      .filter({ has: page.getByText("Admin", { exact: true }) })
      .first();
    await adminRow.waitFor();
    expect(await adminRow.getByRole("button", { name: "Change Password" }).count()).toBe(0);
    expect(await adminRow.getByRole("button", { name: "Delete" }).count()).toBe(0);
    // A user no other test deletes (the deletion test removes `doomed`; the order is shuffled).
    await page.getByRole("listitem").filter({ hasText: member.email }).getByRole("button", { name: "Change Password" }).waitFor();
    await page.getByRole("tab", { name: "Passwords", exact: true }).click();
    const options = await page.locator("#password-user option").allTextContents();
    expect(options.some((option) => option.includes(member.email))).toBe(true);
    expect(options.some((option) => option.startsWith("admin ("))).toBe(false);
    expect(options.some((option) => option.startsWith(`${admin.username} (`))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("deletes a user after the exact confirmation", async () => {
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    // The user's row in All users (they also stand in the Unverified list beside it).
    const rows = page.getByRole("listitem").filter({ hasText: doomed.email });
    const row = rows.filter({ has: page.getByRole("button", { name: "Delete" }) });
    await row.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(`Delete user "${doomed.username}" and all their data? This cannot be undone.`).waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "User deleted", "User and all associated data deleted successfully");
    await row.waitFor({ state: "detached" });
    await expect.poll(() => rows.count(), { message: "the user leaves every list of the panel" }).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a family member home and loads nothing of the panel", async () => {
    const { page, context } = await openSignedIn(browser, member, "/");
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(request.url()));
    await page.goto(page.url().replace(/\/$/, "/admin"));
    await page.waitForURL((address) => address.pathname === "/");
    expect(pathOf(page)).toBe("/");
    expect(fetched.filter((address) => /uPlot|uplot|trend-chart/i.test(address))).toEqual([]);
    // Nor are uPlot's rules in the stylesheet every page inlines.
    expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes("u-legend"))))).toBe(
      false,
    );
    await context.close();
  });
});
