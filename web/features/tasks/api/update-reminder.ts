import type { QueryClient } from "@tanstack/react-query";
import type { Reminder, UpdateReminderBody } from "@contract/schemas/reminders";
import { api } from "@web/lib/api-client";
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

interface RenameVariables extends CompleteVariables {
  title: string;
}

const completeKey = ["reminders", "complete"] as const;
const renameKey = ["reminders", "rename"] as const;

/** Optimistic: the task moves to the completed list at once (or takes its new title), and back with the toast if refused. */
export function registerUpdateReminder(queryClient: QueryClient): void {
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
  registerQueuedWrite(queryClient, renameKey, {
    liveType: "reminders_updated",
    mutationFn: ({ id, title }: RenameVariables) => updateReminder(id, { title }),
    optimistic: {
      queryKey: ({ familyId }) => remindersQueryKey(familyId),
      apply: (reminders: Reminder[], { id, title }) => patchReminder(reminders, id, { title }),
    },
    errorToast: { title: foTasks.editErrorTitle, description: foTasks.renameError },
    successToast: { title: foTasks.renamed },
  });
}

export function useCompleteReminder(familyId: string) {
  const mutation = useQueuedWrite<CompleteVariables>(completeKey);
  return (reminder: Reminder) => mutation.mutate({ familyId, id: reminder.id });
}

export function useRenameReminder(familyId: string) {
  const mutation = useQueuedWrite<RenameVariables>(renameKey);
  return (reminder: Reminder, title: string) => mutation.mutate({ familyId, id: reminder.id, title });
}
