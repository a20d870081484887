import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate } from "@contract/time/zone";
import { call, createUsers, type TestUser } from "./helpers/factories";
import { homesOf, linkChild } from "./helpers/homes";
import { openPairedScreen, pairScreen } from "./helpers/kitchen";
import { expectToast, launchBrowser, openSignedInLive, screenshot, type LivePhonePage, type PhonePage } from "./helpers/setup";

/** The homes page (docs/features/two-homes.md "The page"): two families, one child, at phone size. */
const FAROE = "Atlantic/Faroe";
/** Another phone refetches 2 s after the live message (docs/decisions.md#live-channel); room for the round trips. */
const LIVE_WITHIN_MS = 6_000;

let browser: Browser;
let mum: TestUser;
let dad: TestUser;
const phones: PhonePage[] = [];

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "mum" }, { prefix: "dad" }])]);
  browser = launched;
  [mum, dad] = users as [TestUser, TestUser];
  await call("POST", "/api/family-members", { id: randomUUID(), name: "Óli", familyId: mum.familyId }, mum.token);
});

/** Closes the phones (and screens) a test opened: live pages left open would refetch on every later test's notices. */
async function closePhones(): Promise<void> {
  await Promise.all(phones.splice(0).map((phone) => phone.context.close()));
}

afterAll(async () => {
  await closePhones();
  await browser?.close();
});

async function open(user: TestUser, path: string): Promise<LivePhonePage> {
  const phone = await openSignedInLive(browser, user, path);
  phones.push(phone);
  return phone;
}

/** Mum's phone and dad's, both at /heimini with their live channels open. */
const bothAtHomes = () => Promise.all([open(mum, "/heimini"), open(dad, "/heimini")]);

const linkCard = (page: Page, child = "Óli") => page.getByRole("region", { name: child, exact: true });
const day = (date: string, days: number) => dateText(addToClock(clockOfDate(date), "days", days));
const swapRow = (card: Locator) => card.getByRole("region", { name: "Býti" }).getByRole("listitem");
const oneOffDays = (card: Locator) => card.getByRole("region", { name: "Einstakir dagar" });
/** The buttons a swap's row offers, by name. */
const buttonsOf = (row: Locator) => row.getByRole("button").allTextContents();

/**
 * The card's 14-night preview as letters: O a night "hjá okkum", T a night at the other home, said
 * by its owner's name (`other`, a user), ? anything else (such as "hjá Familjan hjá …").
 */
async function previewOf(card: Locator, other: TestUser): Promise<string> {
  const labels = await card
    .getByRole("list", { name: "Næstu 14 dagarnar" })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.getAttribute("aria-label") ?? ""));
  return labels.map((label) => (label.endsWith(": hjá okkum") ? "O" : label.endsWith(`: hjá ${other.username}`) ? "T" : "?")).join("");
}

