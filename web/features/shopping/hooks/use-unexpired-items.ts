import type { ShoppingItem } from "@contract/schemas/shopping";
import { useNow, useWakeAt } from "@web/lib/clock";
import { nextExpiry, unexpiredItems } from "../lib/expiry";

/** The items without those ticked 10 minutes ago; the app's clock moves at the moment the next one vanishes. */
export function useUnexpiredItems(items: readonly ShoppingItem[]): ShoppingItem[] {
  const now = useNow();
  const unexpired = unexpiredItems(items, now);
  useWakeAt(nextExpiry(unexpired, now));
  return unexpired;
}
