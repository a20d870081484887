import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SHOPPING_PURGE_AFTER_MS } from "@contract/limits";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { jobsByCron } from "@worker/cron/index";
import { purgeTickedItems } from "@worker/cron/purge-shopping";
import { purchases, shoppingItems } from "@worker/db/schema";
import worker from "@worker/index";
import { call, json } from "@test/helpers/api";
import { createUser, db, type TestUser } from "@test/helpers/factories";
import { openLive } from "@test/helpers/live";
import wranglerToml from "/wrangler.toml?raw";
import { fanoutSpy, steppedQueue } from "@test/helpers/queue";

const MINUTE = 60_000;
const CRON = "*/5 * * * *";
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function add(user: TestUser, name: string): Promise<ShoppingItem> {
  const list = await json<ShoppingList>(await call("POST", "/api/shopping-lists", { token: user.token, body: {} }));
  const response = await call("POST", "/api/shopping-items", { token: user.token, body: { listId: list.id, name } });
  expect(response.status).toBe(201);
  return json<ShoppingItem>(response);
}

async function tick(user: TestUser, item: ShoppingItem): Promise<ShoppingItem> {
  const response = await call("PATCH", `/api/shopping-items/${item.id}`, { token: user.token, body: { completed: true } });
  expect(response.status).toBe(200);
  return json<ShoppingItem>(response);
}

/** An item ticked through the API; `completedAtMs` is when the server says it was ticked. */
async function ticked(user: TestUser, name: string) {
  const item = await tick(user, await add(user, name));
  return { item, completedAtMs: Date.parse(item.completedAt!) };
}

/**
 * A cron trigger as Cloudflare fires it: through the Worker's scheduled handler, which queues a run
 * per database, delivered to the Worker's queue handler before this answers (`real`: the real queue
 * of wrangler.toml instead, which delivers on its own within a second).
 */
async function trigger(cron: string, scheduledTime: number, { real = false } = {}) {
  const queue = steppedQueue();
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime }), real ? env : queue.env, ctx);
  await waitOnExecutionContext(ctx);
  await queue.drain();
  return queue;
}

/** The schedules in wrangler.toml's `[triggers] crons`. */
function configuredCrons(toml: string): string[] {
  const list = /^\[triggers\][^[]*?^crons\s*=\s*\[([^\]]*)\]/ms.exec(toml)?.[1];
  return Array.from(list?.matchAll(/"([^"]+)"/g) ?? [], (match) => match[1]!);
}

const existingIds = async (ids: string[]) =>
  (await db.select({ id: shoppingItems.id }).from(shoppingItems).where(inArray(shoppingItems.id, ids))).map((row) => row.id).sort();
const purchasesOf = (itemIds: string[]) => db.select().from(purchases).where(inArray(purchases.itemId, itemIds));

