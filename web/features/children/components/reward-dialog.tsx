import { type FormEvent, useState } from "react";
import type { KitchenBoard, Reward } from "@contract/schemas/kitchen";
import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { CheckboxField, TextField } from "@web/components/ui/field";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { useKitchenWrite } from "../api/kitchen-write";
import { MemberChecks } from "./member-checks";

/** Adds or changes a reward: its cost, who may ask, a cooldown and whether it is approved at once. */
export function RewardDialog({ board, reward, onClose }: { board: KitchenBoard; reward: Reward | null; onClose: () => void }) {
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
