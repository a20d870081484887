import { useState } from "react";
import { STATISTICS_COLLAPSED_ROWS } from "@contract/limits";
import type { ShoppingStatistic } from "@contract/schemas/shopping";
import { formatDate } from "@web/lib/dates";
import { Card, CardHeader } from "@web/components/ui/card";
import { Button } from "@web/components/ui/button";
import { Badge } from "@web/components/ui/badge";
import { foShoppingStatistics } from "@web/i18n/fo/shopping-statistics";

/** First 10 rows, then all on request; rows come sorted from the server. */
export function StatisticsCard({ statistics, failed }: { statistics: readonly ShoppingStatistic[]; failed: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const t = foShoppingStatistics;
  const rows = expanded ? statistics : statistics.slice(0, STATISTICS_COLLAPSED_ROWS);

  return (
    <Card aria-labelledby="statistics-title">
      <CardHeader id="statistics-title" title={t.statsTitle} />
      {failed ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.statsError}</p> : null}
      {!failed && statistics.length === 0 ? <p className="text-slate-600 dark:text-slate-400">{t.statsEmpty}</p> : null}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((row) => (
          <li key={row.itemName} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium break-words">{row.itemName}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t.statsRow(row.purchaseCount, formatDate(row.lastPurchased))}</p>
            </div>
            <Badge tone="brand" label={t.statsTotal(row.totalQuantity)}>
              {row.totalQuantity}
            </Badge>
          </li>
        ))}
      </ul>
      {statistics.length > STATISTICS_COLLAPSED_ROWS ? (
        <Button variant="ghost" className="mt-2 w-full" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t.statsShowFirst(STATISTICS_COLLAPSED_ROWS) : t.statsShowAll(statistics.length)}
        </Button>
      ) : null}
    </Card>
  );
}
