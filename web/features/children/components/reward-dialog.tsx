import { useState } from "react";
import type { KitchenBoard, Reward, RewardBody } from "@contract/schemas/kitchen";
import { CheckboxField, TextField } from "@web/components/ui/field/field";
import { foChildDialogs as t } from "@web/i18n/fo/kitchen-parents-dialogs";
import { useChange } from "@web/lib/changes/use-change";
import { ItemFormDialog } from "./item-form";

/** Adds or changes a reward: its cost, who may ask, a cooldown and whether it is approved at once. */
export function RewardDialog({ board, reward, onClose }: { board: KitchenBoard; reward: Reward | null; onClose: () => void }) {
  const [title, setTitle] = useState(reward?.title ?? "");
  const [emoji, setEmoji] = useState(reward?.emoji ?? "🍦");
  const [cost, setCost] = useState(String(reward?.cost ?? 5));
  const [members, setMembers] = useState<string[] | null>(reward?.members ?? null);
  const [cooldown, setCooldown] = useState(reward?.cooldownHours ? String(reward.cooldownHours) : "");
  const [atOnce, setAtOnce] = useState(reward?.approveAtOnce ?? false);
  const saves = { create: useChange("children/create-reward"), update: useChange("children/update-reward") };
  return (
    <ItemFormDialog
      id="reward"
      heading={reward ? t.editChore : t.newReward}
      itemId={reward?.id ?? null}
      body={(): RewardBody => ({ title, emoji, cost: Number(cost), members, cooldownHours: cooldown ? Number(cooldown) : null, approveAtOnce: atOnce })}
      saves={saves}
      onClose={onClose}
      name={{ title, emoji, onTitle: setTitle, onEmoji: setEmoji }}
      amount={{ id: "reward-cost", min: 1, label: t.cost, value: cost, onChange: (event) => setCost(event.target.value), required: true }}
      who={{ kids: board.children, chosen: members, onChange: setMembers, allLabel: t.forAll }}
    >
      <TextField id="reward-cooldown" type="number" min={1} label={t.cooldown} value={cooldown} onChange={(event) => setCooldown(event.target.value)} />
      <CheckboxField id="reward-at-once" label={t.approveAtOnce} checked={atOnce} onChange={(event) => setAtOnce(event.target.checked)} />
    </ItemFormDialog>
  );
}
