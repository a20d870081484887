import { Suspense } from "react";
import type { ShoppingItem } from "@contract/schemas/shopping";
import { lazyPage } from "@web/lib/lazy-page";
import { useShoppingSuggestions } from "../api/get-shopping-suggestions";
import type { UsualBuysStripProps } from "./usual-buys-strip";

// The strip's code loads once the suggestions read answers usual buys: a family without any (a new
// one, or one that buys little) never loads it (docs/bench.md).
const UsualBuysStrip = lazyPage<UsualBuysStripProps>(() => import("./usual-buys-strip").then((module) => module.UsualBuysStrip));

/** 'Vanliga keypt' (usual-buys-strip.tsx), when the family has usual buys. */
export function UsualBuys({ familyId, userId, items }: { familyId: string; userId: string; items: readonly ShoppingItem[] }) {
  const usual = useShoppingSuggestions({ familyId }).data?.usual;
  if (!usual || usual.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UsualBuysStrip familyId={familyId} userId={userId} items={items} usual={usual} />
    </Suspense>
  );
}
