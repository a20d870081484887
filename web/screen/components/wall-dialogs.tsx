import { useState } from "react";
import type { KitchenBoard, KitchenChild, KitchenParent } from "@contract/schemas/kitchen";
import { ModalDialog } from "@web/components/ui/dialog";
import { foKitchen as t } from "@web/i18n/fo/kitchen";
import { rewardsOf } from "../lib/board-view";
import type { Prompt } from "../lib/use-wall-actions";
import { PinPad } from "./pin-pad";

/** The dialog the wall's prompt asks for, if any: a child's PIN, a child's rewards, a parent's PIN. */
export function WallPrompt({
  prompt,
  board,
  onAsk,
  onClose,
}: {
  prompt: Prompt | null;
  board: KitchenBoard | null;
  onAsk: (child: KitchenChild, rewardId: string) => void;
  onClose: () => void;
}) {
  if (prompt?.kind === "child-pin") return <ChildPinDialog child={prompt.child} run={prompt.run} onClose={onClose} />;
  if (!board) return null;
  if (prompt?.kind === "rewards") {
    const { child } = prompt;
    return (
      <RewardsDialog
        board={board}
        child={child}
        onAsk={(rewardId) => {
          onClose();
          onAsk(child, rewardId);
        }}
        onClose={onClose}
      />
    );
  }
  if (prompt?.kind === "parent") return <ParentPinDialog parents={board.parents} title={prompt.title} run={prompt.run} onClose={onClose} />;
  return null;
}

/** A child's PIN before a tick or an ask: `run` answers the refusal to show, or null when it went through. */
function ChildPinDialog({ child, run, onClose }: { child: KitchenChild; run: (pin: string) => Promise<string | null>; onClose: () => void }) {
  return (
    <ModalDialog open onClose={onClose} title={t.pinTitle(child.name)}>
      <PinPad onEnter={run} onCancel={onClose} />
    </ModalDialog>
  );
}

/** The rewards a child may ask for; one they cannot afford yet is shown but cannot be tapped. */
function RewardsDialog({ board, child, onAsk, onClose }: { board: KitchenBoard; child: KitchenChild; onAsk: (rewardId: string) => void; onClose: () => void }) {
  const rewards = rewardsOf(board, child);
  return (
    <ModalDialog open onClose={onClose} title={t.rewardsTitle(child.name)} description={t.stars(child.stars)}>
      {rewards.length ? (
        <ul className="grid grid-cols-2 gap-3">
          {rewards.map((reward) => (
            <li key={reward.id}>
              <button
                type="button"
                disabled={child.stars < reward.cost}
                aria-label={t.ask(reward.title, reward.cost)}
                onClick={() => onAsk(reward.id)}
                className="flex min-h-28 w-full flex-col items-center justify-center gap-1 rounded-2xl bg-amber-100 p-2 text-slate-900 active:bg-amber-200 disabled:opacity-40 dark:bg-amber-900 dark:text-slate-100"
              >
                <span className="text-5xl" aria-hidden="true">
                  {reward.emoji}
                </span>
                <span className="text-lg font-semibold">{reward.title}</span>
                <span aria-hidden="true">{t.stars(reward.cost)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.noRewards}</p>
      )}
      <button type="button" onClick={onClose} className="min-h-12 w-full rounded-xl bg-slate-200 text-lg dark:bg-slate-700">
        {t.close}
      </button>
    </ModalDialog>
  );
}

/** A parent's action on the screen: which parent (those with a PIN), then their PIN. */
function ParentPinDialog({
  parents,
  title,
  run,
  onClose,
}: {
  parents: KitchenParent[];
  title: string;
  run: (parentId: string, pin: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const able = parents.filter((parent) => parent.hasPin);
  const [parent, setParent] = useState<KitchenParent | null>(able.length === 1 ? (able[0] ?? null) : null);
  return (
    <ModalDialog open onClose={onClose} title={title} description={parent ? t.pinTitle(parent.name) : t.whichParent}>
      {parent ? (
        <PinPad onEnter={(pin) => run(parent.id, pin)} onCancel={onClose} />
      ) : able.length ? (
        <div className="grid gap-2">
          {able.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              onClick={() => setParent(candidate)}
              className="min-h-14 rounded-xl bg-slate-100 text-lg font-semibold dark:bg-slate-800"
            >
              {candidate.name}
            </button>
          ))}
        </div>
      ) : (
        <p>{t.noParentPin}</p>
      )}
      {parent ? null : (
        <button type="button" onClick={onClose} className="min-h-12 w-full rounded-xl bg-slate-200 text-lg dark:bg-slate-700">
          {t.cancel}
        </button>
      )}
    </ModalDialog>
  );
}
