import { DEFAULT_PRIORITY, PRIORITIES } from "@contract/limits";
import type { Priority } from "@contract/schemas/reminders";
import { LabelledControl } from "@web/components/ui/field/field";
import { inputClass } from "@web/components/ui/button";
import { foTasks } from "@web/i18n/fo/tasks";

/** 'Raðfesting' of a new task: one of the priorities, by its Faroese name. */
export function PriorityField({ value, onChange }: { value: Priority; onChange: (priority: Priority) => void }) {
  return (
    <LabelledControl id="reminder-priority" label={foTasks.priorityLabel}>
      <select
        id="reminder-priority"
        className={inputClass}
        value={value}
        onChange={(e) => onChange(PRIORITIES.find((priority) => priority === e.target.value) ?? DEFAULT_PRIORITY)}
      >
        {PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {foTasks.priority[priority]}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
}
