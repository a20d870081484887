import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { CreatedHelperLink } from "@contract/schemas/helpers";
import { baseUrl, call, createUser, type TestUser } from "./helpers/factories";
import { launchBrowser, newPhonePage, openSignedInLive, screenshot, underServiceWorker } from "./helpers/setup";

/** The helper's own page at /hjalpari (docs/features/helpers.md "The helper's page"), at phone size beside a parent's phone. */

let browser: Browser;
let parent: TestUser;

beforeAll(async () => {
  [browser, parent] = await Promise.all([launchBrowser(), createUser("helpers")]);
});

afterAll(async () => {
  await browser?.close();
});

const LINK_GONE = "Slóðin virkar ikki longur. Bið eitt foreldur um eina nýggja.";

describe("the helper's page", () => {
  it("opens a parent's link, shows the calendar, the tasks and the card; a tick and an add show on the parent's phone with the helper's name; it reads offline; a revoked link says so", async () => {
    const child = randomUUID();
    await call("POST", "/api/family-members", { id: child, name: "Óli", familyId: parent.familyId }, parent.token);
    await call(
      "PUT",
      `/api/families/${parent.familyId}/child-cards/${child}`,
      { allergies: "Nøtir", bedtime: "19:30", contacts: [{ name: "Mamma", phone: "+298 211 000" }] },
      parent.token,
    );
    const created = await call<CreatedHelperLink>(
      "POST",
      `/api/families/${parent.familyId}/helpers`,
      { name: "Amma", powers: ["calendar", "tasks", "cards", "shopping"] },
      parent.token,
    );
    await call("POST", "/api/reminders", { title: "Heinta Óla", assignedTo: created.link.memberId }, parent.token);
    const start = Date.now() + 2 * 3_600_000;
    await call(
      "POST",
      "/api/events",
      { title: "Svimjing", location: "Svimjihøllin", startTime: new Date(start).toISOString(), endTime: new Date(start + 3_600_000).toISOString() },
      parent.token,
    );

    const tasksPhone = await openSignedInLive(browser, parent, "/reminders");
    await tasksPhone.page.getByText("Heinta Óla").waitFor();

    // The link as the parent sent it: the page spends the secret and drops it from the url.
    const helper = await newPhonePage(browser);
    const secret = created.url.slice(created.url.indexOf("#") + 1);
    await helper.page.goto(`${baseUrl()}/hjalpari#${secret}`);
    const page = helper.page;
    await page.getByRole("heading", { name: "Hey, Amma!" }).waitFor();
    expect(new URL(page.url()).hash).toBe("");
    expect(await page.evaluate(() => window.localStorage.getItem("helper_token"))).toMatch(/^helper\./);
    await page.getByText("Svimjing").waitFor();
    await page.getByText("Svimjihøllin").waitFor();
    const card = page.getByRole("article", { name: "Óli" });
    await card.getByText("Nøtir").waitFor();
    expect(await card.getByRole("link", { name: /Ring til Mamma/ }).getAttribute("href")).toBe("tel:+298211000");
    expect(await page.getByRole("link", { name: /kalendaran á telefonini/ }).getAttribute("href")).toMatch(/^webcal:\/\/.+calendar\.ics\?key=/);
    // Only what the link's powers open: no dinner.
    expect(await page.getByRole("heading", { name: "Døgurði í dag" }).count()).toBe(0);
    await screenshot(page, "helper-page-phone");

    // The helper ticks the task: the parent's phone shows it done with the helper's name, live.
    await page.getByRole("button", { name: "Heinta Óla: liðugt" }).click();
    await page.getByText("Eingar uppgávur til tín.").waitFor();
    await tasksPhone.page.getByRole("button", { name: "Liðnar uppgávur (1)" }).click({ timeout: 5_000 });
    await tasksPhone.page.getByText("Amma gjørdi hetta").waitFor({ timeout: 5_000 });

    // The helper adds to the list: the parent's list shows who added it.
    const shoppingPhone = await openSignedInLive(browser, parent, "/shopping");
    await shoppingPhone.page.getByText("Einki á handilslistanum").waitFor();
    await page.getByLabel("Legg afturat listanum").fill("Mjólk");
    await page.getByRole("button", { name: "Legg afturat", exact: true }).click();
    await page.getByRole("checkbox", { name: "Mjólk" }).waitFor();
    await shoppingPhone.page.getByText("Amma legði á lista").waitFor({ timeout: 5_000 });
    await screenshot(shoppingPhone.page, "helper-added-on-parents-list");

    // Offline the page opens from the service worker with the last answers, read-only.
    await underServiceWorker(page);
    await helper.context.setOffline(true);
    await page.reload();
    await page.getByText(/^Ikki á netinum/).waitFor();
    await page.getByText("Svimjing").waitFor();
    expect(await page.getByRole("checkbox", { name: "Mjólk" }).isDisabled()).toBe(true);
    await screenshot(page, "helper-page-offline");
    await helper.context.setOffline(false);
    await page.reload();
    await page.getByRole("heading", { name: "Hey, Amma!" }).waitFor();
    await page.getByText(/^Ikki á netinum/).waitFor({ state: "detached" });

    // The parent revokes the link: the server closes the page's socket, and its next read is refused.
    await page.waitForTimeout(1_000);
    await call("DELETE", `/api/families/${parent.familyId}/helpers/${created.link.id}`, undefined, parent.token);
    await page.getByText(LINK_GONE).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => window.localStorage.getItem("helper_token"))).toBeNull();
    await screenshot(page, "helper-page-revoked");

    expect([...helper.errors, ...tasksPhone.errors, ...shoppingPhone.errors]).toEqual([]);
  }, 120_000);

  it("a second device waits until a parent lets it in, then shows the page by itself", async () => {
    const created = await call<CreatedHelperLink>("POST", `/api/families/${parent.familyId}/helpers`, { name: "Sofía", powers: ["dinner"] }, parent.token);
    const secret = created.url.slice(created.url.indexOf("#") + 1);
    await call("POST", "/api/helper/open", { secret, label: "the first phone" });
    const second = await newPhonePage(browser);
    await second.page.goto(`${baseUrl()}/hjalpari#${secret}`);
    await second.page.getByRole("heading", { name: "Bíðar eftir loyvi" }).waitFor();
    await screenshot(second.page, "helper-page-waiting");
    const [link] = await call<{ id: string; devices: { id: string; state: string }[] }[]>(
      "GET",
      `/api/families/${parent.familyId}/helpers`,
      undefined,
      parent.token,
    ).then((links) => links.filter((each) => each.id === created.link.id));
    const waiting = link?.devices.find((device) => device.state === "pending");
    await call("POST", `/api/families/${parent.familyId}/helpers/${created.link.id}/devices/${waiting?.id}/let-in`, undefined, parent.token);
    await second.page.getByRole("heading", { name: "Hey, Sofía!" }).waitFor({ timeout: 15_000 });
    await second.page.getByText("Einki døgurði er ætlað í dag.").waitFor();
    expect(second.errors).toEqual([]);
  }, 60_000);

  it("says to open a parent's link when the page has no token", async () => {
    const helper = await newPhonePage(browser);
    await helper.page.goto(`${baseUrl()}/hjalpari`);
    await helper.page.getByText(/^Lat upp slóðina, sum eitt foreldur sendi tær/).waitFor();
    expect(helper.errors).toEqual([]);
  });
});
