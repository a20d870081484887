import type { BackupRow } from "./format";

interface Sum {
  quantity: number;
  count: number;
  last: string;
  namesAtLast: Set<string>;
}

const totalKey = (row: BackupRow) => JSON.stringify([row.family_id, row.name_key]);

/** The file's purchases summed per family and name as the triggers sum them. */
function sumsOfPurchases(purchases: readonly BackupRow[]): Map<string, Sum> {
  const sums = new Map<string, Sum>();
  for (const row of purchases) {
    const key = totalKey(row);
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
  return sums;
}

/** What a total counts beyond the file's purchases: the purchases the retention job deleted (none: 0 and 0). */
function retiredShare(total: BackupRow, sum: Sum | undefined): { count: number; quantity: number } {
  return { count: Number(total.purchase_count) - (sum?.count ?? 0), quantity: Number(total.total_quantity) - (sum?.quantity ?? 0) };
}

/**
 * The database keeps purchase_totals by triggers on purchases, so a restore rebuilds them from the
 * purchases it writes, plus the share of purchases the retention job has deleted (`retiredShares`).
 * A total must therefore be its purchases' sums plus a share of older purchases: never less, a
 * share of quantity only with a share of purchases, and its latest purchase (time and name) among
 * the file's whenever any are left, since retention deletes the oldest. Otherwise it would come
 * back different: refuse it. Of purchases made in the same millisecond any may have named it.
 */
export function checkPurchaseTotals(tables: Record<string, BackupRow[]>): { path: string; message: string }[] {
  const totals = tables.purchase_totals;
  if (!totals) return [];
  const sums = sumsOfPurchases(tables.purchases ?? []);
  const problems: { path: string; message: string }[] = [];
  totals.forEach((row, index) => {
    const key = totalKey(row);
    const sum = sums.get(key);
    sums.delete(key);
    const retired = retiredShare(row, sum);
    const shareFits =
      retired.count > 0
        ? retired.quantity >= 0
        : retired.count === 0 && retired.quantity === 0 && row.retired_last_purchased === null && row.retired_item_name === null;
    const latestFits = !sum || (sum.last === row.last_purchased && sum.namesAtLast.has(String(row.item_name)));
    if (!shareFits || !latestFits) problems.push({ path: `tables.purchase_totals[${index}]`, message: "is not the sum of the file's purchases" });
  });
  for (const key of sums.keys()) problems.push({ path: "tables.purchase_totals", message: `lacks the total of purchases ${key}` });
  return problems;
}

/**
 * The rows a restore writes to purchase_totals before the purchases: per total, the part the
 * retention job's deleted purchases make up (a file's totals are checked by `checkPurchaseTotals`
 * first). The purchases' triggers then add the rest, and the name and time of the latest purchase.
 */
export function retiredShares(tables: Record<string, BackupRow[]>): BackupRow[] {
  const sums = sumsOfPurchases(tables.purchases ?? []);
  return (tables.purchase_totals ?? []).flatMap((total) => {
    const retired = retiredShare(total, sums.get(totalKey(total)));
    return retired.count > 0 ? [{ ...total, total_quantity: retired.quantity, purchase_count: retired.count }] : [];
  });
}
