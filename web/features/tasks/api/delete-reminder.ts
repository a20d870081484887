import type { RemindersList } from "@contract/schemas/reminders";
import { api } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { queuedWrite } from "@web/lib/write-queue";
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

export const useDeleteReminder = (config?: MutationHookOptions<typeof deleteReminderMutationOptions>) =>
  useEndpointMutation(deleteReminderMutationOptions, config);
