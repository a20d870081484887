import { LazyFold } from "@web/components/ui/list/lazy-fold";
import { lazyPage } from "@web/lib/lazy-page";
import { foTasks } from "@web/i18n/fo/tasks";
import type { CompletedRemindersPanelProps } from "./completed-reminders-panel";

const CompletedRemindersPanel = lazyPage<CompletedRemindersPanelProps>(() =>
  import("./completed-reminders-panel").then((module) => module.CompletedRemindersPanel),
);

/** 'Liðnar uppgávur (N)' folded away; opened, the completed tasks with their paging. */
export function CompletedReminders({ count, ...panel }: CompletedRemindersPanelProps & { count: number }) {
  return <LazyFold showLabel={foTasks.completedToggle(count)} hideLabel={foTasks.hideCompleted} panel={CompletedRemindersPanel} panelProps={panel} />;
}
