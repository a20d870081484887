import type { Reminder } from "@contract/schemas/reminders";
import { CheckIcon } from "@web/components/ui/icons";
import { formatDate } from "@web/lib/dates";
import { foHelperApp as t } from "@web/i18n/fo/helper-app";
import tickTask from "../changes/tick-task";
import type { HelperWrite } from "../lib/use-helper-write";
import { emptyText, Section } from "./section";

/** The open tasks assigned to the helper, each with a large tick button. */
export function TasksSection({ tasks, timeZone, write, offline }: { tasks: Reminder[]; timeZone: string; write: HelperWrite; offline: boolean }) {
  return (
    <Section title={t.tasksTitle} id="helper-tasks">
      {tasks.length === 0 ? (
        <p className={emptyText}>{t.noTasks}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {tasks.map((task) => (
            <li key={task.id} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium">{task.title}</p>
                {task.dueDate ? <p className={`text-sm ${emptyText}`}>{formatDate(task.dueDate, timeZone)}</p> : null}
              </div>
              <button
                type="button"
                aria-label={t.tickLabel(task.title)}
                disabled={offline || write.busy}
                onClick={() => void write.send(tickTask, task.id)}
                className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
              >
                <CheckIcon className="size-5" />
                {t.tick}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
