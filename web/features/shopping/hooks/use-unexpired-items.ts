import { useEffect, useState } from "react";
import type { ShoppingItem } from "@contract/schemas/shopping";
import { nextExpiry, unexpiredItems } from "../lib/expiry";

/** The items without those ticked 10 minutes ago, rendering again at the moment the next one vanishes. */
export function useUnexpiredItems(items: readonly ShoppingItem[]): ShoppingItem[] {
  // A new value on every timer, so a timer that fires a moment early (timers and Date.now() run on
  // different clocks) sets another one instead of leaving the item up until the next change.
  const [checkedAt, setCheckedAt] = useState(0);
  const now = Date.now();
  const unexpired = unexpiredItems(items, now);
  const next = nextExpiry(unexpired, now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `checkedAt` is the trigger: a timer that fired early sets the next one.
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setCheckedAt(Date.now()), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [next, checkedAt]);
  return unexpired;
}
