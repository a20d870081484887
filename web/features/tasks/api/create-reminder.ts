import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Reminder } from "@contract/schemas/reminders";
import { api } from "@web/lib/api-client";
import { registerQueuedWrite, sentOrQueued, useQueuedWrite } from "@web/lib/write-queue";
import { foTasks } from "@web/i18n/fo/tasks";
import { remindersQueryKey } from "./get-reminders";

/** What the form sends; `id` is the client's own, so a repeated send answers the same task. */
export interface NewReminder {
  id: string;
  title: string;
  description: string | null;
  dueDate: string | null;
  priority: Reminder["priority"];
  assignedTo: string | null;
}

export function createReminder(body: NewReminder): Promise<Reminder> {
  return api<Reminder>("/api/reminders", { method: "POST", body });
}

/** What a queued create keeps: the body, the family, and the assignee's name for the row shown meanwhile. */
export interface CreateVariables extends NewReminder {
  familyId: string;
  assignedName: string | null;
}

const createKey = ["reminders", "create"] as const;

/** The task as it shows until the server answers. */
function pendingReminder({ familyId: _family, assignedName, ...body }: CreateVariables): Reminder {
  const assignedMember = assignedName === null ? null : { name: assignedName };
  return { ...body, assignedMember, completed: false, completedAt: null, createdAt: new Date().toISOString() };
}

export function registerCreateReminder(queryClient: QueryClient): void {
  registerQueuedWrite(queryClient, createKey, {
    liveType: "reminders_updated",
    mutationFn: ({ familyId: _family, assignedName: _name, ...body }: CreateVariables) => createReminder(body),
    optimistic: {
      queryKey: ({ familyId }) => remindersQueryKey(familyId),
      apply: (reminders: Reminder[], variables) => [...reminders.filter((r) => r.id !== variables.id), pendingReminder(variables)],
    },
    errorToast: { title: foTasks.createError },
    successToast: { title: foTasks.created },
  });
}

/** Resolves once the task is saved, or queued while offline; rejects when the server refuses it. */
export function useCreateReminder(familyId: string) {
  const queryClient = useQueryClient();
  const mutation = useQueuedWrite<CreateVariables, Reminder>(createKey);
  return (reminder: NewReminder, assignedName: string | null) =>
    sentOrQueued(queryClient, { ...reminder, familyId, assignedName }, (variables) => mutation.mutateAsync(variables));
}
