import type { Reminder, RemindersList } from "@contract/schemas/reminders";
import { countAfterEdit } from "@web/components/ui/list/history-count";

/**
 * An edit of the cached list's tasks, with the completed count kept in step (a task completed or a
 * completed one deleted here counts at once); the refetch after the change brings the server's truth.
 */
export function editReminders(list: RemindersList, edit: (reminders: readonly Reminder[]) => Reminder[]): RemindersList {
  const reminders = edit(list.reminders);
  return { ...list, reminders, completedCount: countAfterEdit(list.completedCount, list.reminders, reminders, (reminder) => reminder.completed) };
}

/** Cache edits for optimistic changes. */
export const patchReminder = (reminders: readonly Reminder[], id: string, patch: Partial<Reminder>): Reminder[] =>
  reminders.map((reminder) => (reminder.id === id ? { ...reminder, ...patch } : reminder));

export const removeReminder = (reminders: readonly Reminder[], id: string): Reminder[] => reminders.filter((reminder) => reminder.id !== id);

/** Completion as the server will answer it: the first completion time is kept. */
export const completeReminder = (reminders: readonly Reminder[], id: string, now: string): Reminder[] =>
  reminders.map((reminder) => (reminder.id === id ? { ...reminder, completed: true, completedAt: reminder.completedAt ?? now } : reminder));
