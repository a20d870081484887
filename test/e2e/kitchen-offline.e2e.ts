import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { call, createUser, type TestUser } from "./helpers/factories";
import { openPairedScreen, pairScreen, type PairedScreen } from "./helpers/kitchen";
import { launchBrowser, openSignedIn, screenshot, underServiceWorker } from "./helpers/setup";

/** The kitchen screen's offline queue (docs/features/offline.md "The kitchen screen's queue"), on a tablet at landscape size. */
let browser: Browser;
let owner: TestUser;

beforeAll(async () => {
  [browser, owner] = await Promise.all([launchBrowser(), createUser("kitchenoff")]);
});

afterAll(async () => {
  await browser?.close();
});

function partNow(timeZone: string): string {
  const hour = Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(Date.now()));
  return hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
}

/** A child with a 2-star routine for the part of the day it is now, and a paired screen (made through the API). */
async function seed(): Promise<{ childId: string; paired: PairedScreen }> {
  const { timeZone } = await call<{ timeZone: string }>("GET", "/api/auth/me", undefined, owner.token);
  const childId = randomUUID();
  await call("POST", "/api/family-members", { id: childId, name: "Sára", familyId: owner.familyId }, owner.token);
  await call("PATCH", `/api/kitchen/members/${childId}`, { child: true, colour: "#1e88e5", avatar: "🐻" }, owner.token);
  await call(
    "POST",
    "/api/kitchen/chores",
    { kind: "routine", partOfDay: partNow(timeZone), title: "Borsta tenn", emoji: "🪥", stars: 2, members: [childId], approval: "auto" },
    owner.token,
  );
  return { childId, paired: await pairScreen(owner) };
}

describe("the kitchen screen offline", () => {
  it("ticks a routine and adds to the shopping list without a connection, shows both, and sends each once when the connection returns", async () => {
    const { childId, paired } = await seed();
    const tablet = await openPairedScreen(browser, paired);
    const { page, context } = tablet;
    const open = page.getByRole("button", { name: "Borsta tenn: liðugt fyri Sára" });
    await open.waitFor();

    await context.setOffline(true);
    await context.route(/\/api\//, (route) => route.abort("internetdisconnected"));
    await open.click();
    await page.getByText("Goymt: verður sent, tá ið sambandið er aftur").waitFor();
    await page.getByRole("button", { name: "Borsta tenn: Bíðar eftir sambandi" }).waitFor();
    // A shopping add waits in the same queue and counts on the list at once.
    const shopping = page.getByRole("region", { name: /Innkeypslistin/ });
    await page.getByLabel("Legg á innkeypslistan").fill("Egg");
    await page.getByRole("button", { name: "Legg afturat" }).click();
    await page.getByText("Goymt: verður sent, tá ið sambandið er aftur").waitFor();
    await shopping.getByText("(1)").waitFor();
    expect(await page.getByLabel("Legg á innkeypslistan").inputValue()).toBe("");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("kitchen_screen_queue") ?? "[]").map((write: { kind: string }) => write.kind))).toEqual([
      "tick",
      "shop",
    ]);
    await screenshot(page, "kitchen-wall-offline-pending");

    await context.unroute(/\/api\//);
    await context.setOffline(false);
    await page.getByRole("button", { name: "Borsta tenn: Liðugt!" }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem("kitchen_screen_queue")), { timeout: 20_000 }).toBeNull();

    // On the parent's phone the stars show, and the ledger has the tick's entry once.
    const phone = await openSignedIn(browser, owner, "/born");
    await expect.poll(() => phone.page.getByText("2 ★", { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const ledger = await call<{ stars: number; entries: unknown[] }>("GET", `/api/kitchen/members/${childId}/ledger`, undefined, owner.token);
    expect(ledger.stars).toBe(2);
    expect(ledger.entries).toHaveLength(1);
    const lists = await call<{ items: { name: string; quantity: number }[] }[]>(
      "GET",
      `/api/families/${owner.familyId}/shopping-lists`,
      undefined,
      owner.token,
    );
    expect(lists.flatMap((list) => list.items).map(({ name, quantity }) => ({ name, quantity }))).toEqual([{ name: "Egg", quantity: 1 }]);

    expect(tablet.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await context.close();
    await phone.context.close();
  });

  it("starts with no connection from the service worker's copy of its own page, and draws the board it kept", async () => {
    const { paired } = await seed();
    const tablet = await openPairedScreen(browser, paired);
    const { page, context } = tablet;
    const routine = page.getByRole("button", { name: "Borsta tenn: liðugt fyri Sára" }).first();
    await routine.waitFor();
    await underServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await routine.waitFor();
    await page.getByText(/Uttan samband/).waitFor();
    // The screen's own page, not the phones' app: no sign-in form, no phones' files.
    expect(await page.getByRole("button", { name: "Rita inn" }).count()).toBe(0);
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith("/assets/") && !path.startsWith("/assets/screen-")),
      ),
    ).toEqual([]);
    await context.close();
  });
});
