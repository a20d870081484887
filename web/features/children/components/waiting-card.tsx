import type { KitchenBoard, TodayTask } from "@contract/schemas/kitchen";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { useChange } from "@web/lib/changes/use-change";

/** A tick that waits for a parent: it has its completion. */
type WaitingTick = TodayTask & { completionId: string };

/** Requests for rewards and ticks that wait for a parent's approval. */
export function WaitingCard({ board }: { board: KitchenBoard }) {
  const approveRequest = useChange("children/approve-request");
  const declineRequest = useChange("children/decline-request");
  const approveCompletion = useChange("children/approve-completion");
  const undoCompletion = useChange("children/undo-completion");
  const names = new Map(board.children.map((child) => [child.id, child.name]));
  const rewards = new Map(board.rewards.map((reward) => [reward.id, reward]));
  const chores = new Map(board.chores.map((chore) => [chore.id, chore]));
  const requests = board.requests.filter((request) => request.status === "pending");
  const ticks = board.today.filter((task): task is WaitingTick => task.status === "pending" && task.completionId !== null);
  return (
    <Card aria-labelledby="waiting-title">
      <CardHeader id="waiting-title" title={t.waitingTitle} />
      {requests.length + ticks.length === 0 ? <p className="text-slate-700 dark:text-slate-300">{t.nothingWaiting}</p> : null}
      <ul className="space-y-3">
        {requests.map((request) => {
          const reward = rewards.get(request.rewardId);
          return (
            <li key={request.id} className="rounded-xl bg-amber-50 p-3 dark:bg-amber-950">
              <p className="font-medium">
                {t.asks(names.get(request.memberId) ?? "", `${reward?.emoji ?? ""} ${reward?.title ?? ""} (${reward?.cost ?? 0} ★)`)}
              </p>
              <div className="mt-2 flex gap-2">
                <Button onClick={() => approveRequest.mutate(request.id)}>{t.approve}</Button>
                <Button variant="secondary" onClick={() => declineRequest.mutate(request.id)}>
                  {t.decline}
                </Button>
              </div>
            </li>
          );
        })}
        {ticks.map((task) => {
          const chore = chores.get(task.choreId);
          return (
            <li key={task.completionId} className="rounded-xl bg-sky-50 p-3 dark:bg-sky-950">
              <p className="font-medium">{t.did(names.get(task.memberId ?? "") ?? "", `${chore?.emoji ?? ""} ${chore?.title ?? ""}`)}</p>
              <div className="mt-2 flex gap-2">
                <Button onClick={() => approveCompletion.mutate(task.completionId)}>{t.approve}</Button>
                <Button variant="secondary" onClick={() => undoCompletion.mutate(task.completionId)}>
                  {t.undo}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
