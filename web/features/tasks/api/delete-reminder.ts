import type { RemindersList } from "@contract/schemas/reminders";
import { api } from "@web/lib/api-client";
import { queuedWrite } from "@web/lib/queued-write";
import { foTasks } from "@web/i18n/fo/tasks";
import { editReminders, removeReminder } from "../lib/reminders-cache";
import { remindersQueryKey, type ReminderRef } from "./get-reminders";

export function deleteReminder(id: string): Promise<void> {
  return api<void>(`/api/reminders/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Queued while offline; the task goes from the list at once. */
export const deleteReminderMutationOptions = queuedWrite(["reminders", "delete"], {
  mutationFn: ({ id }: ReminderRef) => deleteReminder(id),
  optimistic: {
    queryKey: ({ familyId }) => remindersQueryKey(familyId),
    apply: (list: RemindersList, { id }) => editReminders(list, (reminders) => removeReminder(reminders, id)),
  },
  errorToast: { title: foTasks.errorTitle, description: foTasks.deleteError },
  successToast: { title: foTasks.deleted },
});
