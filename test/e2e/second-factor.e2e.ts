import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyFromBase32 } from "@worker/lib/totp";
import { freshCode } from "@test/helpers/second-factor";
import { call, createAdmin, newPassword, uniqueUsername } from "./helpers/factories";
import { expectToast, launchBrowser, newPhonePage, url } from "./helpers/setup";

let browser: Browser;
const username = uniqueUsername("mfa");
const password = newPassword();
let enrolmentCode: string;

beforeAll(async () => {
  const [launched, maker] = await Promise.all([launchBrowser(), createAdmin("mfamaker", { steppedUp: true })]);
  browser = launched;
  // A new administrator, made by another one: not enrolled yet, with the enrolment code the maker is shown once.
  const created = await call<{ enrolmentCode?: string }>(
    "POST",
    "/api/admin/users",
    { username, email: `${username}@example.test`, password, isAdmin: true },
    maker.token,
  );
  enrolmentCode = created.enrolmentCode ?? "";
  expect(enrolmentCode).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
});

afterAll(async () => {
  await browser?.close();
});

async function signInWithPassword(page: Page) {
  await page.goto(url("/login"));
  const signIn = page.getByRole("region", { name: "Rita inn", exact: true });
  await signIn.getByLabel("Brúkaranavn").fill(username);
  await signIn.getByLabel("Loyniorð").fill(password);
  await signIn.getByRole("button", { name: "Rita inn", exact: true }).click();
}

describe("an administrator's second factor", () => {
  it("enrols from the panel, signs in with a code and exports a backup through the step-up dialog", async () => {
    const { page, context, errors } = await newPhonePage(browser);

    // Signed in with the password alone, the administrator sees nothing but the enrolment.
    await signInWithPassword(page);
    const enrol = page.getByRole("region", { name: "Set up your second factor" });
    // The password alone hands out no secret: the enrolment code comes first.
    await enrol.getByRole("button", { name: "Start set-up" }).click();
    await enrol.getByText("Type your enrolment code").waitFor();
    await enrol.getByLabel("Enrolment code").fill("aaaa-bbbb-cccc-dddd");
    await enrol.getByRole("button", { name: "Start set-up" }).click();
    await enrol
      .getByRole("alert")
      .getByText(/That enrolment code is wrong/)
      .waitFor();
    await enrol.getByLabel("Enrolment code").fill(enrolmentCode.toUpperCase());
    await enrol.getByRole("button", { name: "Start set-up" }).click();
    const secret = await enrol.getByLabel("Secret key (type it into the app)").inputValue();
    const key = keyFromBase32(secret);
    expect(key).not.toBeNull();
    expect(await enrol.getByRole("link", { name: "Open in an authenticator app on this device" }).getAttribute("href")).toMatch(
      new RegExp(`^otpauth://totp/FamilyHub:${username}\\?.*secret=${secret}`),
    );
    await enrol.getByLabel("Code from the app").fill(await freshCode(key!));
    await enrol.getByRole("button", { name: "Turn on" }).click();
    const codes = page.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem");
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByRole("heading", { level: 1, name: `Hey, ${username}!` }).waitFor();
    await page.getByRole("banner").getByRole("button", { name: "Rita út" }).click();

    // Signing in again asks for a code in a field the phone fills from its authenticator.
    await signInWithPassword(page);
    const codeStep = page.getByRole("region", { name: "Kota úr appini" });
    const field = codeStep.getByLabel("Kota", { exact: true });
    expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await field.getAttribute("inputmode")).toBe("numeric");
    await field.fill(await freshCode(key!));
    await codeStep.getByRole("button", { name: "Staðfest" }).click();
    await expectToast(page, "Innritan eyðnaðist", `Vælkomin, ${username}!`);

    // An export cannot be undone: the panel asks for a code and then exports.
    await page.goto(url("/admin"));
    await page.getByRole("tab", { name: "System", exact: true }).click();
    await page.getByRole("tab", { name: "Backup", exact: true }).click();
    const view = page.getByRole("region", { name: "Backup" });
    await view.getByRole("button", { name: "Export backup" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm it is you" });
    const dialogCode = dialog.getByLabel("Code from the app");
    expect(await dialogCode.getAttribute("autocomplete")).toBe("one-time-code");
    // The third code of this key may have to wait for the next 30-second step.
    await dialogCode.fill(await freshCode(key!));
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^familyhub_backup_\d{4}-\d{2}-\d{2}\.json$/);
    const body = JSON.parse(await readFile((await file.path())!, "utf8")) as { format: string };
    expect(body.format).toBe("familyhub-backup");
    await expectToast(page, "Backup exported");
    expect(await dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
