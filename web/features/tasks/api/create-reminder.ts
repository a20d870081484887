import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Reminder } from "@contract/schemas/reminders";
import { api } from "@web/lib/api-client";
import { localChanges } from "@web/lib/live";
import { toast } from "@web/components/ui/toast/toast-store";
import { foTasks } from "@web/i18n/fo/tasks";
import { remindersQueryKey } from "./get-reminders";

/** What the form sends; `id` is the client's own, so a repeated send answers the same task. */
export interface NewReminder {
  id?: string;
  title: string;
  description: string | null;
  dueDate: string | null;
  priority: Reminder["priority"];
  assignedTo: string | null;
}

export function createReminder(body: NewReminder): Promise<Reminder> {
  return api<Reminder>("/api/reminders", { method: "POST", body });
}

export function useCreateReminder(familyId: string) {
  const queryClient = useQueryClient();
  const key = remindersQueryKey(familyId);
  return useMutation({
    mutationFn: createReminder,
    onMutate: () => localChanges.mark("reminders_updated"),
    onSuccess: () => toast({ title: foTasks.created }),
    onError: () => {
      localChanges.unmark("reminders_updated");
      toast({ title: foTasks.createError, variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
