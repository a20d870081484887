import { taskMessages } from "@contract/task-messages";
import type { Reminder, RemindersList } from "@contract/schemas/reminders";
import { defineChange, post } from "@web/lib/changes/define-change";
import { foTasks } from "@web/i18n/fo/tasks";
import { editReminders, removeReminder } from "../lib/reminders-cache";
import { remindersQueryKey } from "../reads/get-reminders";

/** What the form sends; `id` is the client's own, so a repeated send answers the same task. */
export interface NewReminder {
  id: string;
  title: string;
  description: string | null;
  dueDate: string | null;
  priority: Reminder["priority"];
  assignedTo: string | null;
}

/** What a queued create keeps: the body, the family, and the assignee's name for the row shown meanwhile. */
interface CreateVariables extends NewReminder {
  familyId: string;
  assignedName: string | null;
}

/** The task as it shows until the server answers. */
function pendingReminder({ familyId: _family, assignedName, ...body }: CreateVariables): Reminder {
  const assignedMember = assignedName === null ? null : { name: assignedName };
  return { ...body, assignedMember, completed: false, completedAt: null, completedByHelper: null, createdAt: new Date().toISOString() };
}

/** Creates a task; waits offline; the task shows at once, with its assignee's name. */
const createTask = defineChange({
  offline: true,
  request: ({ familyId: _family, assignedName: _name, ...body }: CreateVariables) => post<Reminder>("/api/reminders", body satisfies NewReminder),
  optimistic: {
    queryKey: ({ familyId }) => remindersQueryKey(familyId),
    apply: (list: RemindersList, variables) => editReminders(list, (reminders) => [...removeReminder(reminders, variables.id), pendingReminder(variables)]),
  },
  // A 404 naming the assignee is no task deleted elsewhere: the member was removed meanwhile, and the task is refused with its reason.
  quietWhenGone: (error) => error.serverMessage !== taskMessages.assigneeUnknown,
  errorToast: { title: foTasks.createError },
  successToast: { title: foTasks.created },
});
export default createTask;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "tasks/create-task": typeof createTask;
  }
}