describe("two homes", () => {
  it("mum invites, dad accepts the url, mum sets 2-2-3 and sees the preview, dad proposes a swap and mum accepts it", async () => {
    const mumPhone = await open(mum, "/heimini");
    const { page: mumPage } = mumPhone;
    await mumPage.getByRole("button", { name: "Bjóða hinum heiminum hjá Óli" }).click();
    const url = await (async () => {
      const field = mumPage.getByLabel("Slóð til hitt heimið", { exact: true });
      await expect.poll(() => field.inputValue()).toMatch(/\/heimini\?kode=/);
      return new URL(await field.inputValue());
    })();
    const code = url.searchParams.get("kode") ?? "";
    expect(await mumPage.getByLabel("Kota", { exact: true }).inputValue()).toBe(code);
    await mumPage.getByText(/^Galdandi til /).waitFor();

    // Dad opens the url on his phone: the code is filled in; his family has no child yet, so Óli is added.
    const dadPhone = await open(dad, `${url.pathname}${url.search}`);
    const { page: dadPage } = dadPhone;
    const accept = dadPage.getByRole("region", { name: "Knýt barnið at okkara heimi" });
    expect(await accept.getByLabel("Kota frá hinum heiminum").inputValue()).toBe(code);
    expect(await accept.getByLabel("Hvør er barnið?").inputValue()).toBe("");
    await accept.getByRole("button", { name: "Knýt" }).click();
    await linkCard(dadPage).waitFor();
    expect(new URL(dadPage.url()).search).toBe("");
    const [mumHomes, dadHomes] = await Promise.all([homesOf(mum), homesOf(dad)]);
    const dadFamily = mumHomes.links[0]?.otherFamily.name ?? "";
    const mumFamily = dadHomes.links[0]?.otherFamily.name ?? "";
    await linkCard(dadPage).getByText(`Hitt heimið: ${mumFamily}`).waitFor();

    // Mum's page shows the link by the live notice, and the invite is gone (Óli is linked).
    const mumCard = linkCard(mumPage);
    await mumCard.waitFor({ timeout: LIVE_WITHIN_MS });
    await mumCard.getByText(`Hitt heimið: ${dadFamily}`).waitFor();
    await expect.poll(() => mumPage.getByRole("button", { name: "Bjóða hinum heiminum hjá Óli" }).count()).toBe(0);

    // 2-2-3 from today at mum's: the preview follows the form before it is saved.
    const today = familyDate(Date.now(), FAROE);
    await mumCard.getByLabel("Vel eitt mynstur", { exact: true }).selectOption("2-2-3");
    await mumCard.getByLabel("Byrjar", { exact: true }).fill(today);
    const preview = mumCard.getByRole("list", { name: "Næstu 14 dagarnar" }).getByRole("listitem");
    await expect.poll(() => preview.count()).toBe(14);
    // Dad's family is still under its sign-up name ("Familjan hjá …"): after "hjá" it is said by his name.
    expect(dadFamily).toBe(`Familjan hjá ${dad.username}`);
    expect(await previewOf(mumCard, dad)).toBe("OOTTOOOTTOOTTT");
    await mumCard.getByRole("button", { name: "Goym mynstrið" }).click();
    await mumCard.getByText("Mynstrið er goymt").waitFor();
    await screenshot(mumPage, "two-homes-mum");
    // And the preview as a phone shows it (390×844, not the whole page).
    await preview.first().evaluate((cell) => cell.scrollIntoView({ block: "center" }));
    await mumPage.screenshot({ path: "test-results/screenshots/two-homes-preview.png" });

    // Dad sees the pattern (the other way round) and proposes days 3–4 with him, answered by today.
    const dadCard = linkCard(dadPage);
    await expect.poll(() => dadCard.getByLabel("Vel eitt mynstur", { exact: true }).inputValue(), { timeout: LIVE_WITHIN_MS }).toBe("2-2-3");
    expect(await previewOf(dadCard, mum)).toBe("TTOOTTTOOTTOOO");
    const form = dadCard.getByRole("form", { name: "Skjót upp eitt býti" });
    await form.getByLabel("Frá", { exact: true }).fill(day(today, 3));
    await form.getByLabel("Til og við", { exact: true }).fill(day(today, 4));
    await form.getByLabel("Grund (um tú vilt)").fill("Føðingardagur");
    await form.getByRole("button", { name: "Send uppskotið" }).click();
    await form.getByText("Uppskotið er sent").waitFor();
    const dadSwap = swapRow(dadCard);
    await dadSwap.getByText("Bíðar eftir svari").waitFor();
    // The proposer may withdraw, not answer.
    expect(await dadSwap.getByRole("button", { name: "Tak aftur" }).count()).toBe(1);
    expect(await dadSwap.getByRole("button", { name: "Góðtak" }).count()).toBe(0);

    // Mum answers: the other home may accept or refuse, not withdraw.
    const mumSwap = swapRow(mumCard);
    await mumSwap.getByText("Bíðar eftir svari").waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await mumSwap.getByRole("button", { name: "Tak aftur" }).count()).toBe(0);
    await mumSwap.getByRole("button", { name: "Góðtak" }).click();
    await expectToast(mumPage, "Svarað");
    await mumSwap.getByText("Góðtikið").waitFor();
    await dadSwap.getByText("Góðtikið").waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await dadSwap.getByRole("button").count()).toBe(0);
    // The swap's days are one-off days now, on both phones.
    await mumCard.getByRole("region", { name: "Einstakir dagar" }).getByText("Frá einum býti").waitFor();
    await dadCard.getByRole("region", { name: "Einstakir dagar" }).getByText("Frá einum býti").waitFor({ timeout: LIVE_WITHIN_MS });
    await screenshot(dadPage, "two-homes-dad");

    // The dashboards: tonight's home and the next move (today's at 17.00 until it happens: the pattern starts today at mum's).
    for (const [page, tonight, other] of [
      [mumPage, "Í kvøld: Óli hjá okkum", dad],
      [dadPage, `Í kvøld: Óli hjá ${mum.username}`, mum],
    ] as const) {
      await page.getByRole("link", { name: "Forsíða" }).first().click();
      const card = page.getByRole("link", { name: /^Tvey heim/ });
      await card.getByText(tonight, { exact: true }).waitFor();
      await card.getByText(new RegExp(`kl\\. 17\\.00 (kemur Óli til okkara|fer Óli til ${other.username})$`)).waitFor();
    }
    await screenshot(mumPage, "two-homes-dashboard");
    // The family page leads to the homes page.
    await mumPage.getByRole("link", { name: "Familjan" }).first().click();
    await mumPage.getByRole("link", { name: "Til Tvey heim" }).click();
    await linkCard(mumPage).waitFor();

    expect(mumPhone.errors).toEqual([]);
    expect(dadPhone.errors).toEqual([]);
    await closePhones();
  }, 120_000);

  it("the kitchen screen at dad's says where Anna sleeps tonight, and says it anew, without a reload, once mum accepts dad's swap of today", async () => {
    const today = familyDate(Date.now(), FAROE);
    // 7-7 from yesterday at mum's: tonight Anna sleeps at mum's, and today is no exchange day.
    const link = await linkChild(mum, dad, "Anna", { template: "7-7", startDate: day(today, -1), firstHome: mum.familyId });
    const wall = await openPairedScreen(browser, await pairScreen(dad));
    phones.push(wall);
    const line = wall.page.getByRole("region", { name: "🏠 Í kvøld", exact: true }).getByRole("listitem").filter({ hasText: "Anna" });
    await expect.poll(() => line.textContent()).toBe(`Anna svevur í hinum heiminum (Familjan hjá ${mum.username})`);
    // A mark on the page's window, which a reload would drop (session storage would outlive it).
    await wall.page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));

    // Dad asks from his phone for tonight at his home; mum accepts it on hers.
    const [mumPhone, dadPhone] = await bothAtHomes();
    const form = linkCard(dadPhone.page, "Anna").getByRole("form", { name: "Skjót upp eitt býti" });
    expect(await form.getByLabel("Frá", { exact: true }).inputValue()).toBe(today);
    expect(await form.getByLabel("Til og við", { exact: true }).inputValue()).toBe(today);
    await form.getByLabel("Hvar skal barnið vera?").selectOption({ label: "Hjá okkum" });
    await form.getByLabel("Grund (um tú vilt)").fill("Konsert");
    await form.getByRole("button", { name: "Send uppskotið" }).click();
    await form.getByText("Uppskotið er sent").waitFor();
    const mumSwap = swapRow(linkCard(mumPhone.page, "Anna")).filter({ hasText: "Konsert" });
    await mumSwap.getByRole("button", { name: "Góðtak" }).click({ timeout: LIVE_WITHIN_MS });
    await expectToast(mumPhone.page, "Svarað");

    // The wall hears it from the live channel: Anna comes home tonight.
    await expect.poll(() => line.textContent(), { timeout: LIVE_WITHIN_MS }).toBe("Anna svevur heima (kemur í dag)");
    expect(await wall.page.evaluate(() => "e2eNotReloaded" in window)).toBe(true);
    const [dadLink] = (await homesOf(dad)).links.filter((each) => each.id === link.id);
    expect(dadLink?.exceptions.map(({ from, to, home }) => ({ from, to, home }))).toEqual([{ from: today, to: today, home: dad.familyId }]);
    await screenshot(wall.page, "two-homes-kitchen-wall");
    expect([...wall.errors, ...mumPhone.errors, ...dadPhone.errors]).toEqual([]);
    await closePhones();
  }, 90_000);

  it("a swap mum refuses and one dad withdraws: each phone offers only its own buttons, both show the end, and no day moves", async () => {
    const today = familyDate(Date.now(), FAROE);
    const link = await linkChild(mum, dad, "Bjørk", { template: "2-2-3", startDate: today, firstHome: mum.familyId });
    // Dad asks for two stretches through the calls (proposing from the form is the first test's).
    for (const [from, to, reason] of [
      [today, day(today, 1), "Ferð"],
      [day(today, 4), day(today, 6), "Vikuskifti"],
    ] as const) {
      const swap = { id: randomUUID(), from, to, home: dad.familyId, reason, respondBy: today };
      await call("POST", `/api/families/${dad.familyId}/home-links/${link.id}/swaps`, swap, dad.token);
    }
    const [mumPhone, dadPhone] = await bothAtHomes();
    const [mumCard, dadCard] = [linkCard(mumPhone.page, "Bjørk"), linkCard(dadPhone.page, "Bjørk")];
    const rows = (card: Locator, reason: string) => swapRow(card).filter({ hasText: reason });
    for (const reason of ["Ferð", "Vikuskifti"]) {
      await rows(mumCard, reason).getByText("Bíðar eftir svari").waitFor();
      await rows(dadCard, reason).getByText("Bíðar eftir svari").waitFor();
      expect(await buttonsOf(rows(mumCard, reason))).toEqual(["Góðtak", "Nokta"]);
      expect(await buttonsOf(rows(dadCard, reason))).toEqual(["Tak aftur"]);
    }

    // Mum refuses the trip, dad takes back the weekend: each reads so on both phones, with no buttons left.
    await rows(mumCard, "Ferð").getByRole("button", { name: "Nokta" }).click();
    await expectToast(mumPhone.page, "Svarað");
    await rows(dadCard, "Vikuskifti").getByRole("button", { name: "Tak aftur" }).click();
    for (const [reason, status] of [
      ["Ferð", "Noktað"],
      ["Vikuskifti", "Tikið aftur"],
    ] as const) {
      for (const card of [mumCard, dadCard]) {
        await rows(card, reason).getByText(status, { exact: true }).waitFor({ timeout: LIVE_WITHIN_MS });
        expect(await buttonsOf(rows(card, reason))).toEqual([]);
      }
    }

    // No day moved: no one-off days, and both previews as the pattern alone makes them.
    for (const card of [mumCard, dadCard]) await oneOffDays(card).getByText("Eingir einstakir dagar.").waitFor();
    expect(await previewOf(mumCard, dad)).toBe("OOTTOOOTTOOTTT");
    expect(await previewOf(dadCard, mum)).toBe("TTOOTTTOOTTOOO");
    for (const user of [mum, dad]) {
      const seen = (await homesOf(user)).links.find((each) => each.id === link.id);
      expect(seen?.exceptions).toEqual([]);
      expect(seen?.swaps.map((swap) => [swap.reason, swap.status]).sort()).toEqual([
        ["Ferð", "refused"],
        ["Vikuskifti", "withdrawn"],
      ]);
    }
    await screenshot(dadPhone.page, "two-homes-swaps-closed");
    expect([...mumPhone.errors, ...dadPhone.errors]).toEqual([]);
    await closePhones();
  }, 90_000);

  it("mum adds two one-off days at her home: both phones list them and preview them; dad removes them and the pattern holds again", async () => {
    const today = familyDate(Date.now(), FAROE);
    await linkChild(mum, dad, "Elin", { template: "2-2-3", startDate: today, firstHome: mum.familyId });
    const [mumPhone, dadPhone] = await bothAtHomes();
    const [mumCard, dadCard] = [linkCard(mumPhone.page, "Elin"), linkCard(dadPhone.page, "Elin")];
    await oneOffDays(mumCard).getByText("Eingir einstakir dagar.").waitFor();
    expect(await previewOf(mumCard, dad)).toBe("OOTTOOOTTOOTTT");

    // Days 3 and 4 (dad's under the pattern) at mum's, for Christmas.
    const section = oneOffDays(mumCard);
    await section.getByLabel("Frá", { exact: true }).fill(day(today, 2));
    await section.getByLabel("Til og við", { exact: true }).fill(day(today, 3));
    await section.getByLabel("Hvar?", { exact: true }).selectOption({ label: "Hjá okkum" });
    await section.getByLabel("Grund (um tú vilt)").fill("Jól");
    await section.getByRole("button", { name: "Legg dagar afturat" }).click();
    const mumStretch = section.getByRole("listitem").filter({ hasText: "Jól" });
    await mumStretch.getByText("hjá okkum").waitFor();
    await expect.poll(() => previewOf(mumCard, dad)).toBe("OOOOOOOTTOOTTT");
    // The form is empty again for the next stretch.
    expect(await section.getByLabel("Grund (um tú vilt)").inputValue()).toBe("");

    // Dad's phone, by the live notice: the stretch at mum's, and his preview with it.
    const dadStretch = oneOffDays(dadCard).getByRole("listitem").filter({ hasText: "Jól" });
    await dadStretch.getByText(`hjá ${mum.username}`, { exact: true }).waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await previewOf(dadCard, mum)).toBe("TTTTTTTOOTTOOO");

    // Either home may remove it: dad does, and both phones are back to the pattern.
    await dadStretch.getByRole("button", { name: /^Strika / }).click();
    for (const card of [dadCard, mumCard]) await oneOffDays(card).getByText("Eingir einstakir dagar.").waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await previewOf(mumCard, dad)).toBe("OOTTOOOTTOOTTT");
    expect(await previewOf(dadCard, mum)).toBe("TTOOTTTOOTTOOO");
    expect([...mumPhone.errors, ...dadPhone.errors]).toEqual([]);
    await closePhones();
  }, 90_000);

  it("dad ends the link about Dánjal: the dialog asks first, both phones then show no link, and each home keeps its own Dánjal", async () => {
    const link = await linkChild(mum, dad, "Dánjal");
    const [mumPhone, dadPhone] = await bothAtHomes();
    const dadCard = linkCard(dadPhone.page, "Dánjal");
    await linkCard(mumPhone.page, "Dánjal").waitFor();

    await dadCard.getByRole("button", { name: "Enda sambandið" }).click();
    const dialog = dadPhone.page.getByRole("dialog", { name: "Enda sambandið um Dánjal?" });
    await dialog.getByText(`tiltøkini frá ${mum.username} hvørva her`, { exact: false }).waitFor();
    // "Angra" leaves it as it was.
    await dialog.getByRole("button", { name: "Angra" }).click();
    await dialog.waitFor({ state: "hidden" });
    await dadCard.getByRole("button", { name: "Enda sambandið" }).click();
    await dialog.getByRole("button", { name: "Enda", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });

    // Both phones: no card for Dánjal, who may be invited for again (a child without an account and without a link).
    for (const { page } of [dadPhone, mumPhone]) {
      await expect.poll(() => linkCard(page, "Dánjal").count(), { timeout: LIVE_WITHIN_MS }).toBe(0);
      await page.getByRole("button", { name: "Bjóða hinum heiminum hjá Dánjal" }).waitFor();
    }
    for (const user of [mum, dad]) {
      expect((await homesOf(user)).links.map((each) => each.id)).not.toContain(link.id);
      const members = await call<{ name: string; hasAccount: boolean }[]>("GET", `/api/families/${user.familyId}/members`, undefined, user.token);
      expect(members.filter((member) => member.name === "Dánjal")).toEqual([expect.objectContaining({ name: "Dánjal", hasAccount: false })]);
    }
    expect([...mumPhone.errors, ...dadPhone.errors]).toEqual([]);
    await closePhones();
  }, 90_000);
});