describe("purgeTickedItems", () => {
  it("keeps an item ticked 9 minutes ago and removes it once more than 10 minutes have passed", async () => {
    const user = await createUser();
    const { item, completedAtMs } = await ticked(user, "Mjólk");
    await purgeTickedItems({ db, fanout: fanoutSpy().fanout }, completedAtMs + 9 * MINUTE);
    expect(await existingIds([item.id])).toEqual([item.id]);
    await purgeTickedItems({ db, fanout: fanoutSpy().fanout }, completedAtMs + SHOPPING_PURGE_AFTER_MS + 1_000);
    expect(await existingIds([item.id])).toEqual([]);
  });

  it("removes only the items ticked more than 10 minutes ago, keeping recent ticks and open items", async () => {
    const user = await createUser();
    const now = Date.now();
    const old = await ticked(user, "Gamalt");
    const recent = await ticked(user, "Nýtt");
    const open = await add(user, "Opið");
    // The two ticks happened moments apart; place them 11 and 9 minutes before `now`.
    await db
      .update(shoppingItems)
      .set({ completedAt: new Date(now - 11 * MINUTE).toISOString() })
      .where(eq(shoppingItems.id, old.item.id));
    await db
      .update(shoppingItems)
      .set({ completedAt: new Date(now - 9 * MINUTE).toISOString() })
      .where(eq(shoppingItems.id, recent.item.id));
    await purgeTickedItems({ db, fanout: fanoutSpy().fanout }, now);
    expect(await existingIds([old.item.id, recent.item.id, open.id])).toEqual([recent.item.id, open.id].sort());
  });

  it("keeps the purchases of the items it removes", async () => {
    const user = await createUser();
    const milk = await ticked(user, "Mjólk");
    const bread = await ticked(user, "Breyð");
    const before = await purchasesOf([milk.item.id, bread.item.id]);
    expect(before).toHaveLength(2);
    await purgeTickedItems({ db, fanout: fanoutSpy().fanout }, Math.max(milk.completedAtMs, bread.completedAtMs) + 11 * MINUTE);
    expect(await existingIds([milk.item.id, bread.item.id])).toEqual([]);
    expect(await purchasesOf([milk.item.id, bread.item.id])).toEqual(expect.arrayContaining(before));
    expect(await purchasesOf([milk.item.id, bread.item.id])).toHaveLength(2);
  });

  it("notifies each affected family once with shopping_list_updated, and no other family", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const carol = await createUser();
    const aliceItems = [await ticked(alice, "Epli"), await ticked(alice, "Pera")];
    const bobItem = await ticked(bob, "Ost");
    const now = Math.max(...aliceItems.map((entry) => entry.completedAtMs), bobItem.completedAtMs) + 11 * MINUTE;
    await add(carol, "Opið");
    const carolRecent = await ticked(carol, "Nýtt");
    await db
      .update(shoppingItems)
      .set({ completedAt: new Date(now - 5 * MINUTE).toISOString() })
      .where(eq(shoppingItems.id, carolRecent.item.id));
    const spy = fanoutSpy();
    const result = await purgeTickedItems({ db, fanout: spy.fanout }, now);
    expect(spy.callsFor(alice.familyId)).toEqual([[alice.familyId, "shopping_list_updated"]]);
    expect(spy.callsFor(bob.familyId)).toEqual([[bob.familyId, "shopping_list_updated"]]);
    expect(spy.callsFor(carol.familyId)).toEqual([]);
    expect(result.removed).toBeGreaterThanOrEqual(3);
    expect(result.families).toBe(new Set(spy.calls().map(([family]) => family)).size);
  });

  it("removes nothing more and notifies nobody when run again, or late, and does not throw", async () => {
    const user = await createUser();
    const gone = await ticked(user, "Mjólk");
    const open = await add(user, "Opið");
    const now = gone.completedAtMs + 11 * MINUTE;
    const first = fanoutSpy();
    await purgeTickedItems({ db, fanout: first.fanout }, now);
    expect(first.callsFor(user.familyId)).toHaveLength(1);
    const bought = await purchasesOf([gone.item.id]);

    const again = fanoutSpy();
    await expect(purgeTickedItems({ db, fanout: again.fanout }, now)).resolves.toEqual({ removed: 0, families: 0 });
    expect(again.calls()).toEqual([]);

    const late = fanoutSpy();
    await expect(purgeTickedItems({ db, fanout: late.fanout }, now + 3 * 24 * 60 * MINUTE)).resolves.toBeDefined();
    expect(late.callsFor(user.familyId)).toEqual([]);
    expect(await existingIds([open.id])).toEqual([open.id]);
    expect(await purchasesOf([gone.item.id])).toEqual(bought);
  });
});

describe("the scheduled handler", () => {
  it("is triggered on exactly the schedules it has jobs for: wrangler.toml's crons are the keys of jobsByCron", () => {
    const crons = configuredCrons(wranglerToml);
    expect(crons).toContain(CRON);
    expect([...crons].sort()).toEqual(Object.keys(jobsByCron).sort());
    for (const cron of crons) expect(jobsByCron[cron]?.length, cron).toBeGreaterThan(0);
  });

  it("runs the purge on the five-minute trigger", () => {
    expect(jobsByCron[CRON]).toContain(purgeTickedItems);
  });

  it("runs nothing for a trigger it does not know", async () => {
    const user = await createUser();
    const { item, completedAtMs } = await ticked(user, "Mjólk");
    const queue = await trigger("0 0 * * *", completedAtMs + 11 * MINUTE);
    expect(queue.sentCount()).toBe(0);
    expect(await existingIds([item.id])).toEqual([item.id]);
  });

  it("purges through the real scheduled handler and the real queue", async () => {
    const user = await createUser();
    const { item, completedAtMs } = await ticked(user, "Mjólk");
    await trigger(CRON, completedAtMs + 11 * MINUTE, { real: true });
    await expect.poll(() => existingIds([item.id]), { timeout: 10_000 }).toEqual([]);
  });

  it("tells a connected phone of the affected family, and not a phone of another family", async () => {
    const alice = await createUser();
    const mallory = await createUser();
    const aliceLive = await openLive(alice);
    const malloryLive = await openLive(mallory);
    try {
      const { item, completedAtMs } = await ticked(alice, "Mjólk");
      await ticked(mallory, "Ost").then(({ item: malloryItem }) =>
        db
          .update(shoppingItems)
          .set({ completedAt: new Date(completedAtMs + 8 * MINUTE).toISOString() })
          .where(eq(shoppingItems.id, malloryItem.id)),
      );
      // The writes above sent their own notices; take them before the job runs.
      await aliceLive.drain();
      await malloryLive.drain();
      await trigger(CRON, completedAtMs + 11 * MINUTE);
      expect(await existingIds([item.id])).toEqual([]);
      expect(await aliceLive.next()).toEqual({ type: "shopping_list_updated", at: expect.stringMatching(ISO) });
      expect(await malloryLive.silentFor(500)).toBe(true);
    } finally {
      aliceLive.close();
      malloryLive.close();
    }
  });
});
