import { useState } from "react";
import type { KitchenBoard, KitchenParent } from "@contract/schemas/kitchen";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { Later, PinDialog } from "./lazy-dialogs";

/** The parents and their own PINs for approving on the screen (the server refuses another parent's). */
export function ParentsCard({ board }: { board: KitchenBoard }) {
  const [open, setOpen] = useState<KitchenParent | null>(null);
  return (
    <Card aria-labelledby="parents-title">
      <CardHeader id="parents-title" title={t.parentsTitle} description={t.parentsIntro} />
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {board.parents.map((parent) => (
          <li key={parent.id} className="flex items-center gap-3 py-2">
            <span className="min-w-0 flex-1 truncate">
              {parent.name}
              {parent.hasPin ? <span className="text-sm text-slate-600 dark:text-slate-400"> · {t.hasPin}</span> : null}
            </span>
            <Button variant="secondary" onClick={() => setOpen(parent)}>
              {t.setPin}
            </Button>
          </li>
        ))}
      </ul>
      {open ? (
        <Later>
          <PinDialog child={open} onClose={() => setOpen(null)} />
        </Later>
      ) : null}
    </Card>
  );
}
