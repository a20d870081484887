import type { ShoppingItem } from "@contract/schemas/shopping";
import { useShoppingSuggestions } from "../api/get-shopping-suggestions";
import { UsualBuysStrip } from "./usual-buys-strip";

/**
 * 'Vanliga keypt' (usual-buys-strip.tsx), when the family has usual buys. With the page, not loaded
 * once the read answers usual buys: a file of its own cost a family with usual buys 0.5 KB on its first
 * load, and the strip's code with the page costs a family without any 0.1 KB (docs/bench.md).
 */
export function UsualBuys({ familyId, userId, items }: { familyId: string; userId: string; items: readonly ShoppingItem[] }) {
  const usual = useShoppingSuggestions({ familyId }).data?.usual;
  if (!usual || usual.length === 0) return null;
  return <UsualBuysStrip familyId={familyId} userId={userId} items={items} usual={usual} />;
}
