import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Reminder, UpdateReminderBody } from "@contract/schemas/reminders";
import { api } from "@web/lib/api-client";
import { localChanges } from "@web/lib/live";
import { toast, type ToastInput } from "@web/components/ui/toast/toast-store";
import { foTasks } from "@web/i18n/fo/tasks";
import { completeReminder, patchReminder } from "../lib/reminders-cache";
import { remindersQueryKey } from "./get-reminders";

/** PATCH with exactly one of {title} or {completed: true}. */
export function updateReminder(id: string, body: UpdateReminderBody): Promise<Reminder> {
  return api<Reminder>(`/api/reminders/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

interface Update {
  id: string;
  body: UpdateReminderBody;
}

/** Optimistic: the task moves at once and moves back, with a toast, if the server refuses. */
function useOptimisticUpdate(familyId: string, success: ToastInput, failure: ToastInput) {
  const queryClient = useQueryClient();
  const key = remindersQueryKey(familyId);
  return useMutation({
    mutationFn: ({ id, body }: Update) => updateReminder(id, body),
    onMutate: async ({ id, body }: Update) => {
      localChanges.mark("reminders_updated");
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Reminder[]>(key);
      if (previous) {
        queryClient.setQueryData(key, "title" in body ? patchReminder(previous, id, body) : completeReminder(previous, id, new Date().toISOString()));
      }
      return { previous };
    },
    onSuccess: () => toast(success),
    onError: (_error, _update, context) => {
      localChanges.unmark("reminders_updated");
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ ...failure, variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useCompleteReminder(familyId: string) {
  const mutation = useOptimisticUpdate(familyId, { title: foTasks.completed }, { title: foTasks.errorTitle, description: foTasks.completeError });
  return (reminder: Reminder) => mutation.mutate({ id: reminder.id, body: { completed: true } });
}

export function useRenameReminder(familyId: string) {
  const mutation = useOptimisticUpdate(familyId, { title: foTasks.renamed }, { title: foTasks.editErrorTitle, description: foTasks.renameError });
  return (reminder: Reminder, title: string) => mutation.mutate({ id: reminder.id, body: { title } });
}
