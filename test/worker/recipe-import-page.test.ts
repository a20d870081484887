import { env } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, inject, it } from "vitest";
import { RECIPE_LINK_IMPORTS_PER_HOUR } from "@contract/recipe-limits";
import { recipeMessages as m } from "@contract/recipe-messages";
import { type RecipeDraft, recipeBody } from "@contract/schemas/recipes";
import { takeThrottle } from "@worker/services/throttle";
import { call, errorBody, json } from "@test/helpers/api";
import { createUser, dbOf, type TestUser } from "@test/helpers/factories";

/**
 * Importing a recipe from a link (docs/features/recipe-import.md), against a local fake recipe site
 * (test/helpers/recipe-server-setup.ts) serving pages shaped like real ones (test/fixtures/recipes/).
 */

const server = inject("recipeServer");
const page = (file: string, key = "") => `${server}/page/${file}${key ? `?case=${key}` : ""}`;
const hits = async (url: string) => {
  const { pathname, search } = new URL(url);
  return (await fetch(`${server}/hits?url=${encodeURIComponent(pathname + search)}`)).json();
};

const importLink = (user: TestUser, url: string) => call("POST", "/api/recipes/import/link", { token: user.token, body: { url } });

async function draftOf(url: string): Promise<RecipeDraft> {
  const response = await importLink(await createUser(), url);
  expect(response.status).toBe(200);
  const draft = await json<RecipeDraft>(response);
  expect(v.safeParse(recipeBody, draft).issues, "the draft saves as it is").toBeUndefined();
  return draft;
}

describe("a page's JSON-LD", () => {
  it("finds the Recipe in Yoast's @graph (a broken block before it skipped), its sections named, its picture the first of its list", async () => {
    expect(await draftOf(page("yoast-graph.html"))).toEqual({
      title: "Rabarbukaka við krumlum",
      servings: 12,
      ingredients: ["200 g smør", "2 dl sukur", "3 egg", "3 dl hveiti", "2 tsk bakipulvur", "500 g rabarbu, skorin í bitar"],
      steps: [
        "Tendra ovnin á 180 °C. Smyr eitt bakiskál.",
        "Til deigið: Rør smør og sukur ljóst og lætt.",
        "Til deigið: Rør eggini í eitt í senn, og vend hveiti og bakipulvur í.",
        "Til rabarbuna: Strey rabarbuna oman á deigið og bakið kakuna í 45 minuttir.",
      ],
      prepMinutes: 20,
      cookMinutes: 45,
      totalMinutes: 65,
      sourceUrl: page("yoast-graph.html"),
      tags: ["Køkur", "Føroyskt", "rabarbu", "kaka", "summar"],
      imageUrl: "https://uppskriftir.example.fo/wp-content/uploads/2027/06/rabarbukaka.jpg",
    });
  });

  it('reads a list whose Recipe is also a NewsArticle (@type ["Recipe","NewsArticle"]), its entities decoded', async () => {
    const draft = await draftOf(page("type-array.html"));
    expect(draft).toMatchObject({
      title: "Fiskur & jarðepli í ovni",
      servings: 4,
      prepMinutes: null,
      cookMinutes: null,
      totalMinutes: 45,
      imageUrl: "https://matur.example.com/thmb/32d8L6W6cwt652tjjXAHosP3ViE=/1500x0/fiskur-i-ovni.jpg",
      tags: [],
    });
    expect(draft.ingredients).toContain("0.5 kg jarðepli, skorin í bátar");
    expect(draft.steps).toHaveLength(3);
  });

  it("flattens two HowToSections, takes the first of several ImageObjects, and keeps no tag, entity or doubled tag", async () => {
    const draft = await draftOf(page("sections-images.html"));
    expect(draft.steps).toEqual([
      "Deigið: Tendra ovnin á 175°. Legg bakipappír á tvey bakiplátur.",
      "Deigið: Rør smør, sukur og brúnsukur ljóst, um 2 minuttir. Rør eggið í.",
      "Deigið: Set 20 kúlur á pláturnar og bakið tær í 14 til 18 minuttir.",
      "Glassúrin: Rør flórsukur og sitrónsafa saman.",
      "Glassúrin: Ger frammanundan: Køkurnar kunnu bakast 2 dagar frammanundan.",
    ]);
    expect(draft.ingredients).toContain("1/2 dl brúnsukur");
    expect(draft.imageUrl).toBe("https://hips.example.com/hmg-prod/images/eplakokur.jpg?crop=0.681xw:1.00xh;0.0696xw,0&resize=1200:*");
    expect(draft).toMatchObject({ servings: 20, prepMinutes: 20, cookMinutes: null, totalMinutes: 100, tags: ["bakstur", "dessert", "heyst"] });
    expect(JSON.stringify(draft)).not.toMatch(/<|&nbsp;|&amp;/);
  });

  it("reads P0DT…M times and a yield given as a number, and drops a lone section's name", async () => {
    const draft = await draftOf(page("single-section.html"));
    expect(draft).toMatchObject({ title: "Saftigur kjøtbreyðleivur", servings: 4, prepMinutes: 40, cookMinutes: 45, totalMinutes: 85 });
    expect(draft.steps).toEqual([
      "Sker breyðið í skivur og bløyt tað í vatni. Kroyst tað væl.",
      "Hita 1 matskeið av smøri og steik laukin.",
      "Blanda alt saman, form ein leiv og bakið hann í 30 minuttir við 180 °C.",
    ]);
    expect(draft.ingredients).toEqual(["1.5 breyð (gomul)", "2 smáir laukar", "600 g hakkað kjøt", "2 egg", "125 ml rjómi", "Salt og pipar"]);
    expect(draft.tags).toEqual(["Kjøt", "Høvuðsréttur", "Neyt", "Svín"]);
  });
});

