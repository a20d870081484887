import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { ChildCard, HelperLink, OpenedHelperLink } from "@contract/schemas/helpers";
import { baseUrl, call, createUser, type TestUser } from "./helpers/factories";
import { pageWidth, settle, smallTapTargets } from "./helpers/layout";
import { expectToast, launchBrowser, openSignedInLive, PHONE, pathOf, screenshot, type LivePhonePage } from "./helpers/setup";

/** The parents' page for helpers (docs/features/helpers.md "The parents' page"), at phone size. */
/** Another phone's change reaches this page over the live channel (members_updated refetches at once); room for the round trips. */
const LIVE_WITHIN_MS = 6_000;
const ANDROID = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

let browser: Browser;
let parent: TestUser;
let phone: LivePhonePage | undefined;

beforeAll(async () => {
  [browser, parent] = await Promise.all([launchBrowser(), createUser("helpers")]);
  await call("POST", "/api/family-members", { id: randomUUID(), name: "Óli", familyId: parent.familyId }, parent.token);
});

afterAll(async () => {
  await phone?.context.close();
  await browser?.close();
});

const linksOf = (user: TestUser) => call<HelperLink[]>("GET", `/api/families/${user.familyId}/helpers`, undefined, user.token);
const cardsOf = (user: TestUser) => call<ChildCard[]>("GET", `/api/families/${user.familyId}/child-cards`, undefined, user.token);
const openLink = (secret: string, label: string) => call<OpenedHelperLink>("POST", "/api/helper/open", { secret, label });

describe("the helpers' page", () => {
  it("makes Amma a link, lets her second device in as it waits, fills Óli's card and revokes the link", async () => {
    phone = await openSignedInLive(browser, parent, "/family");
    const { page } = phone;
    await page.getByRole("link", { name: "Til Hjálparar" }).click();
    await page.getByRole("heading", { level: 1, name: "Hjálparar" }).waitFor();
    expect(pathOf(page)).toBe("/hjalparar");
    await page.getByText("Eingin hjálpari hevur eina slóð enn.").waitFor();

    // The dialog: without a name the server's refusal shows on the name's field.
    await page.getByRole("button", { name: "Nýggj hjálparaslóð" }).click();
    const dialog = page.getByRole("dialog", { name: "Nýggj hjálparaslóð" });
    await dialog.getByRole("button", { name: "Ger slóðina" }).click();
    const name = dialog.getByLabel("Navn", { exact: true });
    await dialog.getByText("Skriva eitt navn ella vel ein í familjuni").waitFor();
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await name.fill("Amma");
    // Edited, the field is no longer the one refused.
    await expect.poll(() => dialog.getByText("Skriva eitt navn ella vel ein í familjuni").count()).toBe(0);
    expect(await name.getAttribute("aria-invalid")).toBeNull();
    await dialog.getByLabel("Kalendaran hjá familjuni").check();
    await dialog.getByLabel("Kortini hjá børnunum").check();
    await dialog.getByLabel("Til ein dag").check();
    expect(await dialog.getByLabel("Seinasti dagur").inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByLabel("30 dagar").check();
    await settle(page);
    await screenshot(page, "helpers-new-link");
    expect(await smallTapTargets(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Ger slóðina" }).click();

    // The url, shown this once, with its copy button.
    const made = page.getByRole("dialog", { name: "Slóðin hjá Amma" });
    const urlField = made.getByLabel("Slóðin", { exact: true });
    await expect.poll(() => urlField.inputValue()).toMatch(/\/hjalpari#.+/);
    const url = new URL(await urlField.inputValue());
    expect(url.origin).toBe(baseUrl());
    await made.getByText("Hon verður bert víst hesa einu ferð", { exact: false }).waitFor();
    await made.getByRole("button", { name: "Avrita slóðina" }).waitFor();
    await settle(page);
    await screenshot(page, "helpers-link-made");
    await made.getByRole("button", { name: "Liðugt" }).click();
    await made.waitFor({ state: "detached" });

    const amma = page.getByRole("region", { name: "Amma", exact: true });
    await amma.getByText("Sær kalendarin og kort hjá børnunum").waitFor();
    await amma.getByText("Øll børnini").waitFor();
    await amma.getByText(/^Til \d+\. [a-zí]+( \d{4})?$/).waitFor();
    await amma.getByText("Slóðin er ikki latin upp enn.").waitFor();
    const [link] = await linksOf(parent);
    expect(link?.powers).toEqual(["calendar", "cards"]);
    expect(link?.children).toBeNull();

    // The helper's phone opens it and is let in at once; a second device waits, and shows here by the live notice.
    const secret = url.hash.slice(1);
    expect((await openLink(secret, ANDROID)).state).toBe("active");
    await amma.getByText("Chrome · Android").waitFor({ timeout: LIVE_WITHIN_MS });
    const second = await openLink(secret, IPHONE);
    expect(second.state).toBe("pending");
    const letIn = amma.getByRole("button", { name: "Loyv Safari · iPhone" });
    await letIn.waitFor({ timeout: LIVE_WITHIN_MS });
    await amma.getByText("Bíðar eftir loyvi").waitFor();
    await settle(page);
    await screenshot(page, "helpers-waiting-device");
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await letIn.click();
    await expectToast(page, "Tólið er loyvt");
    await expect.poll(() => amma.getByText("Bíðar eftir loyvi").count()).toBe(0);
    expect((await linksOf(parent))[0]?.devices.map((device) => device.state)).toEqual(["active", "active"]);
    const me = await call<{ state: string }>("GET", "/api/helper/me", undefined, second.token);
    expect(me.state).toBe("active");

    // Óli's card (Amma is a helper now, so she has none).
    expect(await page.getByRole("region", { name: "Kortið hjá Amma" }).count()).toBe(0);
    const card = page.getByRole("region", { name: "Kortið hjá Óli" });
    await card.getByLabel("Ovurviðkvæmi").fill("Nøtir");
    await card.getByRole("button", { name: "Legg eitt fólk afturat" }).click();
    await card.getByLabel("Navn", { exact: true }).fill("Pápi");
    const tel = card.getByLabel("Telefon", { exact: true });
    expect(await tel.getAttribute("inputmode")).toBe("tel");
    await tel.fill("+298 123456");
    await card.getByLabel("Sovitíð").fill("19:30");
    await card.getByRole("button", { name: "Goym kortið" }).click();
    await card.getByText("Kortið er goymt").waitFor();
    const [oli] = await cardsOf(parent);
    expect(oli).toMatchObject({ name: "Óli", allergies: "Nøtir", contacts: [{ name: "Pápi", phone: "+298 123456" }], bedtime: "19:30" });
    await settle(page);
    await screenshot(page, "helpers-page");
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // Revoked behind its question: gone here and on the server, and the helper's token refused.
    await amma.getByRole("button", { name: "Tak slóðina aftur" }).click();
    const ask = page.getByRole("dialog", { name: "Tak slóðina hjá Amma aftur?" });
    await ask.getByRole("button", { name: "Tak aftur" }).waitFor();
    await settle(page);
    await screenshot(page, "helpers-revoke");
    await ask.getByRole("button", { name: "Tak aftur" }).click();
    await amma.waitFor({ state: "detached" });
    await page.getByText("Eingin hjálpari hevur eina slóð enn.").waitFor();
    expect(await linksOf(parent)).toEqual([]);
    await expect(call("GET", "/api/helper/me", undefined, second.token)).rejects.toThrow(/answered 401/);
    expect(phone.errors).toEqual([]);
  });
});
