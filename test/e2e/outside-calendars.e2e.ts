import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { clubFeed } from "../helpers/calendar-feeds";
import { createUsers, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedInLive } from "./helpers/setup";

let browser: Browser;
let parent: TestUser;
let feedServer: Server;
let feedUrl: string;

// The club's fixtures, published by a server of the test's own; the app under test runs with
// LOCAL_DEV (npm start), which lets it fetch http://127.0.0.1:<port> (docs/features/outside-calendars.md).
beforeAll(async () => {
  const today = new Date().toISOString().slice(0, 10);
  feedServer = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", Connection: "close" });
    response.end(clubFeed(today));
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/felagid.ics`;
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "outcal" }])]);
  browser = launched;
  [parent] = users as [TestUser];
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

describe("an outside calendar on the calendar page", () => {
  it("is added through the dialog, its events show in its colour with its name and no edit or delete, and removing it takes them away", async () => {
    const { page, context, errors } = await openSignedInLive(browser, parent, "/calendar");
    const outside = page.getByRole("region", { name: "Uttanhýsis kalendarar" });
    // Folded: the list and its add button load when the fold opens.
    expect(await outside.getByText("Eingir uttanhýsis kalendarar enn.").count()).toBe(0);
    await outside.getByRole("button", { name: "Vís uttanhýsis kalendarar" }).click();
    await outside.getByText("Eingir uttanhýsis kalendarar enn.").waitFor();

    await page.getByRole("button", { name: "Legg uttanhýsis kalendara afturat" }).click();
    const dialog = page.getByRole("dialog", { name: "Uttanhýsis kalendari" });
    await dialog.getByLabel("Slóð (https:// ella webcal://)").waitFor();
    // A refused link is explained in the dialog, in Faroese, and nothing is added.
    await dialog.getByLabel("Slóð (https:// ella webcal://)").fill("https://localhost/kalendari.ics");
    await dialog.getByLabel("Heiti").fill("Felagið");
    await dialog.getByRole("button", { name: "Legg afturat" }).click();
    await dialog.getByRole("alert").getByText("Slóðin vísir á eina innanhýsis vél, ikki ein kalendara á alnetinum").waitFor();

    await dialog.getByLabel("Slóð (https:// ella webcal://)").fill(feedUrl);
    await dialog.getByRole("radio", { name: "Litur 3" }).check();
    await dialog.getByRole("button", { name: "Legg afturat" }).click();
    await dialog.waitFor({ state: "detached" });
    await expectToast(page, "Kalendarin er lagdur afturat", "Tiltøkini koma um eina løtu.");

    // The platform fetches it at once; the refresh's live notice brings the events.
    const match = page.locator("li[data-calendar-color]").filter({ hasText: "Dystur móti HB" });
    await match.waitFor({ timeout: 30_000 });
    expect(await match.getAttribute("data-calendar-color")).toBe("#dc2626");
    await match.getByText("Felagið").waitFor();
    expect(await match.getByRole("button").count()).toBe(0);
    await page.locator("li[data-calendar-color]").filter({ hasText: "Dystur móti KÍ" }).waitFor();

    await outside.getByRole("heading", { name: "Felagið" }).waitFor();
    await outside.getByText(/Seinast dagførdur/).waitFor();
    await outside.getByRole("button", { name: "Tak Felagið burtur" }).click();
    await expectToast(page, "Kalendarin er tikin burtur");
    await match.waitFor({ state: "detached" });
    await outside.getByText("Eingir uttanhýsis kalendarar enn.").waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
