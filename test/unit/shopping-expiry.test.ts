import { describe, expect, it } from "vitest";
import { SHOPPING_PURGE_AFTER_MS } from "@contract/limits";
import { nextExpiry, unexpiredItems } from "@web/features/shopping/lib/expiry";
import { shoppingItem } from "./helpers/shopping-item";

const now = Date.parse("2026-11-23T12:00:00.000Z");
const tickedAgo = (ms: number) => ({ completed: true, completedAt: new Date(now - ms).toISOString() });

const open = shoppingItem({ id: "open", name: "Mjólk" });
const justTicked = shoppingItem({ id: "just", name: "Breyð", ...tickedAgo(1_000) });
const nearlyGone = shoppingItem({ id: "nearly", name: "Smør", ...tickedAgo(SHOPPING_PURGE_AFTER_MS - 1) });
const gone = shoppingItem({ id: "gone", name: "Ostur", ...tickedAgo(SHOPPING_PURGE_AFTER_MS) });
const longGone = shoppingItem({ id: "long", name: "Te", ...tickedAgo(SHOPPING_PURGE_AFTER_MS + 4 * 60_000) });

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe("ticked items vanishing after 10 minutes", () => {
  it("hides items ticked 10 minutes ago or earlier and keeps the rest in their order", () => {
    expect(ids(unexpiredItems([longGone, open, nearlyGone, gone, justTicked], now))).toEqual(["open", "nearly", "just"]);
  });

  it("never hides open items, whatever their old tick time says", () => {
    const unticked = shoppingItem({ id: "unticked", name: "Sukur", completed: false, completedAt: new Date(now - 3_600_000).toISOString() });
    expect(ids(unexpiredItems([unticked], now))).toEqual(["unticked"]);
  });

  it("keeps a ticked item without a readable tick time rather than guessing", () => {
    const unknown = shoppingItem({ id: "unknown", name: "Salt", completed: true, completedAt: null });
    const garbled = shoppingItem({ id: "garbled", name: "Pipar", completed: true, completedAt: "not a time" });
    expect(ids(unexpiredItems([unknown, garbled], now))).toEqual(["unknown", "garbled"]);
    expect(nextExpiry([unknown, garbled], now)).toBeNull();
  });

  it("names the moment the next shown item vanishes", () => {
    expect(nextExpiry([open, justTicked, nearlyGone], now)).toBe(now + 1);
    expect(nextExpiry([open, justTicked], now)).toBe(now - 1_000 + SHOPPING_PURGE_AFTER_MS);
    expect(nextExpiry([open, gone, longGone], now)).toBeNull();
    expect(nextExpiry([], now)).toBeNull();
  });
});
