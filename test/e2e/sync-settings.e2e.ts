import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseUrl, call, createAdmin, createUser, type TestAdmin, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedIn, pathOf, screenshot } from "./helpers/setup";

let browser: Browser;
let anna: TestUser;
let admin: TestAdmin;

beforeAll(async () => {
  [browser, anna, admin] = await Promise.all([launchBrowser(), createUser("sync"), createAdmin("syncadm")]);
});

afterAll(async () => {
  await browser?.close();
});

const DEVICE = "iPhone hjá Onnu";

/** What a phone's CalDAV account does first: a PROPFIND of the server address, signed in with the app password. */
async function propfind(server: string, username: string, password: string): Promise<number> {
  const response = await fetch(server, {
    method: "PROPFIND",
    headers: {
      authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`,
      depth: "0",
      "content-type": "application/xml; charset=utf-8",
    },
    body: '<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop><d:current-user-principal/></d:prop></d:propfind>',
  });
  await response.body?.cancel();
  return response.status;
}

describe("Samstilling: app passwords for the phone's own apps", () => {
  it("creates one for a named device, shows its secret once with the server and user name, lists the device, and revokes it after a confirmation", async () => {
    const { page, context, errors } = await openSignedIn(browser, anna, "/family");
    await page.getByRole("link", { name: "Set samstilling upp" }).click();
    await page.getByRole("heading", { name: "Samstilling", level: 1 }).waitFor();
    expect(pathOf(page)).toBe("/sync");
    const devices = page.getByRole("region", { name: "Tól við samstilling" });
    await devices.getByText("Eingi tól enn.").waitFor();

    // A name is needed; nothing is made without one.
    await page.getByRole("button", { name: "Stovna" }).click();
    await page.getByText("Skriva eitt navn á tólinum.").waitFor();
    await page.getByLabel("Navn á tólinum").fill(DEVICE);
    // So is the account's own password, and a wrong one makes nothing.
    await page.getByRole("button", { name: "Stovna" }).click();
    await page.getByText("Skriva loyniorðið hjá tær.").waitFor();
    await page.getByLabel("Loyniorðið hjá tær").fill("not-annas-password");
    await page.getByRole("button", { name: "Stovna" }).click();
    await page.getByText("Skeivt loyniorð").waitFor();
    expect(await call<unknown[]>("GET", "/api/caldav/app-passwords", undefined, anna.token)).toEqual([]);
    await page.getByLabel("Loyniorðið hjá tær").fill(anna.password);
    await page.getByRole("button", { name: "Stovna" }).click();

    const created = page.getByRole("region", { name: `Loyniorð til ${DEVICE}` });
    const secret = created.getByLabel("Loyniorð", { exact: true });
    await secret.waitFor();
    const password = await secret.inputValue();
    expect(password.length).toBeGreaterThanOrEqual(16);
    const server = await created.getByLabel("Ambætari", { exact: true }).inputValue();
    expect(server).toBe(`${baseUrl()}/caldav/`);
    expect(await created.getByLabel("Brúkaranavn", { exact: true }).inputValue()).toBe(anna.username);
    await created.getByRole("button", { name: "Avrita loyniorðið" }).waitFor();
    await devices.getByText(DEVICE, { exact: true }).waitFor();
    await screenshot(page, "sync-created-phone");

    // The secret works for CalDAV, under the account's own user name; the account password does not.
    expect(await propfind(server, anna.username, password)).toBe(207);
    expect(await propfind(server, anna.username, anna.password)).toBe(401);

    // Left and come back: the secret is gone for good, the device stays, now with its last use.
    await page.getByRole("navigation", { name: "Høvuðsvalmynd" }).getByRole("link", { name: "Familjan" }).click();
    await page.getByRole("link", { name: "Set samstilling upp" }).click();
    await page.getByRole("heading", { name: "Samstilling", level: 1 }).waitFor();
    await devices.getByText(DEVICE, { exact: true }).waitFor();
    await devices.getByText(/^Seinast brúkt /).waitFor();
    expect(await page.getByRole("region", { name: `Loyniorð til ${DEVICE}` }).count()).toBe(0);
    expect(await page.getByLabel("Loyniorð", { exact: true }).count()).toBe(0);
    expect(await page.content()).not.toContain(password);
    await screenshot(page, "sync-devices-phone");

    // Revoking asks first; 'Angra' keeps the device.
    const revoke = devices.getByRole("button", { name: `Tak loyniorðið hjá ${DEVICE} aftur` });
    const confirm = page.getByRole("dialog", { name: `Tak loyniorðið hjá ${DEVICE} aftur?` });
    await revoke.click();
    await confirm.getByRole("button", { name: "Angra" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await call<unknown[]>("GET", "/api/caldav/app-passwords", undefined, anna.token)).toHaveLength(1);

    await revoke.click();
    await confirm.getByRole("button", { name: "Tak aftur" }).click();
    await expectToast(page, "Loyniorðið er tikið aftur");
    await devices.getByText("Eingi tól enn.").waitFor();
    expect(await call<unknown[]>("GET", "/api/caldav/app-passwords", undefined, anna.token)).toEqual([]);
    expect(await propfind(server, anna.username, password)).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is not offered to administrators, and sends one who opens it home", async () => {
    const { page, context, errors } = await openSignedIn(browser, admin, "/family");
    await page.getByRole("heading", { name: "Familjan", level: 1 }).waitFor();
    await page.getByRole("link", { name: "Stillingar fyri fráboðanir" }).waitFor();
    expect(await page.getByRole("link", { name: "Set samstilling upp" }).count()).toBe(0);
    await page.goto(`${baseUrl()}/sync`);
    await page.waitForURL(`${baseUrl()}/`);
    expect(await page.getByRole("heading", { name: "Samstilling", level: 1 }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("explains it on the help page", async () => {
    const { page, context, errors } = await openSignedIn(browser, anna, "/help");
    const section = page.getByRole("region", { name: "Samstilling við telefonina" });
    await section.getByRole("button", { name: "Les Meira" }).click();
    await section.getByText(/Vanliga loyniorðið hjá tær virkar ongantíð til samstilling/).waitFor();
    await page.getByRole("region", { name: "Nýtt í FamilyHub" }).getByRole("button", { name: "Les Meira" }).click();
    await page.getByText(/^Samstilling: hav kalendaran/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leads a phone given only the server's origin to /caldav/ (PROPFIND / is 301), while GET / stays the app", async () => {
    // Through the real asset router: without "/" in run_worker_first the assets answered PROPFIND / with 405.
    const dav = await fetch(`${baseUrl()}/`, { method: "PROPFIND", headers: { depth: "0" }, redirect: "manual" });
    expect(dav.status).toBe(301);
    expect(new URL(dav.headers.get("location") ?? "", baseUrl()).pathname).toBe("/caldav/");
    const app = await fetch(`${baseUrl()}/`);
    expect(app.status).toBe(200);
    expect(app.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(await app.text()).toContain("<title>FamilyHub</title>");
  });
});
