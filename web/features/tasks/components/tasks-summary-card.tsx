import { useMemo } from "react";
import { useDrawnRead } from "@web/lib/first-answer";
import { DASHBOARD_ENTRIES } from "@contract/limits";
import { useNow } from "@web/lib/clock";
import { SummaryCard } from "@web/components/ui/dashboard/summary-card";
import { AlertIcon, BellIcon } from "@web/components/ui/icons";
import { foTasksCard } from "@web/i18n/fo/signed-in/dashboard";
import { useReminders } from "../reads/get-reminders";
import { isOverdue, splitReminders } from "../reads/sort-reminders";

/** Dashboard card 4: open tasks, the first three titles (a red icon on overdue ones, who is responsible), links to /reminders. */
export function TasksSummaryCard({ familyId }: { familyId: string }) {
  const reminders = useDrawnRead(useReminders({ familyId }));
  const { open } = useMemo(() => splitReminders(reminders.data?.reminders ?? []), [reminders.data]);
  const now = useNow();
  return (
    <SummaryCard
      href="/reminders"
      title={foTasksCard.title}
      icon={<BellIcon />}
      count={reminders.data !== undefined ? foTasksCard.openCount(open.length) : foTasksCard.loading}
      entries={open.slice(0, DASHBOARD_ENTRIES).map((reminder) => ({
        key: reminder.id,
        leading: isOverdue(reminder, now) ? (
          <span className="inline-flex shrink-0 text-red-600 dark:text-red-400">
            <AlertIcon className="size-4" />
            <span className="sr-only">{foTasksCard.overdue}</span>
          </span>
        ) : undefined,
        label: reminder.assignedMember ? (
          <>
            <span className="block truncate">{reminder.title}</span>
            <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{foTasksCard.assigned(reminder.assignedMember.name)}</span>
          </>
        ) : (
          reminder.title
        ),
      }))}
      more={open.length > DASHBOARD_ENTRIES}
    />
  );
}
