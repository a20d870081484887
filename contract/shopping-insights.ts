import { USUAL_BUY_DUE_FACTOR, USUAL_BUY_STALE_FACTOR } from "./limits";
import { nameKey } from "./names";
import type { UsualBuy } from "./schemas/shopping-insights";

const DAY_MS = 86_400_000;

/**
 * The usual buys that are due at `now`: at least USUAL_BUY_DUE_FACTOR of its interval has passed
 * since it was last bought (bought about weekly, last 9 days ago), not yet USUAL_BUY_STALE_FACTOR
 * (the family seems to have stopped), and it is not already open on the list. Longest overdue first.
 */
export function dueUsualBuys(usual: readonly UsualBuy[], now: number, openNames: readonly string[]): UsualBuy[] {
  const open = new Set(openNames.map(nameKey));
  const overdue = (buy: UsualBuy) => (now - Date.parse(buy.lastPurchased)) / DAY_MS / buy.intervalDays;
  return usual
    .filter((buy) => !open.has(buy.nameKey) && overdue(buy) >= USUAL_BUY_DUE_FACTOR && overdue(buy) < USUAL_BUY_STALE_FACTOR)
    .sort((a, b) => overdue(b) - overdue(a) || a.nameKey.localeCompare(b.nameKey, "fo"));
}

/** The names typed text may complete to: those starting with it, letters folded, in the given (most bought first) order. */
export function namesStartingWith<T extends { nameKey: string }>(names: readonly T[], typed: string, max = 5): T[] {
  const prefix = nameKey(typed);
  if (prefix === "") return [];
  return names.filter((entry) => entry.nameKey.startsWith(prefix) && entry.nameKey !== prefix).slice(0, max);
}
