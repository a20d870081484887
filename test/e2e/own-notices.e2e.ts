import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Response } from "playwright-core";
import { type DatabaseName, databaseOfFamily, sqlOnServerAsync } from "./helpers/database";
import { createUsers, itemsOnServer, type TestUser } from "./helpers/factories";
import { launchBrowser, openSignedInLive, type LivePhonePage } from "./helpers/setup";
import { addButton, addInput, itemBox, itemRow, shoppingCard } from "./helpers/shopping";

/**
 * Two of a tab's writes in flight at once each refetch by the notices their own answer lists
 * (`X-Live-Notices`, docs/decisions.md "Echoes are known by identity"), and the tab refetches
 * nothing more for their echoes. An item's add waits in the offline queue's one scope, so it is
 * paired with the removal of an outside calendar, which does not: both are sent before either is
 * answered. The server takes each at once (so their echoes come over the socket first) and the
 * page gets the answers in the order opposite to the sending. The reads counted are the lists on
 * screen (TanStack refetches only what is shown): the calendar's removal touches nothing cached,
 * so whatever it refetches it refetches by its own `events_updated`; the add's `shopping_list_updated`
 * names the events (every family change refetches the four lists) but never the outside calendars.
 */

/** A signed-in phone and the family reads it got answered (`recordReads`). */
interface RecordedPhone extends LivePhonePage {
  reads: string[];
}

let browser: Browser;
let onCalendar: TestUser;
let onShopping: TestUser;
let calendarPhone: RecordedPhone;
let shoppingPhone: RecordedPhone;

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Each family's shopping list and a paused outside calendar 'Felagið', written straight into its
 * family's database (one statement list per database): a write through the API would tell the family, and the socket's catch-up would retell
 * it when the page opens, a refetch no write of the test made. One statement list for all the
 * families: two `wrangler d1 execute` at once find the database locked.
 */
async function seed(users: readonly TestUser[]): Promise<void> {
  const databases = await Promise.all(users.map(({ familyId }) => databaseOfFamily(familyId)));
  for (const database of new Set(databases))
    await seedIn(
      users.filter((_, index) => databases[index] === database),
      database,
    );
}

async function seedIn(users: readonly TestUser[], database: DatabaseName): Promise<void> {
  const now = sqlText(new Date().toISOString());
  const rows = users.flatMap(({ familyId }) => [
    `INSERT INTO shopping_lists (id, family_id, name, created_at) VALUES (${sqlText(randomUUID())}, ${sqlText(familyId)}, 'Handilslisti', ${now})`,
    `INSERT INTO calendar_subscriptions (id, family_id, url, name, color, paused, failures, next_refresh_at, created_at) VALUES (${sqlText(randomUUID())}, ${sqlText(familyId)}, 'https://example.test/felagid.ics', 'Felagið', '#dc2626', 1, 0, ${now}, ${now})`,
  ]);
  await sqlOnServerAsync(rows.join("; "), database);
}

/**
 * The family reads the page gets answered, by list (`/api/families/<id>/<list>`), in order: counted
 * when the answer comes, as a 304's body is never read (the kept answer stands) and Chromium then
 * reports the request as aborted, not finished; a read cancelled on its way has no answer.
 */
function recordReads(page: Page, familyId: string): string[] {
  const reads: string[] = [];
  const prefix = `/api/families/${familyId}/`;
  page.on("response", (response: Response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() === "GET" && pathname.startsWith(prefix)) reads.push(pathname.slice(prefix.length));
  });
  return reads;
}

/** How many times each list was read since `mark` (an index into the record). */
function readsSince(reads: readonly string[], mark: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const read of reads.slice(mark)) counts[read] = (counts[read] ?? 0) + 1;
  return counts;
}

/** Gives the page a write's answer, held until now. */
type Release = () => Promise<void>;

/**
 * Holds the answer to the page's next write of `method` to a path `path` matches: the request goes
 * on to the server at once, which makes the change and tells the family; `answered` resolves once
 * the server has answered, with the release that hands the answer to the page.
 */
async function holdAnswer(page: Page, method: string, path: RegExp): Promise<{ answered: Promise<Release> }> {
  let take: (release: Release) => void = () => {};
  const answered = new Promise<Release>((resolve) => {
    take = resolve;
  });
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      const response = await route.fetch();
      take(() => route.fulfill({ response }));
    },
  );
  return { answered };
}

/**
 * Opens the page and waits for the start's reads of every page (web/app/layout/prefetch-every-page.ts,
 * one at a time from 5 s after the start; the invites are its last family read), which would
 * otherwise land among the refetches counted.
 */
async function openRecorded(user: TestUser, path: string): Promise<RecordedPhone> {
  const phone = await openSignedInLive(browser, user, path);
  const reads = recordReads(phone.page, user.familyId);
  const invites = new URL(`/api/families/${user.familyId}/invites`, phone.page.url()).href;
  await phone.page.waitForEvent("response", { predicate: (response) => response.url() === invites, timeout: 20_000 });
  return { ...phone, reads };
}

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "ownc" }, { prefix: "owns" }])]);
  browser = launched;
  [onCalendar, onShopping] = users as [TestUser, TestUser];
  await seed(users);
  [calendarPhone, shoppingPhone] = await Promise.all([openRecorded(onCalendar, "/shopping"), openRecorded(onShopping, "/calendar")]);
});

afterAll(async () => {
  await Promise.all([calendarPhone, shoppingPhone].map((phone) => phone?.context.close()));
  await browser?.close();
});

const outsideCalendars = (page: Page) => page.getByRole("region", { name: "Uttanhýsis kalendarar" });

