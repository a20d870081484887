import { Disclosure, DisclosureButton, DisclosurePanel } from "@web/components/ui/disclosure";
import { COLLAPSED_ROWS } from "@contract/limits";
import type { Reminder } from "@contract/schemas/reminders";
import { HistoryMoreButton } from "@web/components/ui/history-more";
import { useHistoryPages } from "@web/lib/history-pages";
import { formatDate } from "@web/lib/dates";
import { buttonClass, IconButton } from "@web/components/ui/button";
import { ChevronDownIcon, TrashIcon } from "@web/components/ui/icons";
import { foTasks } from "@web/i18n/fo/tasks";
import { completedRemindersQueryKey, getCompletedReminders } from "../api/get-reminders";

interface CompletedRemindersProps {
  familyId: string;
  /** The completed tasks of the list's read (its first page), newest first. */
  completed: readonly Reminder[];
  /** Every completed task of the family, and the cursor of the page after `completed`. */
  count: number;
  nextBefore: string | null;
  timeZone: string;
  onDelete: (reminder: Reminder) => void;
}

/** 'Liðnar uppgávur (N)': the newest completed tasks, five, then more at each 'Vís fleiri', each with its completion date. */
export function CompletedReminders({ familyId, completed, count, nextBefore, timeZone, onDelete }: CompletedRemindersProps) {
  const t = foTasks;
  const history = useHistoryPages({
    queryKey: completedRemindersQueryKey(familyId),
    firstRows: completed,
    nextBefore,
    collapsed: COLLAPSED_ROWS,
    fetchPage: (before, signal) => getCompletedReminders(familyId, before, signal).then((page) => ({ rows: page.reminders, nextBefore: page.nextBefore })),
  });
  return (
    <Disclosure as="div" className="space-y-4">
      {({ open }) => (
        <>
          <DisclosureButton className={buttonClass("secondary", "group w-full justify-between!")}>
            {open ? t.hideCompleted : t.completedToggle(count)}
            <ChevronDownIcon className="transition-transform group-data-open:rotate-180" />
          </DisclosureButton>
          <DisclosurePanel className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {history.visible.map((reminder) => (
                <li key={reminder.id} className="flex items-center gap-2 py-1">
                  <div className="min-w-0 flex-1 py-2">
                    <p className="break-words text-slate-600 line-through dark:text-slate-400">{reminder.title}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {t.completedAt(formatDate(reminder.completedAt ?? reminder.createdAt, timeZone))}
                    </p>
                  </div>
                  <IconButton label={t.delete(reminder.title)} className="hover:text-red-700 dark:hover:text-red-400" onClick={() => onDelete(reminder)}>
                    <TrashIcon />
                  </IconButton>
                </li>
              ))}
            </ul>
            <HistoryMoreButton history={history} />
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
