import type { ReactNode } from "react";
import { LazyFold } from "@web/components/ui/list/lazy-fold";
import type { ShoppingItem } from "@contract/schemas/shopping";
import { Card, CardHeader } from "@web/components/ui/card";
import { ShowMoreButton, useCollapsedRows } from "@web/components/ui/list/show-more";
import { useQueuedIds } from "@web/lib/write-queue";
import { useDrawnRead, useFirstAnswerPending } from "@web/lib/first-answer";
import { foShopping } from "@web/i18n/fo/shopping";
import { useShoppingList } from "../reads/get-shopping-lists";
import { useShoppingStatistics } from "../api/get-shopping-statistics";
import { preloadOnTouch, useChange } from "@web/lib/changes/use-change";
import { openItems, sortShoppingItems } from "../reads/sort-items";
import { useUnexpiredItems } from "../hooks/use-unexpired-items";
import { ShoppingItemRow } from "./shopping-item-row";
import { AddItemCard } from "./add-item-card";
import { ShoppingTripButton } from "./shopping-trip-button";
import { useShoppingOrder } from "../api/get-shopping-order";
import { useListOrder } from "../hooks/use-list-order";
import { ListOrderSwitch } from "./list-order-switch";
import { UsualBuys } from "./usual-buys";
import { lazyPage } from "@web/lib/lazy-page";

/** Shown only when its toggle opens it: loaded then, or on the toggle's focus or hover (docs/bench.md). */
const StatisticsCard = lazyPage(() => import("./statistics-card").then((module) => module.StatisticsCard));

/** /shopping: the list, adding items and the statistics (docs/decisions.md#shopping). */
export function ShoppingPage({ familyId, userId }: { familyId: string; userId: string }) {
  const list = useDrawnRead(useShoppingList({ familyId }));
  const settling = useFirstAnswerPending(list);
  const statistics = useShoppingStatistics({ familyId });
  const queued = useQueuedIds();
  const [order, setOrder] = useListOrder();
  // Read only once the shop's order is chosen; kept in the offline cache from then on.
  const shopOrder = useShoppingOrder({ familyId, queryConfig: { enabled: order === "shop" } });
  const toggle = useChange("shopping/toggle-item");
  const rename = useChange("shopping/rename-item");
  const remove = useChange("shopping/delete-item");
  const t = foShopping;

  const unexpired = useUnexpiredItems(list.data?.items ?? []);
  const items = sortShoppingItems(unexpired, order === "shop" ? (shopOrder.data ?? []) : undefined);
  const open = openItems(items).length;
  const rows = useCollapsedRows(items);
  const stats = statistics.data ?? [];

  let body: ReactNode;
  if (list.isPending) body = <p className="text-slate-600 dark:text-slate-400">{t.loading}</p>;
  else if (list.isError && !list.data) body = <p className="text-slate-600 dark:text-slate-400">{t.fetchError}</p>;
  else if (items.length === 0) body = <p className="text-slate-600 dark:text-slate-400">{t.empty}</p>;
  else
    body = (
      <>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.visible.map((item: ShoppingItem) => (
            <ShoppingItemRow
              key={item.id}
              item={item}
              pending={queued.has(item.id)}
              onToggle={(toggled, completed) => toggle.mutate({ familyId, id: toggled.id, body: { completed } })}
              onRename={(renamed, name) => rename.mutate({ familyId, id: renamed.id, body: { name } })}
              onDelete={(deleted) => remove.mutate({ familyId, id: deleted.id })}
            />
          ))}
        </ul>
        <ShowMoreButton rows={rows} moreText={t.showMore} lessText={t.showLess} />
      </>
    );

  // The changes load on the page's first touch.
  return (
    <div className="space-y-4" {...preloadOnTouch(toggle, rename, remove)}>
      <Card aria-labelledby="shopping-title">
        <CardHeader
          id="shopping-title"
          as="h1"
          title={t.title}
          description={list.data !== undefined ? t.openCount(open) : undefined}
          action={<ShoppingTripButton />}
        />
        <ListOrderSwitch order={order} onChange={setOrder} />
        <UsualBuys familyId={familyId} userId={userId} items={unexpired} />
        {body}
      </Card>
      {settling ? null : (
        <>
          <LazyFold
            showLabel={t.statsToggle(stats.length)}
            hideLabel={t.statsToggle(stats.length)}
            panel={StatisticsCard}
            panelProps={{ statistics: stats, failed: statistics.isError }}
          />
          <AddItemCard familyId={familyId} userId={userId} />
        </>
      )}
    </div>
  );
}
