import type { Reminder, RemindersList, UpdateReminderBody } from "@contract/schemas/reminders";
import { defineChange, patch, segment } from "@web/lib/changes/define-change";
import { foTasks } from "@web/i18n/fo/tasks";
import { completeReminder, editReminders } from "../lib/reminders-cache";
import { remindersQueryKey, type ReminderRef } from "../reads/get-reminders";

/** Completes a task; waits offline; it moves to the completed list at once, and back with the toast if refused. */
const completeTask = defineChange({
  offline: true,
  request: ({ id }: ReminderRef) => patch<Reminder>(`/api/reminders/${segment(id)}`, { completed: true } satisfies UpdateReminderBody),
  optimistic: {
    queryKey: ({ familyId }) => remindersQueryKey(familyId),
    apply: (list: RemindersList, { id }) => editReminders(list, (reminders) => completeReminder(reminders, id, new Date().toISOString())),
  },
  errorToast: { title: foTasks.errorTitle, description: foTasks.completeError },
  successToast: { title: foTasks.completed },
});
export default completeTask;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "tasks/complete-task": typeof completeTask;
  }
}
