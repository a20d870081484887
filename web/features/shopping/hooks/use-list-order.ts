import { useState } from "react";
import { LIST_ORDER_KEY } from "@contract/limits";

export type ListOrder = "alphabetical" | "shop";

/** What this device keeps: the shop's order when chosen, else the spec's alphabetical default. */
export function readListOrder(storage: Pick<Storage, "getItem">): ListOrder {
  try {
    return storage.getItem(LIST_ORDER_KEY) === "shop" ? "shop" : "alphabetical";
  } catch {
    return "alphabetical";
  }
}

function keepListOrder(order: ListOrder): void {
  try {
    if (order === "shop") localStorage.setItem(LIST_ORDER_KEY, "shop");
    else localStorage.removeItem(LIST_ORDER_KEY);
  } catch {
    // Storage can be disabled (private mode); the choice then lasts as long as the page.
  }
}

/** The list's order on this device, remembered in local storage (cleared at logout with the session). */
export function useListOrder(): [ListOrder, (order: ListOrder) => void] {
  const [order, setOrder] = useState(() => readListOrder(localStorage));
  const choose = (next: ListOrder) => {
    keepListOrder(next);
    setOrder(next);
  };
  return [order, choose];
}
