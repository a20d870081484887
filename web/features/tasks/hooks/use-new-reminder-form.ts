import { useState, type FormEvent } from "react";
import * as v from "valibot";
import { DEFAULT_PRIORITY } from "@contract/limits";
import { taskTitleSchema, type Priority } from "@contract/schemas/reminders";
import { newClientId } from "@web/lib/client-id";
import { useWhenQuickAdd } from "@web/components/ui/quick-add-when";
import { foTasks } from "@web/i18n/fo/tasks";
import type { NewReminder } from "../changes/create-task";
import { dueDateOfDay } from "../lib/due-date";

const titleIssue = (value: string) => (v.safeParse(taskTitleSchema, value).success ? null : foTasks.titleMissing);

/** The fields of 'Nýggj uppgáva' and its sending: kept when making the task failed; the dialog's next opening starts afresh. */
export function useNewReminderForm({
  timeZone,
  onCreate,
  onClose,
}: {
  timeZone: string;
  onCreate: (reminder: NewReminder) => Promise<unknown>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState("");
  const [titleError, setTitleError] = useState<string | null>(null);
  const [description, setDescription] = useState("");
  const [dueDay, setDueDay] = useState("");
  const [priority, setPriority] = useState<Priority>(DEFAULT_PRIORITY);
  const [assignedTo, setAssignedTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const quickAdd = useWhenQuickAdd(title, { timeZone, target: "task" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = titleIssue(title);
    setTitleError(issue);
    if (issue || pending) return;
    setPending(true);
    // What the preview shows it understood in the title wins over the fields (docs/features/quick-add.md).
    const understood = quickAdd.read();
    const day = understood.date ?? dueDay;
    try {
      await onCreate({
        // The client's own id, so a repeated send (a retry, an offline replay) cannot make a second task.
        id: newClientId(),
        title: understood.title,
        description: description.trim() || null,
        dueDate: day ? dueDateOfDay(day, timeZone) : null,
        priority: understood.priority ?? priority,
        assignedTo,
      });
      onClose();
    } catch {
      // The toast says it failed; what was typed stays for another try.
    } finally {
      setPending(false);
    }
  }

  function onTitleChange(value: string) {
    setTitle(value);
    if (titleError) setTitleError(titleIssue(value));
  }

  const onTitleBlur = () => title !== "" && setTitleError(titleIssue(title));

  return {
    title,
    titleError,
    onTitleChange,
    onTitleBlur,
    description,
    setDescription,
    dueDay,
    setDueDay,
    priority,
    setPriority,
    assignedTo,
    setAssignedTo,
    pending,
    submit,
    quickAdd,
  };
}
