import type { Reminder } from "@contract/schemas/reminders";
import { ShowMoreButton, useCollapsedRows } from "@web/components/ui/list/show-more";
import { useNow } from "@web/lib/clock";
import { useQueuedIds } from "@web/lib/write-queue";
import { foTasks } from "@web/i18n/fo/tasks";
import { useChange } from "@web/lib/changes/use-change";
import { isOverdue } from "../reads/sort-reminders";
import { ReminderRow } from "./reminder-row";

interface OpenRemindersProps {
  familyId: string;
  timeZone: string;
  open: Reminder[];
  /** Shown instead of the list (loading, a failed read, none open). */
  message: string | null;
  onDelete: (reminder: Reminder) => void;
}

/** The open tasks, first five and expandable; stays mounted through the loading and empty states, so the expansion holds. */
export function OpenReminders({ familyId, timeZone, open, message, onDelete }: OpenRemindersProps) {
  const queued = useQueuedIds();
  const complete = useChange("tasks/complete-task");
  const rename = useChange("tasks/rename-task");
  const rows = useCollapsedRows(open);
  const now = useNow();
  if (message !== null) return <p className="text-slate-600 dark:text-slate-400">{message}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {rows.visible.map((reminder: Reminder) => (
          <ReminderRow
            key={reminder.id}
            reminder={reminder}
            pending={queued.has(reminder.id)}
            overdue={isOverdue(reminder, now)}
            timeZone={timeZone}
            onComplete={(done) => complete.mutate({ familyId, id: done.id })}
            onRename={(renamed, title) => rename.mutate({ familyId, id: renamed.id, title })}
            onDelete={onDelete}
          />
        ))}
      </ul>
      <ShowMoreButton rows={rows} moreText={foTasks.showMore} lessText={foTasks.showLess} />
    </>
  );
}
