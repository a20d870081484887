import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { addItems, call, createUsers, type TestUser } from "./helpers/factories";
import { calendarCard, eventRow, faroeseLocal, shownDateTime } from "./helpers/calendar";
import { keptChanges } from "./helpers/offline";
import { launchBrowser, openSignedIn, recordToasts, screenshot, toastsShown, underServiceWorker, url } from "./helpers/setup";

/**
 * Every page's changes made with no connection, as shopping and tasks do them (docs/features/offline.md):
 * drawn at once and marked 'Bíðar', kept across a reload offline, sent once when the connection
 * returns; a row another phone deleted meanwhile stays deleted, with no error toast.
 */

let browser: Browser;
let planner: TestUser;
let cook: TestUser;
let parent: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "offcal" }, { prefix: "offmeal" }, { prefix: "offfam" }])]);
  browser = launched;
  [planner, cook, parent] = users as [TestUser, TestUser, TestUser];
});

afterAll(async () => {
  await browser?.close();
});

const pending = (row: Locator) => row.getByText("Bíðar", { exact: true });

/** "2026-12-01T17:00" on the Faroese clock, of an instant the server answered. */
const faroeseOf = (instant: string) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Atlantic/Faroe", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
    .format(new Date(instant))
    .replace(" ", "T");

/**
 * The page under the service worker, toasts recorded, then cut off from the network. `visit` reads
 * what else the test needs kept offline (another page's list) first, as a person would have.
 */
async function offlineAt(user: TestUser, path: string, ready: (page: Page) => Locator, visit?: (page: Page) => Promise<void>) {
  const phone = await openSignedIn(browser, user, path);
  await ready(phone.page).waitFor();
  await recordToasts(phone.context);
  await underServiceWorker(phone.page);
  await ready(phone.page).waitFor();
  if (visit) {
    await visit(phone.page);
    await phone.page.goBack();
    await ready(phone.page).waitFor();
  }
  await phone.context.setOffline(true);
  return phone;
}

/** Back online: waits until nothing is marked pending any more, then reloads once to prove nothing is sent twice. */
async function online(page: Page, read: () => Promise<unknown>, expected: unknown) {
  await page.context().setOffline(false);
  await expect.poll(read, { timeout: 15_000 }).toEqual(expected);
  await expect.poll(() => page.getByText("Bíðar", { exact: true }).count(), { timeout: 15_000 }).toBe(0);
  await page.reload();
  await page.waitForTimeout(1_000);
  expect(await read()).toEqual(expected);
  // Made offline, the changes toast nothing when they land, and the dropped one no error either.
  expect(await toastsShown(page)).toEqual([]);
}

