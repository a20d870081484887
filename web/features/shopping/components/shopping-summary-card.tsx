import { useMemo } from "react";
import { useDrawnRead } from "@web/lib/first-answer";
import { DASHBOARD_ENTRIES } from "@contract/limits";
import { SummaryCard } from "@web/components/ui/dashboard/summary-card";
import { CartIcon } from "@web/components/ui/icons";
import { foShoppingCard } from "@web/i18n/fo/signed-in/dashboard";
import { useShoppingList } from "../reads/get-shopping-lists";
import { openItems, sortShoppingItems } from "../reads/sort-items";

/** The dashboard's first card: open items, the first three names, links to /shopping. */
export function ShoppingSummaryCard({ familyId }: { familyId: string }) {
  const list = useDrawnRead(useShoppingList({ familyId }));
  // A family without a list answers null: no items. Open items sort before ticked ones, so
  // filtering first gives the same order without sorting what the card never shows.
  const open = useMemo(() => sortShoppingItems(openItems(list.data?.items ?? [])), [list.data]);
  return (
    <SummaryCard
      href="/shopping"
      title={foShoppingCard.title}
      icon={<CartIcon />}
      count={list.data !== undefined ? foShoppingCard.openCount(open.length) : foShoppingCard.loading}
      entries={open.slice(0, DASHBOARD_ENTRIES).map((item) => ({ key: item.id, label: item.name }))}
      more={open.length > DASHBOARD_ENTRIES}
    />
  );
}
