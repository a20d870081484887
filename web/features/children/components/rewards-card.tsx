import { useState } from "react";
import type { KitchenBoard, Reward } from "@contract/schemas/kitchen";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { useChange } from "@web/lib/changes/use-change";
import { RowActions } from "./row-actions";
import { Later, RewardDialog } from "./lazy-dialogs";

/** The rewards the children may ask for on the screen. */
export function RewardsCard({ board }: { board: KitchenBoard }) {
  const [editing, setEditing] = useState<Reward | "new" | null>(null);
  const remove = useChange("children/delete-reward");
  return (
    <Card aria-labelledby="rewards-title">
      <CardHeader id="rewards-title" title={t.rewardsTitle} action={<Button onClick={() => setEditing("new")}>{t.newReward}</Button>} />
      {board.rewards.length === 0 ? <p className="text-slate-700 dark:text-slate-300">{t.noRewards}</p> : null}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {board.rewards.map((reward) => (
          <li key={reward.id} className="flex items-center gap-3 py-2">
            <span className="text-2xl" aria-hidden="true">
              {reward.emoji}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words">{reward.title}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">{t.rewardLine(reward.cost, reward.cooldownHours)}</span>
            </span>
            <RowActions title={reward.title} onEdit={() => setEditing(reward)} onDelete={() => remove.mutate(reward.id)} />
          </li>
        ))}
      </ul>
      {editing ? (
        <Later>
          <RewardDialog board={board} reward={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
        </Later>
      ) : null}
    </Card>
  );
}
