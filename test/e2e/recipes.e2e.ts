import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { jpegBytes } from "@test/helpers/photo-bytes";
import { call, createUsers, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedIn, screenshot, signedInPhone, url } from "./helpers/setup";

// The recipe box inside /dinner (docs/features/recipes-pages.md) on a phone: by hand, the search,
// the view's servings, planning for Friday for 6 with the shopping list scaled, and the import of
// a page served by the test's own server (the app runs with LOCAL_DEV, which lets the Worker fetch
// http://127.0.0.1:<port>, as the outside calendars' test does).

let browser: Browser;
let cook: TestUser;
let importer: TestUser;
let pageServer: Server;
let origin: string;

const ZONE = "Atlantic/Faroe";

/** A recipe page as a food site writes it: schema.org's Recipe in JSON-LD, with its picture. */
function recipePage(): string {
  const recipe = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: "Steiktur toskur",
    image: `${origin}/toskur.jpg`,
    recipeYield: "4",
    prepTime: "PT10M",
    cookTime: "PT20M",
    recipeIngredient: ["800 g toskur", "2 msk smør", "1 sítrón"],
    recipeInstructions: [
      { "@type": "HowToStep", text: "Salta fiskin." },
      { "@type": "HowToStep", text: "Steik hann í smøri." },
    ],
    keywords: "fiskur, skjótt",
  };
  return `<!doctype html><html lang="fo"><head><title>Toskur</title><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body><h1>Steiktur toskur</h1></body></html>`;
}

beforeAll(async () => {
  pageServer = createServer((request, response) => {
    if (request.url === "/toskur.jpg") {
      response.writeHead(200, { "Content-Type": "image/jpeg", Connection: "close" });
      return response.end(Buffer.from(jpegBytes({ width: 800, height: 600 })));
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", Connection: "close" });
    response.end(recipePage());
  });
  await new Promise<void>((resolve) => pageServer.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "recipe" }, { prefix: "recimport" }])]);
  browser = launched;
  [cook, importer] = users as [TestUser, TestUser];
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => pageServer?.close(resolve));
});

