import type { Reminder } from "@contract/schemas/reminders";
import { api } from "@web/lib/api-client";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { foTasks } from "@web/i18n/fo/tasks";
import { removeReminder } from "../lib/reminders-cache";
import { remindersQueryKey } from "./get-reminders";

export function deleteReminder(id: string): Promise<void> {
  return api<void>(`/api/reminders/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteReminder(familyId: string) {
  const mutation = useFamilyMutation({
    liveType: "reminders_updated",
    mutationFn: deleteReminder,
    optimistic: { queryKey: remindersQueryKey(familyId), apply: (reminders: Reminder[], id: string) => removeReminder(reminders, id) },
    errorToast: { title: foTasks.errorTitle, description: foTasks.deleteError },
    successToast: { title: foTasks.deleted },
  });
  return (reminder: Reminder) => mutation.mutate(reminder.id);
}
