import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import type { Homes } from "@contract/schemas/two-homes";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate } from "@contract/time/zone";
import { call, createUsers, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedInLive, screenshot, type LivePhonePage } from "./helpers/setup";

/** The homes page (docs/features/two-homes.md "The page"): two families, one child, at phone size. */
const FAROE = "Atlantic/Faroe";
/** Another phone refetches 2 s after the live message (docs/decisions.md#live-channel); room for the round trips. */
const LIVE_WITHIN_MS = 6_000;

let browser: Browser;
let mum: TestUser;
let dad: TestUser;
const phones: LivePhonePage[] = [];

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "mum" }, { prefix: "dad" }])]);
  browser = launched;
  [mum, dad] = users as [TestUser, TestUser];
  await call("POST", "/api/family-members", { id: randomUUID(), name: "Óli", familyId: mum.familyId }, mum.token);
});

afterAll(async () => {
  await Promise.all(phones.map((phone) => phone.context.close()));
  await browser?.close();
});

async function open(user: TestUser, path: string): Promise<LivePhonePage> {
  const phone = await openSignedInLive(browser, user, path);
  phones.push(phone);
  return phone;
}

const linkCard = (page: Page) => page.getByRole("region", { name: "Óli", exact: true });
const homesOf = (user: TestUser) => call<Homes>("GET", `/api/families/${user.familyId}/homes`, undefined, user.token);
const day = (date: string, days: number) => dateText(addToClock(clockOfDate(date), "days", days));
const swapRow = (card: Locator) => card.getByRole("region", { name: "Býti" }).getByRole("listitem");

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
    const labels = await preview.evaluateAll((items) => items.map((item) => item.getAttribute("aria-label") ?? ""));
    const homes = labels.map((label) => (label.endsWith("hjá okkum") ? "O" : label.endsWith(`hjá ${dadFamily}`) ? "T" : "?"));
    expect(homes.join("")).toBe("OOTTOOOTTOOTTT");
    await mumCard.getByRole("button", { name: "Goym mynstrið" }).click();
    await mumCard.getByText("Mynstrið er goymt").waitFor();
    await screenshot(mumPage, "two-homes-mum");
    // And the preview as a phone shows it (390×844, not the whole page).
    await preview.first().evaluate((cell) => cell.scrollIntoView({ block: "center" }));
    await mumPage.screenshot({ path: "test-results/screenshots/two-homes-preview.png" });

    // Dad sees the pattern (the other way round) and proposes days 3–4 with him, answered by today.
    const dadCard = linkCard(dadPage);
    await expect.poll(() => dadCard.getByLabel("Vel eitt mynstur", { exact: true }).inputValue(), { timeout: LIVE_WITHIN_MS }).toBe("2-2-3");
    const dadPreview = await dadCard
      .getByRole("list", { name: "Næstu 14 dagarnar" })
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => item.getAttribute("aria-label") ?? ""));
    expect(dadPreview[0]).toMatch(new RegExp(`hjá ${mumFamily}$`));
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
    for (const [page, tonight] of [
      [mumPage, "Í kvøld: Óli hjá okkum"],
      [dadPage, `Í kvøld: Óli hjá ${mumFamily}`],
    ] as const) {
      await page.getByRole("link", { name: "Forsíða" }).first().click();
      const card = page.getByRole("link", { name: /^Tvey heim/ });
      await card.getByText(tonight, { exact: true }).waitFor();
      await card.getByText(/kl\. 17\.00 (kemur Óli til okkara|fer Óli til )/).waitFor();
    }
    await screenshot(mumPage, "two-homes-dashboard");
    // The family page leads to the homes page.
    await mumPage.getByRole("link", { name: "Familjan" }).first().click();
    await mumPage.getByRole("link", { name: "Til Tvey heim" }).click();
    await linkCard(mumPage).waitFor();

    expect(mumPhone.errors).toEqual([]);
    expect(dadPhone.errors).toEqual([]);
  }, 120_000);
});