/** The next Friday after today in the family's zone, as the date field takes it. */
function nextFriday(): string {
  const today = new Date(`${new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date())}T12:00:00Z`);
  const days = ((5 - today.getUTCDay() + 7) % 7) + (today.getUTCDay() === 5 ? 7 : 0);
  return new Date(today.getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const box = (page: Page) => page.getByRole("region", { name: "Uppskriftir", exact: true });

async function openBox(page: Page) {
  await page.getByRole("navigation", { name: "Døgurði" }).getByRole("link", { name: "Uppskriftir" }).click();
  await box(page).waitFor();
}

/** The family's shopping items with their amounts, as the server has them. */
async function shoppingItems(user: TestUser) {
  const lists = await call<{ items: { name: string; quantity: number; unit: string | null }[] }[]>(
    "GET",
    `/api/families/${user.familyId}/shopping-lists`,
    undefined,
    user.token,
  );
  return lists.flatMap((list) => list.items).map(({ name, quantity, unit }) => ({ name, quantity, unit }));
}

describe("the recipe box on a phone", () => {
  it("writes a recipe by hand, finds it, shows it for 6 and plans it for Friday for 6 with its ingredients scaled on the shopping list", async () => {
    const { page, errors } = await openSignedIn(browser, cook, "/dinner");
    await openBox(page);
    await box(page).getByText("Eingin uppskrift enn.", { exact: false }).waitFor();
    await screenshot(page, "recipes-empty-phone");

    await box(page).getByRole("link", { name: "Nýggj" }).click();
    const editor = page.getByRole("region", { name: "Nýggj uppskrift" });
    // A blank title is refused in the server's own words before anything is sent.
    await editor.getByRole("button", { name: "Goym" }).click();
    await editor.getByText("Uppskriftin manglar heiti").waitFor();

    await editor.getByLabel("Heiti").fill("Ræst kjøt");
    await editor.getByLabel("Til hvussu nógv fólk").fill("4");
    await editor.getByLabel("Tilfar", { exact: true }).fill("2 dl rjómi\n1/2 tsk salt\n4 egg\nsalt og pipar");
    // The preview shows what the parser reads, as it is typed.
    const preview = editor.locator("#recipe-ingredients-preview");
    await preview.getByText("½ tsk").waitFor();
    expect(await preview.getByRole("listitem").allInnerTexts()).toEqual(["2 dl\nRjómi", "½ tsk\nSalt", "4\nEgg", "–\nsalt og pipar"]);
    await editor.getByLabel("Gongd").fill("Kók kjøtið.\nBer fram.");
    await editor.getByLabel("Eldatíð (min)").fill("60");
    await editor.getByLabel("Frámerki").fill("kjøt, sunnudagur");
    await screenshot(page, "recipe-editor-phone");
    await editor.getByRole("button", { name: "Goym" }).click();
    await expectToast(page, "Uppskriftin er goymd");

    const view = page.getByRole("article", { name: "Ræst kjøt" });
    await view.getByRole("heading", { name: "Ræst kjøt", level: 1 }).waitFor();
    const ingredients = view.getByRole("list", { name: "Tilfar til 4" });
    expect(await ingredients.getByRole("listitem").allInnerTexts()).toEqual(["2 dl\nrjómi", "½ tsk\nsalt", "4\negg", "salt og pipar"]);
    await view.getByRole("button", { name: "Fleiri fólk" }).click();
    await view.getByRole("button", { name: "Fleiri fólk" }).click();
    expect(await view.getByRole("list", { name: "Tilfar til 6" }).getByRole("listitem").allInnerTexts()).toEqual([
      "3 dl\nrjómi",
      "¾ tsk\nsalt",
      "6\negg",
      "salt og pipar",
    ]);
    await view.getByRole("listitem").filter({ hasText: "Kók kjøtið." }).waitFor();
    await screenshot(page, "recipe-view-phone");

    // The list and its search, folded as names are.
    await view.getByRole("link", { name: "Allar uppskriftir" }).click();
    const search = box(page).getByRole("searchbox", { name: "Leita í uppskriftunum" });
    await search.fill("SUNNU");
    await box(page)
      .getByRole("link", { name: /Ræst kjøt/ })
      .waitFor();
    await search.fill("fiskur");
    await box(page).getByText("Eingin uppskrift passar til leitingina").waitFor();
    await search.fill("");
    await screenshot(page, "recipes-list-phone");
    await box(page)
      .getByRole("link", { name: /Ræst kjøt/ })
      .click();

    // 'Ætla' for Friday for 6: the dinner on the plan, its ingredients on the list for 6.
    await view.getByRole("button", { name: "Ætla" }).click();
    const dialog = page.getByRole("dialog", { name: "Ætla Ræst kjøt" });
    await dialog.getByLabel("Dagur").waitFor();
    expect(await dialog.getByLabel("Tíð").inputValue()).toBe("18:00");
    await dialog.getByText("4 fólk").waitFor();
    await dialog.getByLabel("Dagur").fill(nextFriday());
    await dialog.getByRole("button", { name: "Fleiri fólk" }).click();
    await dialog.getByRole("button", { name: "Fleiri fólk" }).click();
    await dialog.getByText("6 fólk").waitFor();
    await screenshot(page, "recipe-plan-phone");
    await dialog.getByRole("button", { name: "Ætla" }).click();
    await expectToast(page, "Ætlað til døgurða", "Tilfarið er lagt á innkeypslistan");
    await dialog.waitFor({ state: "detached" });

    const items = await shoppingItems(cook);
    expect(items).toEqual(
      expect.arrayContaining([
        { name: "Rjómi (Matarætlan)", quantity: 3, unit: "dl" },
        { name: "Salt (Matarætlan)", quantity: 1, unit: "¾ tsk" },
        { name: "Egg (Matarætlan)", quantity: 6, unit: null },
      ]),
    );
    await page.getByRole("navigation", { name: "Døgurði" }).getByRole("link", { name: "Matarætlan" }).click();
    const meals = page.getByRole("region", { name: "Matarætlan", exact: true });
    await meals.getByText("Ræst kjøt", { exact: true }).waitFor();
    await meals.getByText(/^fríggjadagur /).waitFor();
    expect(errors).toEqual([]);
  });

  it("reads a page's recipe from its link, shows it in the editor to confirm, and saves it with its picture", async () => {
    const { page, errors } = await openSignedIn(browser, importer, "/dinner?uppskriftir");
    await box(page).getByRole("link", { name: "Innles" }).click();
    const importCard = page.getByRole("region", { name: "Innles uppskrift" });
    await importCard.getByLabel("Leinkja til uppskriftina").fill(`${origin}/toskur`);
    await screenshot(page, "recipe-import-phone");
    await importCard.getByRole("button", { name: "Heinta uppskriftina" }).click();

    const confirm = page.getByRole("region", { name: "Kanna og goym uppskriftina" });
    expect(await confirm.getByLabel("Heiti").inputValue()).toBe("Steiktur toskur");
    expect(await confirm.getByLabel("Tilfar", { exact: true }).inputValue()).toBe("800 g toskur\n2 msk smør\n1 sítrón");
    await confirm.getByText("Myndin frá síðuni verður goymd", { exact: false }).waitFor();
    await confirm.getByLabel("Heiti").fill("Steiktur toskur við smøri");
    await confirm.getByRole("button", { name: "Goym" }).click();
    await expectToast(page, "Uppskriftin er goymd");

    const view = page.getByRole("article", { name: "Steiktur toskur við smøri" });
    // The picture is the server's copy in the album, fetched as a blob, never the site's address.
    await view.getByRole("img", { name: "Mynd av Steiktur toskur við smøri" }).waitFor({ state: "attached" });
    expect(await view.getByRole("img").first().getAttribute("src")).toMatch(/^blob:/);
    await view.getByRole("link", { name: `${origin}/toskur` }).waitFor();
    expect(await view.getByRole("link", { name: `${origin}/toskur` }).getAttribute("rel")).toBe("noopener noreferrer");

    // Planned for Friday for 2 (written for 4): the dinner has the recipe's picture on the plan and
    // the dashboard, and its 'Elda' opens cook mode for the dinner's 2, not the recipe's 4.
    await view.getByRole("button", { name: "Ætla" }).click();
    const dialog = page.getByRole("dialog", { name: "Ætla Steiktur toskur við smøri" });
    await dialog.getByText("4 fólk").waitFor();
    await dialog.getByLabel("Dagur").fill(nextFriday());
    await dialog.getByRole("button", { name: "Færri fólk" }).click();
    await dialog.getByRole("button", { name: "Færri fólk" }).click();
    await dialog.getByText("2 fólk").waitFor();
    await dialog.getByRole("button", { name: "Ætla" }).click();
    await expectToast(page, "Ætlað til døgurða", "Tilfarið er lagt á innkeypslistan");
    expect(await shoppingItems(importer)).toEqual(expect.arrayContaining([{ name: "Toskur (Matarætlan)", quantity: 400, unit: "g" }]));

    await page.getByRole("navigation", { name: "Døgurði" }).getByRole("link", { name: "Matarætlan" }).click();
    const meals = page.getByRole("region", { name: "Matarætlan", exact: true });
    const picture = meals.getByRole("img", { name: "Mynd av Steiktur toskur við smøri" });
    await picture.waitFor({ state: "attached" });
    expect(await picture.getAttribute("src")).toMatch(/^blob:/);
    await meals.getByRole("link", { name: "Elda" }).click();
    const cookMode = page.getByRole("dialog", { name: "Steiktur toskur við smøri" });
    await cookMode.getByRole("button", { name: "Tilfar" }).click();
    await cookMode.getByText("Tilfar til 2").waitFor();
    await cookMode.getByText("400 g").waitFor();
    await cookMode.getByRole("button", { name: "Lat aftur" }).click();
    await cookMode.waitFor({ state: "detached" });

    await page.goto(url("/"));
    const card = page.getByRole("link", { name: /Matarætlan/ });
    await card.getByText("Steiktur toskur við smøri").waitFor();
    await expect.poll(() => card.locator("img").getAttribute("src")).toMatch(/^blob:/);
    await screenshot(page, "dashboard-dinner-picture-phone");
    expect(errors).toEqual([]);
  });

  it("opens the import with a link shared from the phone's browser (the manifest's share target) and reads it at once", async () => {
    const phone = await signedInPhone(browser, importer);
    const shared = new URLSearchParams({ heiti: "Toskur", tekst: `Sí hesa uppskrift: ${origin}/toskur` });
    await phone.page.goto(url(`/dinner?${shared}`));
    const confirm = phone.page.getByRole("region", { name: "Kanna og goym uppskriftina" });
    await confirm.getByLabel("Heiti").waitFor();
    expect(await confirm.getByLabel("Heiti").inputValue()).toBe("Steiktur toskur");
    expect(phone.errors).toEqual([]);
  });

  it("lets the manifest's share target into the recipe box", async () => {
    const manifest = await (await fetch(url("/manifest.webmanifest"))).json();
    expect(manifest.share_target).toEqual({ action: "/dinner", method: "GET", params: { title: "heiti", text: "tekst", url: "leinkja" } });
  });
});