describe("changes made offline on every page", () => {
  it("calendar: creates, renames and deletes events offline; an event deleted elsewhere stays deleted", async () => {
    const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    const [startTime, endTime] = [new Date(hour + 48 * 3_600_000).toISOString(), new Date(hour + 49 * 3_600_000).toISOString()];
    const event = (title: string) => call<{ id: string }>("POST", "/api/events", { title, startTime, endTime }, planner.token);
    await event("Fundur");
    await event("Tannlækni");
    const gone = await event("Foreldrafundur");
    const { page, context, errors } = await offlineAt(planner, "/calendar", (p) => eventRow(p, "Fundur"));

    await page.getByRole("button", { name: "Stovna tiltak" }).click();
    const dialog = page.getByRole("dialog", { name: "Nýtt tiltak" });
    await dialog.getByLabel("Heiti").fill("Svimjing");
    await dialog.getByLabel("Byrjar").fill(faroeseLocal(1, "17:00"));
    await dialog.getByRole("button", { name: "Stovna tiltak" }).click();
    // The dialog closes once the event is queued: there is no answer to wait for.
    await dialog.waitFor({ state: "detached" });
    const created = eventRow(page, "Svimjing");
    await created.getByText(shownDateTime(faroeseLocal(1, "17:00")), { exact: true }).waitFor();
    for (const [from, to] of [
      ["Fundur", "Fundur í skúlanum"],
      ["Foreldrafundur", "Foreldrafundur í 3. flokki"],
    ] as const) {
      await eventRow(page, from)
        .getByRole("button", { name: `Rætta ${from}` })
        .click();
      const field = page.getByRole("textbox", { name: `Nýtt heiti til ${from}` });
      await field.fill(to);
      await field.press("Enter");
    }
    await eventRow(page, "Tannlækni").getByRole("button", { name: "Strika Tannlækni" }).click();
    await eventRow(page, "Tannlækni").waitFor({ state: "detached" });
    for (const title of ["Svimjing", "Fundur í skúlanum", "Foreldrafundur í 3. flokki"]) await pending(eventRow(page, title)).waitFor();
    await screenshot(page, "offline-everywhere-calendar");

    // Meanwhile, on another phone of the family, the parents' meeting is deleted.
    await call("DELETE", `/api/events/${gone.id}`, undefined, planner.token);
    await expect.poll(() => keptChanges(page)).toBe(4);
    await page.reload();
    for (const title of ["Svimjing", "Fundur í skúlanum", "Foreldrafundur í 3. flokki"]) await pending(eventRow(page, title)).waitFor();
    expect(await eventRow(page, "Tannlækni").count()).toBe(0);

    const eventsOnServer = async () =>
      (await call<{ title: string; startTime: string; endTime: string }[]>("GET", `/api/families/${planner.familyId}/events`, undefined, planner.token))
        .map(({ title, startTime, endTime }) => ({ title, start: faroeseOf(startTime), end: faroeseOf(endTime) }))
        .sort((a, b) => a.title.localeCompare(b.title));
    await online(page, eventsOnServer, [
      { title: "Fundur í skúlanum", start: faroeseOf(startTime), end: faroeseOf(endTime) },
      // Made offline, it keeps the times chosen.
      { title: "Svimjing", start: faroeseLocal(1, "17:00"), end: faroeseLocal(1, "18:00") },
    ]);
    expect(await calendarCard(page).getByText("Foreldrafundur", { exact: false }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("meals: plans, renames, completes and deletes meals offline, the deleted meal's items leave the list at once; a meal deleted elsewhere stays deleted", async () => {
    const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "Atlantic/Faroe" }).format(new Date(Date.now() + 86_400_000));
    const scheduledDate = `${tomorrow}T18:00:00Z`;
    const meal = (title: string, ingredients: string[] = []) =>
      call<{ id: string }>("POST", "/api/dinner-meals", { title, scheduledDate, ingredients }, cook.token);
    await addItems(cook, ["Mjólk"]);
    await meal("Fiskur", ["Kartøflur"]);
    await meal("Súpa");
    await meal("Grautur");
    const gone = await meal("Kjøtdeiggj");
    const row = (title: string, page: Page) =>
      page
        .getByRole("region", { name: "Matarætlan", exact: true })
        .getByRole("listitem")
        .filter({ has: page.getByRole("button", { name: `Strika ${title}`, exact: true }) });
    // The shopping list was read too, so its kept copy is there offline.
    const { page, context, errors } = await offlineAt(
      cook,
      "/dinner",
      (p) => row("Súpa", p),
      async (p) => {
        await p.getByRole("link", { name: "Innkeyp", exact: true }).click();
        await p.getByText("Kartøflur (Matarætlan)").waitFor();
      },
    );
    const card = page.getByRole("region", { name: "Matarætlan", exact: true });

    await card.getByRole("button", { name: "Nýggj matarætlan" }).click();
    const dialog = page.getByRole("dialog", { name: "Skráset matarætlan" });
    await dialog.getByLabel("Heiti").fill("Ræst kjøt");
    await dialog.getByLabel("Dagur").fill(tomorrow);
    await dialog.getByLabel("Nýtt tilfar").fill("Laukur");
    await dialog.getByLabel("Nýtt tilfar").press("Enter");
    await dialog.getByRole("button", { name: "Skráset" }).click();
    // The dialog closes once the meal is queued.
    await dialog.getByLabel("Heiti").waitFor({ state: "detached" });
    await row("Ræst kjøt", page).getByText("Tilfar: Laukur").waitFor();
    for (const [from, to] of [
      ["Súpa", "Grønmetissúpa"],
      ["Kjøtdeiggj", "Frikadellur"],
    ] as const) {
      await row(from, page)
        .getByRole("button", { name: `Rætta ${from}` })
        .click();
      const field = page.getByRole("textbox", { name: `Nýtt heiti til ${from}` });
      await field.fill(to);
      await field.press("Enter");
    }
    await row("Grautur", page).getByRole("button", { name: "Merk Grautur sum liðugt" }).click();
    await row("Grautur", page).waitFor({ state: "detached" });
    await row("Fiskur", page).getByRole("button", { name: "Strika Fiskur" }).click();
    await row("Fiskur", page).waitFor({ state: "detached" });
    for (const title of ["Ræst kjøt", "Grønmetissúpa", "Frikadellur"]) await pending(row(title, page)).waitFor();
    await screenshot(page, "offline-everywhere-meals");
    await call("DELETE", `/api/dinner-meals/${gone.id}`, undefined, cook.token);

    // The deleted meal's unticked item left the kept shopping list with it.
    await page.getByRole("link", { name: "Innkeyp", exact: true }).click();
    await page.getByRole("region", { name: "Innkeypslisti", exact: true }).getByText("Mjólk", { exact: true }).waitFor();
    expect(await page.getByText("Kartøflur (Matarætlan)").count()).toBe(0);
    await page.getByRole("link", { name: "Matarætlan", exact: true }).click();
    await expect.poll(() => keptChanges(page)).toBe(5);
    await page.reload();
    for (const title of ["Ræst kjøt", "Grønmetissúpa", "Frikadellur"]) await pending(row(title, page)).waitFor();

    const onServer = async () => {
      const meals = await call<{ title: string; completed: boolean; ingredients: { ingredientName: string }[] }[]>(
        "GET",
        `/api/families/${cook.familyId}/dinner-meals`,
        undefined,
        cook.token,
      );
      const lists = await call<{ items: { name: string }[] }[]>("GET", `/api/families/${cook.familyId}/shopping-lists`, undefined, cook.token);
      return {
        meals: meals
          .map(({ title, completed, ingredients }) => ({ title, completed, ingredients: ingredients.map((i) => i.ingredientName) }))
          .sort((a, b) => a.title.localeCompare(b.title)),
        items: lists.flatMap((list) => list.items.map((item) => item.name)),
      };
    };
    await online(page, onServer, {
      meals: [
        { title: "Grautur", completed: true, ingredients: [] },
        { title: "Grønmetissúpa", completed: false, ingredients: [] },
        { title: "Ræst kjøt", completed: false, ingredients: ["Laukur"] },
      ],
      items: ["Mjólk", "Laukur (Matarætlan)"],
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("family: adds a member from the task form, renames and removes members offline; a member removed elsewhere stays removed", async () => {
    const member = (name: string) => call<{ id: string }>("POST", "/api/family-members", { name }, parent.token);
    await member("Ommu");
    await member("Abbi");
    const gone = await member("Gentan");
    // The tasks page was read too, so its kept copy is there offline.
    const { page, context, errors } = await offlineAt(
      parent,
      "/family",
      (p) => p.getByRole("button", { name: "Rætta navnið á Ommu" }),
      async (p) => {
        await p.getByRole("link", { name: "Uppgávur", exact: true }).click();
        await p.getByText("Eingar uppgávur").waitFor();
      },
    );
    const row = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("button", { name: `Rætta navnið á ${name}`, exact: true }) });

    for (const [from, to] of [
      ["Ommu", "Omma"],
      ["Gentan", "Gentukonan"],
    ] as const) {
      await row(from)
        .getByRole("button", { name: `Rætta navnið á ${from}` })
        .click();
      const field = page.getByRole("textbox", { name: `Nýtt navn til ${from}` });
      await field.fill(to);
      await field.press("Enter");
    }
    await row("Abbi").getByRole("button", { name: "Strika Abbi" }).click();
    await row("Abbi").waitFor({ state: "detached" });
    for (const name of ["Omma", "Gentukonan"]) await pending(row(name)).waitFor();
    await call("DELETE", `/api/family-members/${gone.id}`, undefined, parent.token);

    // A member made in the task form is chosen at once; the task assigned to them is sent after them.
    await expect.poll(() => keptChanges(page)).toBe(3);
    await page.goto(url("/reminders"));
    await page.getByRole("button", { name: "Stovna uppgávu" }).click();
    const dialog = page.getByRole("dialog", { name: "Nýggj uppgáva" });
    await dialog.getByRole("button", { name: "Nýggjur persónur" }).click();
    await dialog.getByLabel("Navn á persóni").fill("Dóttir");
    await dialog.getByRole("button", { name: "Stovna persón" }).click();
    await dialog.getByRole("option", { name: "Dóttir" }).waitFor({ state: "attached" });
    await expect.poll(() => dialog.getByLabel("Ábyrgd").inputValue()).not.toBe("");
    await dialog.getByLabel("Yvirskrift").fill("Vaska upp");
    await dialog.getByRole("button", { name: "Stovna", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    const task = page.getByRole("listitem").filter({ hasText: "Vaska upp" });
    await task.getByText("Ábyrgd: Dóttir").waitFor();
    await pending(task).waitFor();
    await screenshot(page, "offline-everywhere-family");

    await expect.poll(() => keptChanges(page)).toBe(5);
    await page.reload();
    await pending(task).waitFor();
    await page.getByRole("link", { name: "Forsíða", exact: true }).waitFor();

    const onServer = async () => {
      const members = await call<{ name: string; hasAccount: boolean }[]>("GET", `/api/families/${parent.familyId}/members`, undefined, parent.token);
      const tasks = await call<{ title: string; assignedMember: { name: string } | null }[]>(
        "GET",
        `/api/families/${parent.familyId}/reminders`,
        undefined,
        parent.token,
      );
      return {
        members: members
          .filter((m) => !m.hasAccount)
          .map((m) => m.name)
          .sort(),
        tasks: tasks.map((t) => ({ title: t.title, assignee: t.assignedMember?.name ?? null })),
      };
    };
    await online(page, onServer, { members: ["Dóttir", "Omma"], tasks: [{ title: "Vaska upp", assignee: "Dóttir" }] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("support: files a question offline, shown at once and sent once", async () => {
    const { page, context, errors } = await offlineAt(parent, "/support", (p) => p.getByRole("heading", { name: "Stuðul", level: 1 }));
    const form = page.getByRole("region", { name: "Nýggjur spurningur" });
    await form.getByLabel("Evni").fill("Listin hvarv");
    await form.getByLabel("Lýsing").fill("Handilslistin hvarv, tá ið eg var í kjallaranum.");
    await form.getByRole("button", { name: "Send spurning" }).click();
    // The form clears once the question is queued.
    await expect.poll(() => form.getByLabel("Evni").inputValue()).toBe("");
    const ticket = page.getByRole("region", { name: "Mínir spurningar" }).getByRole("button", { name: /Listin hvarv/ });
    await pending(ticket).waitFor();

    await expect.poll(() => keptChanges(page)).toBe(1);
    await page.reload();
    await pending(ticket).waitFor();

    const subjects = async () => (await call<{ subject: string }[]>("GET", "/api/support/tickets", undefined, parent.token)).map((t) => t.subject);
    await online(page, subjects, ["Listin hvarv"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
