import { COLLAPSED_ROWS } from "@contract/limits";
import type { Reminder } from "@contract/schemas/reminders";
import { HistoryMoreButton } from "@web/components/ui/history/history-more";
import { useHistoryPages } from "@web/components/ui/history/history-pages";
import { formatDate } from "@web/lib/dates";
import { IconButton } from "@web/components/ui/button";
import { TrashIcon } from "@web/components/ui/icons";
import { foTasks } from "@web/i18n/fo/tasks";
import { completedRemindersQueryKey, getCompletedReminders } from "../reads/get-reminders";

export interface CompletedRemindersPanelProps {
  familyId: string;
  /** The completed tasks of the list's read (its first page), newest first. */
  completed: readonly Reminder[];
  /** The cursor of the page after `completed`. */
  nextBefore: string | null;
  timeZone: string;
  onDelete: (reminder: Reminder) => void;
}

/** The newest completed tasks, five, then more at each 'Vís fleiri', each with its completion date. */
export function CompletedRemindersPanel({ familyId, completed, nextBefore, timeZone, onDelete }: CompletedRemindersPanelProps) {
  const t = foTasks;
  const history = useHistoryPages({
    queryKey: completedRemindersQueryKey(familyId),
    firstRows: completed,
    nextBefore,
    collapsed: COLLAPSED_ROWS,
    fetchPage: (before, signal) => getCompletedReminders(familyId, before, signal).then((page) => ({ rows: page.reminders, nextBefore: page.nextBefore })),
  });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {history.visible.map((reminder) => (
          <li key={reminder.id} className="flex items-center gap-2 py-1">
            <div className="min-w-0 flex-1 py-2">
              <p className="break-words text-slate-600 line-through dark:text-slate-400">{reminder.title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t.completedAt(formatDate(reminder.completedAt ?? reminder.createdAt, timeZone))}
                {reminder.completedByHelper ? ` · ${t.doneBy(reminder.completedByHelper)}` : null}
              </p>
            </div>
            <IconButton label={t.delete(reminder.title)} className="hover:text-red-700 dark:hover:text-red-400" onClick={() => onDelete(reminder)}>
              <TrashIcon />
            </IconButton>
          </li>
        ))}
      </ul>
      <HistoryMoreButton history={history} />
    </div>
  );
}
