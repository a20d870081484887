import type { Reminder } from "@contract/schemas/reminders";

/** Cache edits for optimistic changes; the refetch after the change brings the server's truth. */
export const patchReminder = (reminders: readonly Reminder[], id: string, patch: Partial<Reminder>): Reminder[] =>
  reminders.map((reminder) => (reminder.id === id ? { ...reminder, ...patch } : reminder));

export const removeReminder = (reminders: readonly Reminder[], id: string): Reminder[] => reminders.filter((reminder) => reminder.id !== id);

/** Completion as the server will answer it: the first completion time is kept. */
export const completeReminder = (reminders: readonly Reminder[], id: string, now: string): Reminder[] =>
  reminders.map((reminder) => (reminder.id === id ? { ...reminder, completed: true, completedAt: reminder.completedAt ?? now } : reminder));
