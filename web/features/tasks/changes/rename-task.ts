import type { Reminder, RemindersList, UpdateReminderBody } from "@contract/schemas/reminders";
import { defineChange, patch, segment } from "@web/lib/changes/define-change";
import { foTasks } from "@web/i18n/fo/tasks";
import { editReminders, patchReminder } from "../lib/reminders-cache";
import { remindersQueryKey, type ReminderRef } from "../reads/get-reminders";

/** Renames a task; waits offline; the new title shows at once, the old one back with the toast if refused. */
const renameTask = defineChange({
  offline: true,
  request: ({ id, title }: ReminderRef & { title: string }) => patch<Reminder>(`/api/reminders/${segment(id)}`, { title } satisfies UpdateReminderBody),
  optimistic: {
    queryKey: ({ familyId }) => remindersQueryKey(familyId),
    apply: (list: RemindersList, { id, title }) => editReminders(list, (reminders) => patchReminder(reminders, id, { title })),
  },
  errorToast: { title: foTasks.editErrorTitle, description: foTasks.renameError },
  successToast: { title: foTasks.renamed },
});
export default renameTask;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "tasks/rename-task": typeof renameTask;
  }
}
