import { useState } from "react";
import type { Chore, KitchenBoard } from "@contract/schemas/kitchen";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { useChange } from "@web/lib/changes/use-change";
import { ChoreDialog, Later } from "./lazy-dialogs";
import { RowActions } from "./row-actions";

/** The routines (by part of the day) and chores, to add, change and delete. */
export function ChoresCard({ board }: { board: KitchenBoard }) {
  const [editing, setEditing] = useState<Chore | "new" | null>(null);
  const remove = useChange("children/delete-chore");
  const names = new Map(board.children.map((child) => [child.id, child.name]));
  return (
    <Card aria-labelledby="chores-title">
      <CardHeader id="chores-title" title={t.choresTitle} action={<Button onClick={() => setEditing("new")}>{t.newChore}</Button>} />
      {board.chores.length === 0 ? <p className="text-slate-700 dark:text-slate-300">{t.noChores}</p> : null}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {board.chores.map((chore) => (
          <li key={chore.id} className="flex items-center gap-3 py-2">
            <span className="text-2xl" aria-hidden="true">
              {chore.emoji}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words">{chore.title}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">
                {chore.kind === "routine" ? t.parts[chore.partOfDay ?? "morning"] : t.modes[chore.mode]} · {t.stars(chore.stars)} ·{" "}
                {chore.members.map((id) => names.get(id) ?? "").join(", ")}
              </span>
            </span>
            <RowActions title={chore.title} onEdit={() => setEditing(chore)} onDelete={() => remove.mutate(chore.id)} />
          </li>
        ))}
      </ul>
      {editing ? (
        <Later>
          <ChoreDialog board={board} chore={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
        </Later>
      ) : null}
    </Card>
  );
}
