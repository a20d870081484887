import type { Priority } from "@contract/schemas/reminders";
import { foTasks } from "@web/i18n/fo/tasks";

const dots: Record<Priority, string> = { low: "bg-green-500", medium: "bg-amber-500", high: "bg-red-600" };

/** The priority with its coloured dot; the word carries the meaning, the colour only repeats it. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  const label = foTasks.priority[priority];
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
      <span aria-hidden="true" className={`size-2 rounded-full ${dots[priority]}`} />
      <span className="sr-only">{foTasks.priorityBadge(label)}</span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
