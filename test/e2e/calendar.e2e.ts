import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { HISTORY_PAGE } from "@contract/limits";
import { call, createUsers, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedIn, screenshot } from "./helpers/setup";
import { calendarCard, eventRow, faroeseLocal, shownDateTime } from "./helpers/calendar";

let browser: Browser;
let planner: TestUser;
let historian: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "cal" }, { prefix: "calhist" }])]);
  browser = launched;
  [planner, historian] = users as [TestUser, TestUser];
});

afterAll(async () => {
  await browser?.close();
});

describe("the calendar page", () => {
  it("creates a weekly event through the dialog, shows it at its next occurrence, renames it inline and deletes it", async () => {
    const { page, context, errors } = await openSignedIn(browser, planner, "/calendar");
    const card = calendarCard(page);
    await card.getByText("Eingi tiltak").waitFor();

    await page.getByRole("button", { name: "Stovna tiltak" }).click();
    const dialog = page.getByRole("dialog", { name: "Nýtt tiltak" });
    // Headless UI's dialog element has no box of its own (its panel is fixed): wait for what it shows.
    await dialog.getByLabel("Heiti").waitFor();
    // Start and end are preset, an hour apart.
    const presetStart = await dialog.getByLabel("Byrjar").inputValue();
    const presetEnd = await dialog.getByLabel("Endar").inputValue();
    expect(Date.parse(`${presetEnd}Z`) - Date.parse(`${presetStart}Z`)).toBe(3_600_000);
    expect(await dialog.getByLabel("Endurtak endar").count()).toBe(0);

    // A weekly practice that began four weeks ago today: its next occurrence is today's.
    await dialog.getByLabel("Heiti").fill("Fótbóltsvenjing");
    await dialog.getByLabel("Lýsing").fill("Tak skógvar við");
    await dialog.getByLabel("Byrjar").fill(faroeseLocal(-28, "12:00"));
    expect(await dialog.getByLabel("Endar").inputValue()).toBe(faroeseLocal(-28, "13:00"));
    await dialog.getByLabel("Stað").fill("Gundadalur");
    await dialog.getByLabel("Endurtøka").selectOption({ label: "Vikuliga" });
    await dialog.getByLabel("Endurtak endar").waitFor();
    // Whom it is about: the family's members to choose from, the planner alone here.
    const forWhom = dialog.getByRole("group", { name: "Fyri hvønn" });
    await forWhom.getByRole("checkbox", { name: planner.username }).check();
    await dialog.getByRole("checkbox", { name: "Tel niður á eldhússkerminum" }).check();
    await dialog.getByRole("button", { name: "Stovna tiltak" }).click();
    await dialog.waitFor({ state: "detached" });

    const row = eventRow(page, "Fótbóltsvenjing");
    await row.waitFor();
    await card.getByText("1 komandi tiltak").waitFor();
    await row.getByText(shownDateTime(faroeseLocal(0, "12:00")), { exact: true }).waitFor();
    await row.getByText(shownDateTime(faroeseLocal(0, "13:00")), { exact: true }).waitFor();
    await row.getByText("Gundadalur").waitFor();
    await row.getByText("Vikuliga").waitFor();
    await row.getByText("Fyri:").waitFor();
    await row.getByText(planner.username, { exact: true }).waitFor();
    const [stored] = await call<{ forMembers: string[]; countdown: boolean }[]>("GET", `/api/families/${planner.familyId}/events`, undefined, planner.token);
    expect(stored).toMatchObject({ forMembers: [expect.any(String)], countdown: true });
    expect(await page.getByRole("button", { name: /Liðug tiltøk/ }).count()).toBe(0);

    // Inline rename: Escape cancels, Enter saves.
    await row.getByRole("button", { name: "Rætta Fótbóltsvenjing" }).click();
    const field = page.getByRole("textbox", { name: "Nýtt heiti til Fótbóltsvenjing" });
    await field.fill("Ikki hetta");
    await field.press("Escape");
    await eventRow(page, "Fótbóltsvenjing").waitFor();
    await row.getByRole("button", { name: "Rætta Fótbóltsvenjing" }).click();
    await field.fill("  Hondbóltsvenjing ");
    await field.press("Enter");
    await expectToast(page, "Tiltak rættað");
    const renamed = eventRow(page, "Hondbóltsvenjing");
    await renamed.waitFor();

    await page.reload();
    await eventRow(page, "Hondbóltsvenjing").waitFor();

    await eventRow(page, "Hondbóltsvenjing").getByRole("button", { name: "Strika Hondbóltsvenjing" }).click();
    await expectToast(page, "Tiltakið er strikað");
    await card.getByText("Eingi tiltak").waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the family's subscription link, and a new link replaces it", async () => {
    const { page, context, errors } = await openSignedIn(browser, planner, "/calendar");
    const link = page.getByRole("textbox", { name: "Slóð til kalendaran" });
    // Folded until asked for: the link and its buttons load when the fold opens.
    await page.getByRole("button", { name: "Vís slóðina" }).click();
    await link.waitFor();
    const first = await link.inputValue();
    expect(first).toMatch(/\/api\/families\/[^/]+\/calendar\.ics\?key=[0-9a-f]{64}$/);
    expect((await fetch(first)).status).toBe(200);

    await page.getByRole("button", { name: "Nýggj slóð" }).click();
    await expectToast(page, "Nýggj slóð gjørd");
    await expect.poll(() => link.inputValue()).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(await link.inputValue())).status).toBe(200);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the finished events", () => {
  it("counts every one, shows a page of them latest first, and reads the older ones with 'Vís fleiri'", async () => {
    const day = 86_400_000;
    const noon = Date.parse(`${faroeseLocal(0, "12:00")}:00Z`);
    const event = (title: string, end: number) =>
      call("POST", "/api/events", { title, startTime: new Date(end - 3_600_000).toISOString(), endTime: new Date(end).toISOString() }, historian.token);
    // Long over: the server counts and pages them. Yesterday's is answered with the open ones, and the phone files it.
    const total = HISTORY_PAGE + 3;
    for (let index = 0; index < total; index += 1) await event(`Liðið ${String(index).padStart(2, "0")}`, noon - (30 - index) * day);
    await event("Í gjár", noon - day);
    const { page, context, errors } = await openSignedIn(browser, historian, "/calendar");
    await calendarCard(page).getByText("Eingi tiltak").waitFor();
    await page.getByRole("button", { name: `Liðug tiltøk (${total + 1})` }).click();
    const finished = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Strika / }) });
    const more = page.getByRole("button", { name: "Vís fleiri" });
    await eventRow(page, "Í gjár").waitFor();
    expect(await finished.first().textContent()).toContain("Í gjár");
    await expect.poll(() => finished.count()).toBe(HISTORY_PAGE);
    await more.click();
    await expect.poll(() => finished.count()).toBe(HISTORY_PAGE + 1);
    // The rest come from the paged read, after the list read's first page.
    const paged = page.waitForResponse((response) => response.url().includes("/events/finished?before="));
    await more.click();
    expect((await paged).status()).toBe(200);
    await eventRow(page, "Liðið 00").waitFor();
    await expect.poll(() => finished.count()).toBe(total + 1);
    await more.waitFor({ state: "detached" });
    expect(await finished.last().textContent()).toContain("Liðið 00");
    await screenshot(page, "calendar-finished-paged");

    // Deleting a finished one takes it off the count at once.
    await eventRow(page, "Liðið 05").getByRole("button", { name: "Strika Liðið 05" }).click();
    await expectToast(page, "Tiltakið er strikað");
    await page.getByRole("button", { name: "Fjal liðug tiltøk" }).waitFor();
    await page.getByRole("button", { name: "Fjal liðug tiltøk" }).click();
    await page.getByRole("button", { name: `Liðug tiltøk (${total})` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
