import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Reminder } from "@contract/schemas/reminders";
import { api } from "@web/lib/api-client";
import { localChanges } from "@web/lib/live";
import { toast } from "@web/components/ui/toast/toast-store";
import { foTasks } from "@web/i18n/fo/tasks";
import { removeReminder } from "../lib/reminders-cache";
import { remindersQueryKey } from "./get-reminders";

export function deleteReminder(id: string): Promise<void> {
  return api<void>(`/api/reminders/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteReminder(familyId: string) {
  const queryClient = useQueryClient();
  const key = remindersQueryKey(familyId);
  const mutation = useMutation({
    mutationFn: deleteReminder,
    onMutate: async (id: string) => {
      localChanges.mark("reminders_updated");
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Reminder[]>(key);
      if (previous) queryClient.setQueryData(key, removeReminder(previous, id));
      return { previous };
    },
    onSuccess: () => toast({ title: foTasks.deleted }),
    onError: (_error, _id, context) => {
      localChanges.unmark("reminders_updated");
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ title: foTasks.errorTitle, description: foTasks.deleteError, variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (reminder: Reminder) => mutation.mutate(reminder.id);
}
