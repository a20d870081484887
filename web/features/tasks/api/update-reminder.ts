import type { Reminder, RemindersList, UpdateReminderBody } from "@contract/schemas/reminders";
import { api } from "@web/lib/api-client";
import { queuedWrite } from "@web/lib/queued-write";
import { foTasks } from "@web/i18n/fo/tasks";
import { completeReminder, editReminders, patchReminder } from "../lib/reminders-cache";
import { remindersQueryKey, type ReminderRef } from "./get-reminders";

/** PATCH with exactly one of {title} or {completed: true}. */
export function updateReminder(id: string, body: UpdateReminderBody): Promise<Reminder> {
  return api<Reminder>(`/api/reminders/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

/** Queued while offline and optimistic: the task moves to the completed list at once, and back with the toast if refused. */
export const completeReminderMutationOptions = queuedWrite(["reminders", "complete"], {
  mutationFn: ({ id }: ReminderRef) => updateReminder(id, { completed: true }),
  optimistic: {
    queryKey: ({ familyId }) => remindersQueryKey(familyId),
    apply: (list: RemindersList, { id }) => editReminders(list, (reminders) => completeReminder(reminders, id, new Date().toISOString())),
  },
  errorToast: { title: foTasks.errorTitle, description: foTasks.completeError },
  successToast: { title: foTasks.completed },
});

/** Queued while offline and optimistic: the new title shows at once, the old one back with the toast if refused. */
export const renameReminderMutationOptions = queuedWrite(["reminders", "rename"], {
  mutationFn: ({ id, title }: ReminderRef & { title: string }) => updateReminder(id, { title }),
  optimistic: {
    queryKey: ({ familyId }) => remindersQueryKey(familyId),
    apply: (list: RemindersList, { id, title }) => editReminders(list, (reminders) => patchReminder(reminders, id, { title })),
  },
  errorToast: { title: foTasks.editErrorTitle, description: foTasks.renameError },
  successToast: { title: foTasks.renamed },
});
