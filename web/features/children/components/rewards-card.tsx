import { type FormEvent, useState } from "react";
import type { KitchenBoard, Reward } from "@contract/schemas/kitchen";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { ModalDialog } from "@web/components/ui/dialog";
import { CheckboxField, TextField } from "@web/components/ui/field";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { useKitchenWrite } from "../api/kitchen-write";
import { MemberChecks } from "./member-checks";

/** The rewards the children may ask for on the screen. */
export function RewardsCard({ board }: { board: KitchenBoard }) {
  const [editing, setEditing] = useState<Reward | "new" | null>(null);
  const remove = useKitchenWrite({ success: t.saved });
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
              <span className="block truncate font-medium">{reward.title}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">{t.rewardLine(reward.cost, reward.cooldownHours)}</span>
            </span>
            <Button variant="secondary" aria-label={`${t.editChore}: ${reward.title}`} onClick={() => setEditing(reward)}>
              {t.editChore}
            </Button>
            <Button
              variant="ghost"
              aria-label={`${t.deleteChore}: ${reward.title}`}
              onClick={() => remove.mutate({ method: "DELETE", path: `/api/kitchen/rewards/${reward.id}` })}
            >
              {t.deleteChore}
            </Button>
          </li>
        ))}
      </ul>
      {editing ? <RewardDialog board={board} reward={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}

function RewardDialog({ board, reward, onClose }: { board: KitchenBoard; reward: Reward | null; onClose: () => void }) {
  const [title, setTitle] = useState(reward?.title ?? "");
  const [emoji, setEmoji] = useState(reward?.emoji ?? "🍦");
  const [cost, setCost] = useState(String(reward?.cost ?? 5));
  const [members, setMembers] = useState<string[] | null>(reward?.members ?? null);
  const [cooldown, setCooldown] = useState(reward?.cooldownHours ? String(reward.cooldownHours) : "");
  const [atOnce, setAtOnce] = useState(reward?.approveAtOnce ?? false);
  const write = useKitchenWrite({ success: t.saved });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { title, emoji, cost: Number(cost), members, cooldownHours: cooldown ? Number(cooldown) : null, approveAtOnce: atOnce };
    const call = reward ? { method: "PUT" as const, path: `/api/kitchen/rewards/${reward.id}` } : { method: "POST" as const, path: "/api/kitchen/rewards" };
    write.mutate({ ...call, body }, { onSuccess: onClose });
  };
  return (
    <ModalDialog open onClose={onClose} title={reward ? t.editChore : t.newReward}>
      <form onSubmit={submit} className="space-y-3">
        <div className="grid grid-cols-[1fr_5rem] gap-3">
          <TextField id="reward-title" label={t.title} required maxLength={80} value={title} onChange={(event) => setTitle(event.target.value)} />
          <TextField id="reward-emoji" label={t.emoji} required value={emoji} onChange={(event) => setEmoji(event.target.value)} />
        </div>
        <TextField id="reward-cost" type="number" min={1} label={t.cost} value={cost} onChange={(event) => setCost(event.target.value)} required />
        <CheckboxField id="reward-all" label={t.forAll} checked={members === null} onChange={(event) => setMembers(event.target.checked ? null : [])} />
        {members === null ? null : <MemberChecks id="reward-member" legend={t.children} kids={board.children} chosen={members} onChange={setMembers} />}
        <TextField id="reward-cooldown" type="number" min={1} label={t.cooldown} value={cooldown} onChange={(event) => setCooldown(event.target.value)} />
        <CheckboxField id="reward-at-once" label={t.approveAtOnce} checked={atOnce} onChange={(event) => setAtOnce(event.target.checked)} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={write.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
