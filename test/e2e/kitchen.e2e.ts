import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, call, createUser, type TestUser } from "./helpers/factories";
import { launchBrowser, newPhonePage, openSignedIn, screenshot } from "./helpers/setup";

/** The kitchen screen (docs/features/kitchen.md "The screens"): a tablet at landscape size beside a parent's phone. */
const TABLET = { width: 1024, height: 768 } as const;

let browser: Browser;
let owner: TestUser;

beforeAll(async () => {
  [browser, owner] = await Promise.all([launchBrowser(), createUser("kitchen")]);
});

afterAll(async () => {
  await browser?.close();
});

/** The part of the day now on the family's clock (the test family's zone is the app's default). */
function partNow(timeZone: string): string {
  const hour = Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(Date.now()));
  return hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
}

async function openTablet(): Promise<{ page: Page; errors: Error[]; close: () => Promise<void> }> {
  const tablet = await newPhonePage(browser);
  await tablet.page.setViewportSize(TABLET);
  return { page: tablet.page, errors: tablet.errors, close: () => tablet.context.close() };
}

/** The stars a child's column (or the Børn page's row) shows. */
const starsOn = (page: Page, name: string) => page.getByRole("img", { name: new RegExp(`^${name} hevur \\d+ stjørn`) }).getAttribute("data-stars");

describe("the kitchen screen", () => {
  it("pairs a tablet from a parent's phone, ticks a child's routine there, shows the stars on the phone, asks for and approves a reward, and a revoked screen goes back to pairing", async () => {
    const { timeZone } = await call<{ timeZone: string }>("GET", "/api/auth/me", undefined, owner.token);
    await call("POST", "/api/family-members", { id: randomUUID(), name: "Sára", familyId: owner.familyId }, owner.token);
    const phone = await openSignedIn(browser, owner, "/family");
    await phone.page.getByRole("link", { name: "Til Børn" }).click();

    // A member without an account becomes a child, and gets a routine for the part of the day it is now.
    await phone.page.getByRole("button", { name: "Ger til barn" }).click();
    await phone.page.getByText("0 ★", { exact: true }).first().waitFor();
    await phone.page.getByRole("button", { name: "Nýggj uppgáva" }).click();
    const dialog = phone.page.getByRole("dialog");
    await dialog.getByLabel("Heiti").fill("Borsta tenn");
    await dialog.getByLabel("Emoji").fill("🪥");
    await dialog.getByLabel("Stjørnur").fill("2");
    await dialog.getByLabel(/Sára/).check();
    await dialog.getByLabel("Nær á degnum").selectOption(partNow(timeZone));
    await dialog.getByRole("button", { name: "Goym" }).click();
    await phone.page.getByText("Borsta tenn").waitFor();

    // The parent pairs a screen with their password: the code shows on the phone and is typed on the tablet.
    await phone.page.getByRole("button", { name: "Kopla eldhússkerm" }).click();
    await phone.page.getByText("Skriva loyniorðið hjá tær.").waitFor();
    await phone.page.getByLabel("Loyniorðið hjá tær").fill(owner.password);
    await phone.page.getByRole("button", { name: "Kopla eldhússkerm" }).click();
    const code = (await phone.page.getByTestId("pairing-code").textContent())?.trim() ?? "";
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const tablet = await openTablet();
    await tablet.page.goto(`${baseUrl()}/login`);
    await tablet.page.getByRole("link", { name: "Eldhússkermur" }).click();
    await tablet.page.getByLabel("Koplingarkoda").fill(code.toLowerCase());
    await tablet.page.getByRole("button", { name: "Kopla skermin" }).click();
    await tablet.page.getByRole("heading", { name: "Sára" }).waitFor();
    // The token is kept: a reload is still the wall, not the pairing form.
    await tablet.page.reload();
    await tablet.page.getByRole("heading", { name: "Sára" }).waitFor();
    expect(await tablet.page.evaluate(() => JSON.parse(localStorage.getItem("kitchen_screen_session") ?? "{}").token)).toMatch(/^kitchen\./);
    // At night the wall dims (21–06 on the family clock); a tap lifts it, for a screenshot that can be read.
    await tablet.page.getByRole("heading", { level: 1 }).click();
    await screenshot(tablet.page, "kitchen-wall-1024x768");

    // The child ticks the routine on the tablet, in the card view (one step, big); the stars appear there and on the parent's phone.
    await tablet.page.getByRole("button", { name: "Kort" }).click();
    expect(await tablet.page.getByRole("button", { name: "Kort" }).getAttribute("aria-pressed")).toBe("true");
    await tablet.page.getByText("1 eftir").waitFor();
    await tablet.page.getByRole("button", { name: "Borsta tenn: liðugt fyri Sára" }).click();
    await tablet.page.getByText("+2 ★").waitFor();
    await tablet.page.getByText("Alt er gjørt! 🎉").waitFor();
    await expect.poll(() => starsOn(tablet.page, "Sára")).toBe("2");
    await expect.poll(() => phone.page.getByText("2 ★", { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // A reward: the child asks on the tablet, the parent approves from the phone, the stars are spent.
    await call("POST", "/api/kitchen/rewards", { title: "Ís", emoji: "🍦", cost: 2, members: null, cooldownHours: null, approveAtOnce: false }, owner.token);
    await tablet.page.reload();
    await tablet.page.getByRole("button", { name: /Ynskja løn/ }).click();
    await tablet.page.getByRole("button", { name: "Ís, 2 ★" }).click();
    await tablet.page.getByText("Biðið um! Eitt foreldur sær tað skjótt.").waitFor();
    await tablet.page.getByText("Sára biður um 🍦 Ís").waitFor();
    await phone.page.getByText(/Sára biður um 🍦 Ís/).waitFor({ timeout: 15_000 });
    await phone.page.getByRole("button", { name: "Góðkenn" }).click();
    await phone.page.getByText("Einki bíðar.").waitFor();
    await expect.poll(() => starsOn(tablet.page, "Sára"), { timeout: 20_000 }).toBe("0");
    await screenshot(phone.page, "children-page-phone");

    // Revoked from the phone: the screen's next read is refused and it is back at pairing.
    await phone.page.getByRole("button", { name: /^Tak burtur: / }).click();
    await tablet.page.getByText("Hesin skermurin er ikki koplaður longur", { exact: false }).waitFor({ timeout: 20_000 });
    await tablet.page.getByLabel("Koplingarkoda").waitFor();
    expect(await tablet.page.evaluate(() => localStorage.getItem("kitchen_screen_session"))).toBeNull();

    expect(tablet.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await tablet.close();
    await phone.context.close();
  });
});
