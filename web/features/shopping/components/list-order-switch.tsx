import { useId } from "react";
import { ToggleSwitch } from "@web/components/ui/switch/toggle-switch";
import { foShopping } from "@web/i18n/fo/shopping";
import type { ListOrder } from "../hooks/use-list-order";

/** Off: alphabetical (the default); on: 'Búðarraðfylgja', the order the family walks its shop in. */
export function ListOrderSwitch({ order, onChange }: { order: ListOrder; onChange: (order: ListOrder) => void }) {
  const id = useId();
  return (
    <div className="-mt-2 mb-2 flex items-center justify-end gap-2">
      <label htmlFor={id} className="text-sm text-slate-600 dark:text-slate-400">
        {foShopping.listOrder}
      </label>
      <ToggleSwitch id={id} checked={order === "shop"} onChange={(shop) => onChange(shop ? "shop" : "alphabetical")} />
    </div>
  );
}
