import type { Reminder } from "@contract/schemas/reminders";
import { formatDate } from "@web/lib/dates";
import { IconButton } from "@web/components/ui/button";
import { InlineTitleEditor, useInlineTitleEdit } from "@web/components/ui/list/inline-title-edit";
import { AlertIcon, CheckIcon, PencilIcon, TrashIcon } from "@web/components/ui/icons";
import { PendingBadge } from "@web/components/ui/list/pending-badge";
import { foTasks } from "@web/i18n/fo/tasks";
import { PriorityBadge } from "./priority-badge";

interface ReminderRowProps {
  reminder: Reminder;
  /** A change to it (its creation) waits for the connection. */
  pending?: boolean;
  overdue: boolean;
  timeZone: string;
  onComplete: (reminder: Reminder) => void;
  onRename: (reminder: Reminder, title: string) => void;
  onDelete: (reminder: Reminder) => void;
}

/** An open task: complete button, title, who is responsible, due date, priority, edit and delete. */
export function ReminderRow({ reminder, pending = false, overdue, timeZone, onComplete, onRename, onDelete }: ReminderRowProps) {
  const t = foTasks;
  const edit = useInlineTitleEdit(reminder.title, (title) => onRename(reminder, title));

  if (edit.editing) {
    return (
      <li className="py-2">
        <InlineTitleEditor edit={edit} label={t.renameLabel(reminder.title)} saveText={t.save} cancelText={t.cancel} />
      </li>
    );
  }

  return (
    <li className={`flex items-start gap-1 py-2 ${pending ? "opacity-70" : ""}`}>
      <IconButton
        label={t.complete(reminder.title)}
        className="group rounded-full! hover:text-green-700 dark:hover:text-green-400"
        onClick={() => onComplete(reminder)}
      >
        <span className="inline-flex size-6 items-center justify-center rounded-full border-2 border-slate-400 group-hover:border-green-600">
          <CheckIcon className="size-4 opacity-0 group-hover:opacity-100" />
        </span>
      </IconButton>
      <div className="min-w-0 flex-1 py-2.5">
        <p className="break-words font-medium">{reminder.title}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          {reminder.assignedMember ? <span>{t.assigned(reminder.assignedMember.name)}</span> : null}
          {reminder.dueDate ? (
            <span className={overdue ? "inline-flex items-center gap-1 font-medium text-red-700 dark:text-red-400" : ""}>
              {overdue ? (
                <>
                  <AlertIcon className="size-4" />
                  <span className="sr-only">{t.overdue}</span>
                </>
              ) : null}
              {t.due(formatDate(reminder.dueDate, timeZone))}
            </span>
          ) : null}
          <PriorityBadge priority={reminder.priority} />
          {pending ? <PendingBadge /> : null}
        </div>
      </div>
      <IconButton ref={edit.editButton} label={t.edit(reminder.title)} onClick={edit.start}>
        <PencilIcon />
      </IconButton>
      <IconButton label={t.delete(reminder.title)} className="hover:text-red-700 dark:hover:text-red-400" onClick={() => onDelete(reminder)}>
        <TrashIcon />
      </IconButton>
    </li>
  );
}
