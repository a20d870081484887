import type { RemindersList } from "@contract/schemas/reminders";
import { defineChange, del, segment } from "@web/lib/changes/define-change";
import { foTasks } from "@web/i18n/fo/tasks";
import { editReminders, removeReminder } from "../lib/reminders-cache";
import { remindersQueryKey, type ReminderRef } from "../reads/get-reminders";

/** Deletes a task; waits offline; it goes from the list at once. */
const deleteTask = defineChange({
  offline: true,
  request: ({ id }: ReminderRef) => del(`/api/reminders/${segment(id)}`),
  optimistic: {
    queryKey: ({ familyId }) => remindersQueryKey(familyId),
    apply: (list: RemindersList, { id }) => editReminders(list, (reminders) => removeReminder(reminders, id)),
  },
  errorToast: { title: foTasks.errorTitle, description: foTasks.deleteError },
  successToast: { title: foTasks.deleted },
});
export default deleteTask;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "tasks/delete-task": typeof deleteTask;
  }
}
