import { asc, desc, eq } from "drizzle-orm";
import type { ShoppingStatistic } from "@contract/schemas/shopping";
import { purchaseTotals } from "@worker/db/schema";
import { defineFamilyRead, type FamilyParam } from "@worker/lib/family-read";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";

/** One row per item name (grouped case-insensitively, kept summed by the purchase triggers), most
 * bought first, then most recently bought; the shown name is the one used at the latest purchase. */
const statisticsSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(
      aliased({
        itemName: purchaseTotals.itemName,
        totalQuantity: purchaseTotals.totalQuantity,
        purchaseCount: purchaseTotals.purchaseCount,
        lastPurchased: purchaseTotals.lastPurchased,
      }),
    )
    .from(purchaseTotals)
    .where(eq(purchaseTotals.familyId, param("familyId")))
    .orderBy(desc(purchaseTotals.purchaseCount), desc(purchaseTotals.lastPurchased), asc(purchaseTotals.nameKey)),
);

export const shoppingStatisticsRead = defineFamilyRead({
  selects: [statisticsSelect] as const,
  answer: ([rows]): ShoppingStatistic[] => rows,
});
