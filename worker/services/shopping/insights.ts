import { desc, eq, type Placeholder, sql } from "drizzle-orm";
import { LEARNED_FROM_PURCHASES, SHOP_TRIP_GAP_MS, SUGGESTED_NAMES_MAX, USUAL_BUY_MIN_DAYS } from "@contract/limits";
import type { ShopOrderEntry, ShoppingSuggestions } from "@contract/schemas/shopping-insights";
import { purchaseTotals } from "@worker/db/schema";
import { defineFamilyRead, type FamilyParam } from "@worker/lib/family-read";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";

/**
 * What the family's purchases teach (docs/features/shopping-insights.md): the order they walk the
 * shop in, and the names they buy now and then. Both are computed on read from the family's latest
 * LEARNED_FROM_PURCHASES purchases, each one select in the read's single batch: nothing is kept up
 * to date on every tick, an untick (which takes its purchase away) unteaches at once, and a read
 * costs the same after years of history as after one.
 */

const MS_PER_DAY = 86_400_000;

/** The family's latest purchases: one backwards range of `purchases_family_time`, however long the history. */
const latestPurchases = (familyId: Placeholder) =>
  sql`(SELECT name_key, purchased_at FROM purchases WHERE family_id = ${familyId} ORDER BY purchased_at DESC LIMIT ${LEARNED_FROM_PURCHASES})`;

/**
 * The latest purchases in tick order, each with its trip numbered (a tick more than SHOP_TRIP_GAP_MS after the
 * previous one starts a new trip), and its place in the trip from 0 (first) to 1 (last); a name's
 * position is its mean place over the trips of two or more ticks that had it.
 */
const shopOrderSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(
      aliased({
        nameKey: sql<string>`name_key`,
        position: sql<number>`avg(place * 1.0 / (size - 1))`,
        trips: sql<number>`count(DISTINCT trip)`,
      }),
    )
    .from(
      sql`(SELECT name_key, trip, row_number() OVER (PARTITION BY trip ORDER BY purchased_at) - 1 AS place, count(*) OVER (PARTITION BY trip) AS size
        FROM (SELECT name_key, purchased_at, sum(starts) OVER (ORDER BY purchased_at ROWS UNBOUNDED PRECEDING) AS trip
          FROM (SELECT name_key, purchased_at,
              CASE WHEN (julianday(purchased_at) - julianday(lag(purchased_at) OVER (ORDER BY purchased_at))) * ${MS_PER_DAY} <= ${SHOP_TRIP_GAP_MS} THEN 0 ELSE 1 END AS starts
            FROM ${latestPurchases(param("familyId"))})))`,
    )
    .where(sql`size > 1`)
    .groupBy(sql`name_key`)
    .orderBy(sql`2`, sql`name_key`),
);

export const shopOrderRead = defineFamilyRead({
  selects: [shopOrderSelect] as const,
  answer: ([rows]): ShopOrderEntry[] => rows,
});

/** The most bought names, off the statistics' ranking index. */
const oftenSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(aliased({ name: purchaseTotals.itemName, nameKey: purchaseTotals.nameKey }))
    .from(purchaseTotals)
    .where(eq(purchaseTotals.familyId, param("familyId")))
    .orderBy(desc(purchaseTotals.purchaseCount), desc(purchaseTotals.lastPurchased), purchaseTotals.nameKey)
    .limit(SUGGESTED_NAMES_MAX),
);

/**
 * Per name bought on USUAL_BUY_MIN_DAYS days or more among the latest purchases: the days it was
 * bought on, its first and last purchase there, and the name used last.
 */
const usualSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(
      aliased({
        nameKey: sql<string>`bought_key`,
        // Columns renamed apart from purchase_totals' own, so the lookup names the group's key unqualified.
        name: sql<string>`(SELECT t.item_name FROM purchase_totals t WHERE t.family_id = ${param("familyId")} AND t.name_key = bought_key)`,
        days: sql<number>`count(DISTINCT substr(bought_at, 1, 10))`,
        firstPurchased: sql<string>`min(bought_at)`,
        lastPurchased: sql<string>`max(bought_at)`,
      }),
    )
    .from(sql`(SELECT name_key AS bought_key, purchased_at AS bought_at FROM ${latestPurchases(param("familyId"))})`)
    .groupBy(sql`bought_key`)
    .having(sql`count(DISTINCT substr(bought_at, 1, 10)) >= ${USUAL_BUY_MIN_DAYS}`),
);

export const shoppingSuggestionsRead = defineFamilyRead({
  selects: [oftenSelect, usualSelect] as const,
  answer: ([often, usual]): ShoppingSuggestions => ({
    often,
    usual: usual
      .map((row) => ({
        name: row.name,
        nameKey: row.nameKey,
        // The mean gap between the days it was bought on.
        intervalDays: Math.round(((Date.parse(row.lastPurchased) - Date.parse(row.firstPurchased)) / MS_PER_DAY / (row.days - 1)) * 10) / 10,
        lastPurchased: row.lastPurchased,
      }))
      .filter((row) => row.intervalDays >= 1),
  }),
});
