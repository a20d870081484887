import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { addItems, call, createUsers, type TestUser } from "./helpers/factories";
import { eventRow } from "./helpers/calendar";
import { launchBrowser, openSignedIn, underServiceWorker, url } from "./helpers/setup";
import { keptCopies } from "./helpers/offline";
import { itemBox } from "./helpers/shopping";

/**
 * A start with no connection (from the home screen) draws every signed-in page from the kept
 * cache, though only the dashboard was opened while online: each page's reads were fetched after
 * the online start (web/app/layout/prefetch-every-page.ts) and each page's code is precached by the
 * service worker (docs/features/offline.md).
 */

let browser: Browser;
let user: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "cold" }])]);
  browser = launched;
  [user] = users as [TestUser];
});

afterAll(async () => {
  await browser?.close();
});

/** The query keys' roots in the copy kept in IndexedDB; a read kept under another's root (the helpers' under the members') as `root/part`. */
async function keptReads(page: Page): Promise<string[]> {
  const named = ([root, , part]: readonly unknown[]) => (typeof part === "string" ? `${String(root)}/${part}` : String(root));
  return (await keptCopies(page)).flatMap((copy) => copy.clientState.queries.map((query) => named(query.queryKey))).sort();
}

/** What every signed-in page reads (its root key), besides the user's own session. */
const EVERY_READ = [
  "admin-messages",
  "calendar-feed",
  "dinner-meals",
  "events",
  "homes",
  "invites",
  "members",
  "members/child-cards",
  "members/helpers",
  "push-preferences",
  "push-public-key",
  "reminders",
  "shopping-lists",
  "shopping-statistics",
  "support-tickets",
];

describe("a cold start with no connection", () => {
  it("draws every family page from the kept cache, though only the dashboard was opened online", async () => {
    const tomorrow = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 24 * 3_600_000;
    await addItems(user, ["Mjólk"]);
    await call(
      "POST",
      "/api/events",
      { title: "Foreldrafundur", startTime: new Date(tomorrow).toISOString(), endTime: new Date(tomorrow + 3_600_000).toISOString() },
      user.token,
    );
    await call("POST", "/api/reminders", { title: "Sláa grasið" }, user.token);
    await call("POST", "/api/dinner-meals", { title: "Ræst kjøt", scheduledDate: new Date(tomorrow).toISOString(), ingredients: [] }, user.token);
    await call("POST", "/api/family-members", { name: "Amma" }, user.token);
    await call("POST", `/api/families/${user.familyId}/invites`, {}, user.token);
    await call("POST", "/api/support/tickets", { subject: "Kalendarin", description: "Hvussu legg eg hann inn?" }, user.token);

    const { page, context, errors } = await openSignedIn(browser, user, "/");
    await page.getByText("Mjólk").waitFor();
    await underServiceWorker(page);
    await page.getByText("Mjólk").waitFor();
    // The pages not opened read theirs once the start has settled (5 s, then idle); the kept copy holds them a moment later.
    await expect.poll(() => keptReads(page), { timeout: 30_000 }).toEqual(EVERY_READ);

    await context.setOffline(true);
    await context.route(/\/api\//, (route) => route.abort("internetdisconnected"));
    // Each visit is a start from nothing but the service worker and the kept copy.
    await page.goto(url("/"));
    await page.getByText("Tú ert ikki á netinum").waitFor();
    await page.getByText("Mjólk").waitFor();

    await page.goto(url("/shopping"));
    await itemBox(page, "Mjólk").waitFor();
    await page.goto(url("/calendar"));
    await eventRow(page, "Foreldrafundur").waitFor();
    // The link's fold opens offline too: its code is precached, its read kept.
    await page.getByRole("button", { name: "Vís slóðina" }).click();
    await expect.poll(() => page.getByLabel("Slóð til kalendaran").inputValue()).toContain("calendar.ics");
    await page.goto(url("/reminders"));
    await page.getByRole("listitem").filter({ hasText: "Sláa grasið" }).waitFor();
    await page.goto(url("/dinner"));
    await page.getByRole("listitem").filter({ hasText: "Ræst kjøt" }).waitFor();
    await page.goto(url("/family"));
    await page.getByRole("listitem").filter({ hasText: "Amma" }).waitFor();
    await page.getByRole("button", { name: /^Tak innbjóðingina aftur/ }).waitFor();
    // /heimini reads the homes and the members: Amma, without an account and unlinked, is offered an invite.
    await page.goto(url("/heimini"));
    await page.getByRole("button", { name: "Bjóða hinum heiminum hjá Amma" }).waitFor();
    // /hjalparar reads the links, the cards and the members: no link yet, and Amma's card (she is no helper) from its precached chunk.
    await page.goto(url("/hjalparar"));
    await page.getByText("Eingin hjálpari hevur eina slóð enn.").waitFor();
    await page.getByRole("region", { name: "Kortið hjá Amma" }).getByLabel("Ovurviðkvæmi").waitFor();
    await page.goto(url("/support"));
    await page.getByRole("button", { name: /Kalendarin/ }).waitFor();
    await page.goto(url("/notifications"));
    await page.getByRole("switch", { name: "Onkur fer í handil" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
