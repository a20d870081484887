import { dueUsualBuys } from "@contract/shopping-insights";
import type { ShoppingItem } from "@contract/schemas/shopping";
import { Button } from "@web/components/ui/button";
import { useNow } from "@web/lib/clock";
import { foShopping } from "@web/i18n/fo/shopping";
import type { UsualBuy } from "@contract/schemas/shopping-insights";
import { useAddByName } from "../hooks/use-add-by-name";

export interface UsualBuysStripProps {
  familyId: string;
  userId: string;
  items: readonly ShoppingItem[];
  usual: readonly UsualBuy[];
}

/**
 * 'Vanliga keypt': the family's usual buys that are due by the app's clock and not open on the
 * list (docs/features/shopping-insights.md); one tap adds the name. Nothing shows when none is due.
 */
export function UsualBuysStrip({ familyId, userId, items, usual }: UsualBuysStripProps) {
  const now = useNow();
  const { addItem } = useAddByName(familyId, userId);
  const openNames = items.filter((item) => !item.completed).map((item) => item.name);
  const due = dueUsualBuys(usual, now, openNames);
  if (due.length === 0) return null;
  return (
    <section aria-labelledby="usual-buys-title" className="mb-4">
      <h2 id="usual-buys-title" className="mb-2 text-sm font-medium text-slate-600 dark:text-slate-400">
        {foShopping.usualTitle}
      </h2>
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {due.map((buy) => (
          <li key={buy.nameKey} className="shrink-0">
            <Button variant="secondary" aria-label={foShopping.usualAdd(buy.name)} onClick={() => addItem({ name: buy.name })}>
              + {buy.name}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