describe("a page's microdata", () => {
  it("reads a Recipe with nothing in JSON-LD: meta, link, img and time values, nested sections, a nested item kept apart", async () => {
    const url = page("microdata.html");
    expect(await draftOf(url)).toEqual({
      title: "Jólasalat við eplabreyði",
      servings: 4,
      ingredients: ["1 høvd salat", "150 g vínber", "5 smá epli & 2 dl valnøtir", "1.5 dl olivinolja", "4 msk grovt sinnep"],
      steps: [
        "Dressingur: Blanda dressingin í eini skál. Tynn hann við einum sindri av vatni.",
        "Salat: Sker salatið.",
        "Salat: Kleyv vínberini og tak steinarnar úr.",
      ],
      prepMinutes: null,
      cookMinutes: 20,
      totalMinutes: 30,
      sourceUrl: url,
      tags: ["Salat", "Jólamatur", "jól"],
      imageUrl: `${server}/wp-content/uploads/2027/11/jolasalat-1024x688.jpg`,
    });
  });

  it("reads values in content attributes, HTML and entities inside them, a lazy picture, and leaves a time in words it cannot read", async () => {
    expect(await draftOf(page("microdata-attributes.html"))).toMatchObject({
      title: "Hønsabringur & sveppir í hvítvínssósu",
      servings: 4,
      ingredients: ["3 matskeiðir olja", "500 g hønsabringur", "1/2 dl kløvdur laukur", "2 dl rjómi & 1 dl hvítvín"],
      steps: ["Hita 1 matskeið av oljuni á eini pannu. Steik hønsini í 8 til 10 minuttir.", "Hell rjóma og hvítvín á og lat tað kóka."],
      prepMinutes: null,
      cookMinutes: 25,
      tags: ["Høvuðsréttir"],
      imageUrl: "https://honsnavirkid.example.fo/sites/default/files/honsabringur.jpg?itok=a1&w=800",
    });
  });
});

describe("a page without a recipe, or no page", () => {
  it.each([
    ["a news article", "/page/no-recipe.html"],
    ["a picture", "/image"],
  ])("answers %s 400 with its Faroese text", async (_name, path) => {
    const response = await importLink(await createUser(), `${server}${path}`);
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({ code: "invalid_body", message: m.noRecipeOnPage });
  });

  it.each([
    ["an error status", "/status/404", m.pageStatus(404)],
    ["a server error", "/status/503", m.pageStatus(503)],
    ["a page over 2 MiB", "/big", m.pageTooLarge],
    ["a redirect loop", "/loop", m.pageRedirects],
  ])("answers %s 503 unavailable, with what went wrong", async (_name, path, message) => {
    const response = await importLink(await createUser(), `${server}${path}`);
    expect(response.status).toBe(503);
    expect(await errorBody(response)).toEqual({ code: "unavailable", message });
  });

  it("answers a page that does not answer as unreachable", async () => {
    // Port 9 (discard) on loopback: nothing listens there.
    const response = await importLink(await createUser(), "http://127.0.0.1:9/uppskrift");
    expect(response.status).toBe(503);
    expect(await errorBody(response)).toEqual({ code: "unavailable", message: m.pageUnreachable });
  });

  it("follows a redirect to a page, and its relative Location", async () => {
    const draft = await draftOf(`${server}/redirect?to=${encodeURIComponent("/page/type-array.html")}`);
    expect(draft.title).toBe("Fiskur & jarðepli í ovni");
  });
});

