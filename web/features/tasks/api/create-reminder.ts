import type { Reminder } from "@contract/schemas/reminders";
import { api } from "@web/lib/api-client";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { foTasks } from "@web/i18n/fo/tasks";

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

export function useCreateReminder() {
  return useFamilyMutation({
    liveType: "reminders_updated",
    mutationFn: createReminder,
    errorToast: { title: foTasks.createError },
    successToast: { title: foTasks.created },
  });
}
