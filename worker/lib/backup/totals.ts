import type { BackupRow } from "./format";

interface Total {
  quantity: number;
  count: number;
  last: string;
  namesAtLast: Set<string>;
}

/**
 * The database keeps purchase_totals by triggers on purchases, so a restore rebuilds them from the
 * purchases it writes. A file whose totals are not the sums of its purchases would come back
 * different: refuse it. The name kept is the latest purchase's; of purchases made in the same
 * millisecond any may have named it.
 */
export function checkPurchaseTotals(tables: Record<string, BackupRow[]>): { path: string; message: string }[] {
  const purchases = tables.purchases;
  const totals = tables.purchase_totals;
  if (!totals) return [];
  if (!purchases) return totals.length ? [{ path: "tables.purchase_totals", message: "needs the purchases they sum up" }] : [];
  const sums = new Map<string, Total>();
  for (const row of purchases) {
    const key = JSON.stringify([row.family_id, row.name_key]);
    const at = String(row.purchased_at);
    const name = String(row.item_name);
    const sum = sums.get(key);
    if (!sum) sums.set(key, { quantity: Number(row.quantity), count: 1, last: at, namesAtLast: new Set([name]) });
    else {
      sum.quantity += Number(row.quantity);
      sum.count++;
      if (at > sum.last) sum.namesAtLast = new Set([name]);
      else if (at === sum.last) sum.namesAtLast.add(name);
      if (at > sum.last) sum.last = at;
    }
  }
  const problems: { path: string; message: string }[] = [];
  totals.forEach((row, index) => {
    const key = JSON.stringify([row.family_id, row.name_key]);
    const sum = sums.get(key);
    sums.delete(key);
    const matches =
      sum &&
      sum.quantity === row.total_quantity &&
      sum.count === row.purchase_count &&
      sum.last === row.last_purchased &&
      sum.namesAtLast.has(String(row.item_name));
    if (!matches) problems.push({ path: `tables.purchase_totals[${index}]`, message: "is not the sum of the file's purchases" });
  });
  for (const key of sums.keys()) problems.push({ path: "tables.purchase_totals", message: `lacks the total of purchases ${key}` });
  return problems;
}
