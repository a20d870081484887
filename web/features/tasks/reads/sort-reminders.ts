import type { Reminder } from "@contract/schemas/reminders";

/** Overdue: a due date before now on a task not completed. */
export const isOverdue = (reminder: Pick<Reminder, "dueDate" | "completed">, now: number): boolean =>
  !reminder.completed && reminder.dueDate !== null && Date.parse(reminder.dueDate) < now;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Open tasks: due date ascending, undated last; ties in the order they were made. The server's order too. */
function compareOpen(a: Reminder, b: Reminder): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return byText(a.dueDate, b.dueDate);
  }
  return byText(a.createdAt, b.createdAt) || byText(a.id, b.id);
}

/** Completed tasks: by completion time (creation time when it has none), newest first. */
function compareCompleted(a: Reminder, b: Reminder): number {
  return byText(b.completedAt ?? b.createdAt, a.completedAt ?? a.createdAt) || byText(b.id, a.id);
}

/** The page's two lists, each in its order (also right while an optimistic change is in the cache). */
export function splitReminders(reminders: readonly Reminder[]): { open: Reminder[]; completed: Reminder[] } {
  return {
    open: reminders.filter((reminder) => !reminder.completed).sort(compareOpen),
    completed: reminders.filter((reminder) => reminder.completed).sort(compareCompleted),
  };
}
