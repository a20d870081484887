import { env } from "cloudflare:workers";
import { familyDbs } from "@worker/db/databases";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { LEARNED_FROM_PURCHASES, PURCHASE_RETENTION_MS } from "@contract/limits";
import type { ShoppingStatistic } from "@contract/schemas/shopping";
import type { ShopOrderEntry } from "@contract/schemas/shopping-insights";
import { jobsByCron } from "@worker/cron/index";
import { PURCHASES_RETIRED_PER_BATCH, RETIREMENT_BATCHES_PER_RUN, retirePurchases } from "@worker/cron/retire-purchases";
import { families, purchaseRetention, purchases, purchaseTotals } from "@worker/db/schema";
import { familyReadStatements } from "@worker/lib/family-read";
import { shoppingStatisticsRead } from "@worker/services/shopping/statistics";
import { shopOrderRead, shoppingSuggestionsRead } from "@worker/services/shopping/insights";
import { call, json } from "../helpers/api";
import { emptyDatabase, exportBackup, type ExportedFile, importBackup, waitingAdmin } from "../helpers/backup";
import { createUser, db, type TestUser } from "../helpers/factories";
import { rowsRead, seedPurchases } from "../helpers/purchase-history";
import { addItem, listOf, patchItem } from "../helpers/shopping";

const DAY = 86_400_000;
const NOW = Date.parse("2027-06-01T12:00:00.000Z");
const retire = () => retirePurchases({ db }, NOW);

async function read<T>(user: TestUser, path: string): Promise<T> {
  const response = await call("GET", `/api/families/${user.familyId}/${path}`, { token: user.token });
  expect(response.status).toBe(200);
  return json<T>(response);
}

/** The rows each select of the family's statistics, shop order and suggestions reads read, in that order. */
async function rowsReadByReads(familyId: string): Promise<number[]> {
  const statements = [shoppingStatisticsRead, shopOrderRead, shoppingSuggestionsRead].flatMap((familyRead) =>
    familyReadStatements(db.$client, familyRead, familyId),
  );
  const counts: number[] = [];
  for (const statement of statements) counts.push(await rowsRead(statement));
  return counts;
}

const rawCount = async (familyId: string) => (await db.select({ id: purchases.id }).from(purchases).where(eq(purchases.familyId, familyId))).length;

describe("a family's purchase history", () => {
  it("costs the statistics, the shop order and the suggestions at most twice the rows with 150,000 purchases as with just over the learning window", async () => {
    const years = await createUser();
    const fresh = await createUser();
    await seedPurchases(years.familyId, { count: 150_000, end: "2027-05-31T16:00:00.000Z" });
    await seedPurchases(fresh.familyId, { count: LEARNED_FROM_PURCHASES + 20, end: "2027-05-31T16:00:00.000Z" });
    expect(await rawCount(years.familyId)).toBe(150_000);

    const longHistory = await rowsReadByReads(years.familyId);
    const shortHistory = await rowsReadByReads(fresh.familyId);
    for (const [index, rows] of longHistory.entries()) expect(rows, `select ${index}`).toBeLessThanOrEqual(2 * shortHistory[index]!);
  });

  it("learns the shop's order from the latest purchases, so a rebuilt shop's order replaces years of the old one", async () => {
    const alice = await createUser();
    await seedPurchases(alice.familyId, { count: 5_000, end: "2027-01-31T16:00:00.000Z", names: 20 });
    await seedPurchases(alice.familyId, { count: LEARNED_FROM_PURCHASES, end: "2027-05-31T16:00:00.000Z", names: 20, order: "descending" });

    const order = await read<ShopOrderEntry[]>(alice, "shopping-order");
    expect(order.map((entry) => entry.nameKey)).toEqual(Array.from({ length: 20 }, (_, index) => `vara ${19 - index}`));
    expect(order[0]).toEqual({ nameKey: "vara 19", position: 0, trips: LEARNED_FROM_PURCHASES / 20 });
  });
});