describe("addresses that may not be fetched", () => {
  it.each([
    ["the cloud's metadata address", "https://169.254.169.254/latest/meta-data/"],
    ["a private address", "http://10.0.0.1/uppskrift"],
    ["a local name", `http://localhost:${new URL(server).port}/page/type-array.html`],
  ])("refuses a redirect to %s with 400, and fetches nothing there", async (_name, target) => {
    const response = await importLink(await createUser(), `${server}/redirect?to=${encodeURIComponent(target)}`);
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({ code: "invalid_body", message: m.pageRedirectRefused });
  });

  const port = new URL(server).port;
  it.each([
    ["https to an IP address", `https://127.0.0.1:${port}/page/type-array.html?case=https-ip`, m.linkIpAddress],
    ["an IP address in decimal", `https://2130706433:${port}/page/type-array.html?case=decimal`, m.linkIpAddress],
    ["credentials", `http://user:pw@127.0.0.1:${port}/page/type-array.html?case=credentials`, m.linkCredentials],
    ["an empty user", `http://@127.0.0.1:${port}/page/type-array.html?case=at`, m.linkCredentials],
    ["a backslash", `http://127.0.0.1:${port}\\@example.com/page/type-array.html?case=backslash`, m.linkCharacters],
    ["localhost", `http://localhost:${port}/page/type-array.html?case=localhost`, m.linkLocalName],
    ["IPv6 loopback", `https://[::1]:${port}/page/type-array.html?case=v6`, m.linkIpAddress],
    ["the metadata address", "http://169.254.169.254/latest/meta-data/", m.linkIpAddress],
    ["a single-label name", "https://intranet/uppskrift", m.linkLocalName],
    ["a .local name", "https://printer.local/uppskrift", m.linkLocalName],
    ["another port", "https://uppskriftir.example.fo:8443/rabarbukaka", m.linkPort],
    ["another scheme", "ftp://uppskriftir.example.fo/rabarbukaka", m.linkInvalid],
  ])("refuses %s with 400 and its Faroese text, and never fetches", async (_name, url, message) => {
    const response = await importLink(await createUser(), url);
    expect(response.status).toBe(400);
    expect((await errorBody(response)).message).toBe(message);
    if (url.includes(`:${port}/`)) expect(await hits(url.replace(/^[a-z]+:\/\/[^/]+/, server))).toBe(0);
  });

  it("reads an http:// link as https://, refusing what that names (here, an IP address)", async () => {
    const response = await importLink(await createUser(), "http://8.8.8.8/uppskrift");
    expect(await errorBody(response)).toEqual({ code: "invalid_body", message: m.linkIpAddress });
  });
});

describe("pace", () => {
  it(`answers 429 past ${RECIPE_LINK_IMPORTS_PER_HOUR} links in an hour for the family, before any fetch; a refused link costs none`, async () => {
    const parent = await createUser();
    const partner = await createUser({ familyId: parent.familyId });
    const rule = { action: "recipe-link-import", by: parent.familyId, limit: RECIPE_LINK_IMPORTS_PER_HOUR };
    for (let used = 1; used < RECIPE_LINK_IMPORTS_PER_HOUR; used++) await takeThrottle(dbOf(parent), env.JWT_SECRET, [rule]);
    expect((await importLink(parent, "https://localhost/refused")).status).toBe(400);
    expect((await importLink(parent, page("type-array.html", "last"))).status).toBe(200);
    const url = page("type-array.html", "throttled");
    const response = await importLink(partner, url);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await errorBody(response)).toEqual({ code: "rate_limited", message: m.importThrottled });
    expect(await hits(url)).toBe(0);
    expect((await importLink(await createUser(), page("type-array.html", "other-family"))).status).toBe(200);
  });

  it("refuses a call without a session", async () => {
    const response = await call("POST", "/api/recipes/import/link", { body: { url: page("type-array.html") } });
    expect(response.status).toBe(401);
  });
});
