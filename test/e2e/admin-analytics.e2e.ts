import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { THEME_KEY } from "@contract/limits";
import { chartShown, drawnPixels } from "./helpers/charts";
import { createAdmin, createUsers, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedIn, SCREEN_SIZES, screenshot } from "./helpers/setup";

let browser: Browser;
let admin: { token: string };
let toVerify: TestUser;
let toRemind: TestUser;

beforeAll(async () => {
  const [launched, users, signedIn] = await Promise.all([
    launchBrowser(),
    // Registered today and never verified: a bar in today's registrations and two Unverified rows.
    createUsers([{ prefix: "ver" }, { prefix: "rem" }]),
    // A successful sign-in this hour: a bar in the login chart.
    createAdmin("anaadm"),
  ]);
  browser = launched;
  [toVerify, toRemind] = users as [TestUser, TestUser];
  admin = signedIn;
});

afterAll(async () => {
  await browser?.close();
});

const CHARTS = ["User Registrations", "Logins (Last 24 Hours)", "Shopping Activity"];

describe("the admin panel's analytics and user care", () => {
  it.each(SCREEN_SIZES)("draws the registration, login and shopping charts at %s size, in light and dark", async (name, viewport) => {
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    await page.setViewportSize(viewport);
    for (const chart of CHARTS) {
      await chartShown(page, chart);
      expect(await drawnPixels(page, chart), chart).toBeGreaterThan(500);
    }
    for (const series of ["New users", "Logins", "Added", "Bought"]) await page.locator(".u-legend").getByText(series).first().waitFor();
    await page.getByRole("figure", { name: "Logins (Last 24 Hours)" }).scrollIntoViewIfNeeded();
    await screenshot(page, `admin-analytics-${name}-light`);
    // The weekly view reads its own call and draws again.
    await page.getByRole("button", { name: "Weekly" }).click();
    await page.getByRole("figure", { name: "Shopping Activity" }).getByText("Week of").first().waitFor();
    expect(await drawnPixels(page, "Shopping Activity")).toBeGreaterThan(500);
    await page.evaluate((key) => localStorage.setItem(key, "dark"), THEME_KEY);
    await page.reload();
    await chartShown(page, "Logins (Last 24 Hours)");
    await page.getByRole("heading", { name: "Unverified Users" }).scrollIntoViewIfNeeded();
    await screenshot(page, `admin-analytics-${name}-dark`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("verifies a user, who leaves the Unverified list, and resends another's verification mail", async () => {
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    const unverified = page.getByRole("list", { name: "Unverified Users" });
    const verifyRow = unverified.getByRole("listitem").filter({ hasText: toVerify.email });
    await verifyRow.getByRole("button", { name: "Verify" }).click();
    await expectToast(page, "User verified");
    await verifyRow.waitFor({ state: "detached" });

    const remindRow = unverified.getByRole("listitem").filter({ hasText: toRemind.email });
    await remindRow.getByRole("button", { name: "Resend verification" }).click();
    await expectToast(page, `Verification email sent to ${toRemind.email}`);
    // Still unverified until the link is used.
    await remindRow.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