/** Opens the outside calendars' fold (their list is read once it opens) and waits for 'Felagið'. */
async function showOutsideCalendars(page: Page): Promise<void> {
  await outsideCalendars(page).getByRole("button", { name: "Vís uttanhýsis kalendarar" }).click();
  await outsideCalendars(page).getByRole("heading", { name: "Felagið" }).waitFor();
}

const goTo = (page: Page, label: "Innkeyp" | "Kalendari") => page.getByRole("navigation", { name: "Listarnir" }).getByRole("link", { name: label }).click();

/** Waits until both writes' notices came over the socket: the echoes are in before either answer. */
async function bothEchoesIn(phone: LivePhonePage, from: number): Promise<void> {
  await expect.poll(() => new Set(phone.liveMessages.slice(from)), { timeout: 5_000 }).toEqual(new Set(["shopping_list_updated", "events_updated"]));
}

/** Waits until no read has landed for half a second (the page's own first reads after a navigation). */
async function readsQuiet(page: Page, reads: readonly string[]): Promise<void> {
  for (let count = -1; count !== reads.length; ) {
    count = reads.length;
    await page.waitForTimeout(500);
  }
}

/** Once a release's refetches have landed: what came since `mark` stays so for `quietMs`. */
async function settledReads(page: Page, reads: readonly string[], mark: number, expected: Record<string, number>, quietMs: number): Promise<void> {
  await expect.poll(() => readsSince(reads, mark), { timeout: 5_000 }).toEqual(expected);
  await page.waitForTimeout(quietMs);
  expect(readsSince(reads, mark)).toEqual(expected);
}

describe("two writes in flight at once", () => {
  it("on the calendar: the calendar's removal refetches the outside calendars and the events by its own notice, the earlier item's add the events by its own and not the outside calendars; no echo refetches", async () => {
    const phone = calendarPhone;
    const { page, reads } = phone;
    await shoppingCard(page).getByText("Einki á handilslistanum").waitFor();
    const add = await holdAnswer(page, "POST", /^\/api\/shopping-items$/);
    const remove = await holdAnswer(page, "DELETE", /\/calendar-subscriptions\/[^/]+$/);
    const messagesBefore = phone.liveMessages.length;

    await addInput(page).fill("Kaffi");
    await addButton(page).click();
    const releaseAdd = await add.answered;
    await goTo(page, "Kalendari");
    await showOutsideCalendars(page);
    await outsideCalendars(page).getByRole("button", { name: "Tak Felagið burtur" }).click();
    const releaseRemove = await remove.answered;
    await bothEchoesIn(phone, messagesBefore);
    // The calendar page's own first reads are done before the answers come.
    await readsQuiet(page, reads);

    // The later write is answered first: its own notice, the only thing it refetches by.
    const beforeRemove = reads.length;
    await releaseRemove();
    await settledReads(page, reads, beforeRemove, { events: 1, "calendar-subscriptions": 1 }, 500);
    await outsideCalendars(page).getByRole("heading", { name: "Felagið" }).waitFor({ state: "detached" });

    // Then the add: the events by its own notice (it touched only the shopping list, not on this
    // page), never the outside calendars, which only the removal's notice names. Both echoes are
    // judged now that both writes are answered: taken for another phone's, the removal's would
    // refetch the events and the outside calendars at once.
    const beforeAdd = reads.length;
    await releaseAdd();
    await settledReads(page, reads, beforeAdd, { events: 1 }, 1_500);

    await goTo(page, "Innkeyp");
    await itemBox(page, "Kaffi").waitFor();
    expect(await itemRow(page, "Kaffi").getByText("Bíðar", { exact: true }).count()).toBe(0);
    expect((await itemsOnServer(onCalendar)).map((item) => item.name)).toEqual(["Kaffi"]);
    expect(phone.errors).toEqual([]);
  });

  it("on the shopping list: the item's add and the earlier calendar removal each refetch the list once, the removal by its own notice; the add's echo refetches nothing after 2 s", async () => {
    const phone = shoppingPhone;
    const { page, reads } = phone;
    await showOutsideCalendars(page);
    const add = await holdAnswer(page, "POST", /^\/api\/shopping-items$/);
    const remove = await holdAnswer(page, "DELETE", /\/calendar-subscriptions\/[^/]+$/);
    const messagesBefore = phone.liveMessages.length;

    await outsideCalendars(page).getByRole("button", { name: "Tak Felagið burtur" }).click();
    const releaseRemove = await remove.answered;
    await goTo(page, "Innkeyp");
    await shoppingCard(page).getByText("Einki á handilslistanum").waitFor();
    await addInput(page).fill("Te");
    await addButton(page).click();
    const releaseAdd = await add.answered;
    await bothEchoesIn(phone, messagesBefore);
    await readsQuiet(page, reads);

    // The add refetches the list it touched, which is also its notice's (asked twice at once, it is read once).
    const beforeAdd = reads.length;
    await releaseAdd();
    await settledReads(page, reads, beforeAdd, { "shopping-lists": 1 }, 500);
    await itemBox(page, "Te").waitFor();

    // The removal touched nothing cached: the list's read comes from its own `events_updated`
    // alone. The add's echo, judged now, would refetch the list 2 s later if taken for another phone's.
    const beforeRemove = reads.length;
    await releaseRemove();
    await settledReads(page, reads, beforeRemove, { "shopping-lists": 1 }, 2_800);

    expect(await itemRow(page, "Te").getByText("Bíðar", { exact: true }).count()).toBe(0);
    await goTo(page, "Kalendari");
    await outsideCalendars(page).getByRole("button", { name: "Vís uttanhýsis kalendarar" }).click();
    await outsideCalendars(page).getByText("Eingir uttanhýsis kalendarar enn.").waitFor();
    expect((await itemsOnServer(onShopping)).map((item) => item.name)).toEqual(["Te"]);
    expect(phone.errors).toEqual([]);
  });
});