describe("retirePurchases", () => {
  // The job retires every family's old purchases: start each test from none (the guard keeps the totals' triggers out of it).
  beforeEach(async () => {
    await db.$client.batch(
      ["DELETE FROM purchase_totals", "INSERT INTO purchase_retention (id) VALUES (1)", "DELETE FROM purchases", "DELETE FROM purchase_retention"].map((sql) =>
        db.$client.prepare(sql),
      ),
    );
  });

  it("deletes purchases older than the retention in batches, oldest first, keeps the recent ones, and leaves the statistics as they were", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const oldPerFamily = 1_260;
    // One trip a day of 20 ticks: the oldest 63 trips of each family are past the retention, the last 20 not.
    const end = new Date(NOW - PURCHASE_RETENTION_MS + 19 * DAY).toISOString();
    await seedPurchases(alice.familyId, { count: oldPerFamily + 400, end });
    await seedPurchases(bob.familyId, { count: oldPerFamily + 400, end });
    const before = await read<ShoppingStatistic[]>(alice, "shopping-statistics");

    const perRun = PURCHASES_RETIRED_PER_BATCH * RETIREMENT_BATCHES_PER_RUN;
    expect(await retire()).toEqual({ retired: perRun });
    expect(await retire()).toEqual({ retired: 2 * oldPerFamily - perRun });
    expect(await retire()).toEqual({ retired: 0 });

    const cutoff = new Date(NOW - PURCHASE_RETENTION_MS).toISOString();
    for (const user of [alice, bob]) {
      const left = await db.select({ at: purchases.purchasedAt }).from(purchases).where(eq(purchases.familyId, user.familyId));
      expect(left).toHaveLength(400);
      expect(left.every((row) => row.at >= cutoff)).toBe(true);
    }
    expect(await read<ShoppingStatistic[]>(alice, "shopping-statistics")).toEqual(before);
    expect(before.reduce((sum, row) => sum + row.purchaseCount, 0)).toBe(oldPerFamily + 400);
    expect(await db.select().from(purchaseRetention)).toEqual([]);
  });

  it("keeps the total of a name none of whose purchases are left, and an untick still takes its own purchase off", async () => {
    const alice = await createUser();
    await seedPurchases(alice.familyId, { count: 60, end: new Date(NOW - PURCHASE_RETENTION_MS - DAY).toISOString(), names: 20 });
    await retire();
    expect(await rawCount(alice.familyId)).toBe(0);
    const retired = await read<ShoppingStatistic[]>(alice, "shopping-statistics");
    expect(retired.find((row) => row.itemName === "vara 3")).toMatchObject({ purchaseCount: 3 });

    const item = await json<{ id: string }>(await addItem(alice, { listId: (await listOf(alice)).id, name: "vara 3", quantity: 2 }));
    expect((await patchItem(alice, item.id, { completed: true })).status).toBe(200);
    const ticked = await read<ShoppingStatistic[]>(alice, "shopping-statistics");
    expect(ticked.find((row) => row.itemName === "vara 3")).toMatchObject({ purchaseCount: 4, totalQuantity: 2 + (1 + 3 + 2) });
    expect((await patchItem(alice, item.id, { completed: false })).status).toBe(200);
    expect(await read<ShoppingStatistic[]>(alice, "shopping-statistics")).toEqual(retired);
  });

  it("leaves no totals behind when a family with retired purchases is deleted, and other families' alone", async () => {
    const alice = await createUser();
    const bob = await createUser();
    for (const user of [alice, bob]) await seedPurchases(user.familyId, { count: 40, end: new Date(NOW - PURCHASE_RETENTION_MS).toISOString() });
    await retire();
    await db.delete(families).where(eq(families.id, alice.familyId));
    expect(await db.select().from(purchaseTotals).where(eq(purchaseTotals.familyId, alice.familyId))).toEqual([]);
    expect(await db.select().from(purchaseTotals).where(eq(purchaseTotals.familyId, bob.familyId))).toHaveLength(20);
  });

  it("lets a backup of a family with retired purchases restore to the same statistics", async () => {
    const admin = await createUser({ isAdmin: true });
    const alice = await createUser();
    await seedPurchases(alice.familyId, { count: 100, end: new Date(NOW - PURCHASE_RETENTION_MS + 2 * DAY).toISOString(), names: 20 });
    await retire();
    expect(await rawCount(alice.familyId)).toBe(60);
    const text = await (await exportBackup(admin)).text();
    const exported = JSON.parse(text) as ExportedFile;
    await emptyDatabase();
    const restored = await importBackup(await waitingAdmin(admin.username), text);
    expect(restored.status).toBe(200);
    // The restore spreads families over the family databases: the totals of both.
    const totals = {
      results: (await Promise.all(familyDbs(env).map(({ db: each }) => each.$client.prepare("SELECT * FROM purchase_totals").all())))
        .flatMap((answer) => answer.results)
        .sort((a, b) => (`${a.family_id}\n${a.name_key}` < `${b.family_id}\n${b.name_key}` ? -1 : 1)),
    };
    expect(totals.results).toEqual(exported.tables.purchase_totals);
    expect(totals.results.every((row) => row.purchase_count === 5 && row.retired_last_purchased !== null)).toBe(true);
  });

  it("runs on the five-minute schedule", () => {
    expect(jobsByCron["*/5 * * * *"]).toContain(retirePurchases);
  });
});
