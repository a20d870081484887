import type { Reminder } from "@contract/schemas/reminders";
import { defineChange, patch } from "@web/lib/changes/define-change";

/** The helper completes a task assigned to them; the task then carries their name. Not offline: the page's writes wait for the network. */
const tickTask = defineChange({
  request: (id: string) => patch<Reminder>(`/api/helper/tasks/${encodeURIComponent(id)}`, { completed: true }),
  quietWhenGone: true,
  errorToast: null,
});
export default tickTask;
