import type { QueryClient } from "@tanstack/react-query";
import type { Reminder } from "@contract/schemas/reminders";
import { api } from "@web/lib/api-client";
import { registerQueuedWrite, useQueuedWrite } from "@web/lib/write-queue";
import { foTasks } from "@web/i18n/fo/tasks";
import { removeReminder } from "../lib/reminders-cache";
import { remindersQueryKey } from "./get-reminders";

export function deleteReminder(id: string): Promise<void> {
  return api<void>(`/api/reminders/${encodeURIComponent(id)}`, { method: "DELETE" });
}

interface DeleteVariables {
  familyId: string;
  id: string;
}

const deleteKey = ["reminders", "delete"] as const;

export function registerDeleteReminder(queryClient: QueryClient): void {
  registerQueuedWrite(queryClient, deleteKey, {
    liveType: "reminders_updated",
    mutationFn: ({ id }: DeleteVariables) => deleteReminder(id),
    optimistic: { queryKey: ({ familyId }) => remindersQueryKey(familyId), apply: (reminders: Reminder[], { id }) => removeReminder(reminders, id) },
    errorToast: { title: foTasks.errorTitle, description: foTasks.deleteError },
    successToast: { title: foTasks.deleted },
  });
}

export function useDeleteReminder(familyId: string) {
  const mutation = useQueuedWrite<DeleteVariables>(deleteKey);
  return (reminder: Reminder) => mutation.mutate({ familyId, id: reminder.id });
}
