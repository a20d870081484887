import { SHOPPING_PURGE_AFTER_MS } from "@contract/limits";
import type { ShoppingItem } from "@contract/schemas/shopping";

/**
 * Ticked items vanish 10 minutes after ticking (docs/decisions.md#shopping). The server deletes them on its
 * 5-minute cron (worker/cron/purge-shopping.ts), so they would linger for up to 15 minutes; each
 * phone hides them at the 10-minute mark itself, by its own clock against the server's tick time.
 */
function expiresAt(item: ShoppingItem): number | null {
  if (!item.completed || !item.completedAt) return null;
  const tickedAt = Date.parse(item.completedAt);
  return Number.isNaN(tickedAt) ? null : tickedAt + SHOPPING_PURGE_AFTER_MS;
}

/** The items still shown at `now`. */
export function unexpiredItems(items: readonly ShoppingItem[], now: number): ShoppingItem[] {
  return items.filter((item) => {
    const at = expiresAt(item);
    return at === null || at > now;
  });
}

/** When the next of the shown items vanishes, or null when none will. */
export function nextExpiry(items: readonly ShoppingItem[], now: number): number | null {
  let next: number | null = null;
  for (const item of items) {
    const at = expiresAt(item);
    if (at !== null && at > now && (next === null || at < next)) next = at;
  }
  return next;
}
