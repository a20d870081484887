import type { QueryClient } from "@tanstack/react-query";
import type { Reminder, UpdateReminderBody } from "@contract/schemas/reminders";
import { api } from "@web/lib/api-client";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { registerQueuedWrite, useQueuedWrite } from "@web/lib/write-queue";
import { foTasks } from "@web/i18n/fo/tasks";
import { completeReminder, patchReminder } from "../lib/reminders-cache";
import { remindersQueryKey } from "./get-reminders";

/** PATCH with exactly one of {title} or {completed: true}. */
export function updateReminder(id: string, body: UpdateReminderBody): Promise<Reminder> {
  return api<Reminder>(`/api/reminders/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

interface CompleteVariables {
  familyId: string;
  id: string;
}

const completeKey = ["reminders", "complete"] as const;

/** Optimistic: the task moves to the completed list at once, and back with the toast if refused. */
export function registerCompleteReminder(queryClient: QueryClient): void {
  registerQueuedWrite(queryClient, completeKey, {
    liveType: "reminders_updated",
    mutationFn: ({ id }: CompleteVariables) => updateReminder(id, { completed: true }),
    optimistic: {
      queryKey: ({ familyId }) => remindersQueryKey(familyId),
      apply: (reminders: Reminder[], { id }) => completeReminder(reminders, id, new Date().toISOString()),
    },
    errorToast: { title: foTasks.errorTitle, description: foTasks.completeError },
    successToast: { title: foTasks.completed },
  });
}

export function useCompleteReminder(familyId: string) {
  const mutation = useQueuedWrite<CompleteVariables>(completeKey);
  return (reminder: Reminder) => mutation.mutate({ familyId, id: reminder.id });
}

export function useRenameReminder(familyId: string) {
  const mutation = useFamilyMutation({
    liveType: "reminders_updated",
    mutationFn: ({ id, title }: { id: string; title: string }) => updateReminder(id, { title }),
    optimistic: {
      queryKey: remindersQueryKey(familyId),
      apply: (reminders: Reminder[], { id, title }: { id: string; title: string }) => patchReminder(reminders, id, { title }),
    },
    errorToast: { title: foTasks.editErrorTitle, description: foTasks.renameError },
    successToast: { title: foTasks.renamed },
  });
  return (reminder: Reminder, title: string) => mutation.mutate({ id: reminder.id, title });
}
