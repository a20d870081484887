import type { Chore, KitchenBoard, KitchenChild, PartOfDay, Reward, TodayTask } from "@contract/schemas/kitchen";

/** One row on a child's column: today's task and the routine or chore it is of. */
export interface ChildTask {
  task: TodayTask;
  chore: Chore;
}

const order: Record<TodayTask["status"], number> = { open: 0, pending: 1, done: 2, skipped: 3 };

/**
 * What a child's column shows now: the routines of the current part of the day and today's chores
 * that are theirs (their copy, their turn, or a compete chore still open to them), open ones first.
 */
export function tasksOf(board: KitchenBoard, child: KitchenChild, part: PartOfDay): ChildTask[] {
  const chores = new Map(board.chores.map((chore) => [chore.id, chore]));
  const rows: ChildTask[] = [];
  for (const task of board.today) {
    const chore = chores.get(task.choreId);
    if (!chore) continue;
    if (chore.kind === "routine" && chore.partOfDay !== part) continue;
    const theirs = task.memberId === child.id || (task.memberId === null && chore.members.includes(child.id));
    if (theirs) rows.push({ task, chore });
  }
  return rows.sort((a, b) => order[a.task.status] - order[b.task.status] || a.chore.title.localeCompare(b.chore.title, "fo"));
}

/** The rewards this child may ask for (a reward naming no children is for every child). */
export function rewardsOf(board: KitchenBoard, child: KitchenChild): Reward[] {
  return board.rewards.filter((reward) => reward.members === null || reward.members.includes(child.id));
}

/** What waits for a parent: requests and ticks of chores that need approval. */
export interface Waiting {
  kind: "request" | "completion";
  id: string;
  child: KitchenChild;
  label: string;
}

export function waitingOf(board: KitchenBoard): Waiting[] {
  const children = new Map(board.children.map((child) => [child.id, child]));
  const rewards = new Map(board.rewards.map((reward) => [reward.id, reward]));
  const chores = new Map(board.chores.map((chore) => [chore.id, chore]));
  const waiting: Waiting[] = [];
  for (const request of board.requests) {
    const child = children.get(request.memberId);
    const reward = rewards.get(request.rewardId);
    if (child && reward && request.status === "pending") waiting.push({ kind: "request", id: request.id, child, label: `${reward.emoji} ${reward.title}` });
  }
  for (const task of board.today) {
    const child = task.memberId ? children.get(task.memberId) : undefined;
    const chore = chores.get(task.choreId);
    if (task.status === "pending" && task.completionId && child && chore)
      waiting.push({ kind: "completion", id: task.completionId, child, label: `${chore.emoji} ${chore.title}` });
  }
  return waiting;
}
