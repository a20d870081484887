import { useState, type FormEvent } from "react";
import * as v from "valibot";
import { DEFAULT_PRIORITY, DESCRIPTION_MAX, NAME_MAX, PRIORITIES } from "@contract/limits";
import { taskTitleSchema, type Priority } from "@contract/schemas/reminders";
import { ModalDialog } from "@web/components/ui/dialog";
import { Button } from "@web/components/ui/button";
import { inputClass, LabelledControl, TextField } from "@web/components/ui/field";
import { newClientId } from "@web/lib/write-queue";
import { foTasks } from "@web/i18n/fo/tasks";
import type { NewReminder } from "../api/create-reminder";
import { dueDateOfDay } from "../lib/due-date";
import { AssigneeField, type MemberChoices } from "./assignee-field";

interface NewReminderDialogProps extends MemberChoices {
  open: boolean;
  onClose: () => void;
  timeZone: string;
  onCreate: (reminder: NewReminder) => Promise<unknown>;
}

/** 'Nýggj uppgáva': title (required), description, due day, priority (medium), who is responsible. */
export function NewReminderDialog({ open, onClose, timeZone, onCreate, members, createMember }: NewReminderDialogProps) {
  const t = foTasks;
  const [title, setTitle] = useState("");
  const [titleError, setTitleError] = useState<string | null>(null);
  const [description, setDescription] = useState("");
  const [dueDay, setDueDay] = useState("");
  const [priority, setPriority] = useState<Priority>(DEFAULT_PRIORITY);
  const [assignedTo, setAssignedTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const titleIssue = (value: string) => (v.safeParse(taskTitleSchema, value).success ? null : t.titleMissing);

  function reset() {
    setTitle("");
    setTitleError(null);
    setDescription("");
    setDueDay("");
    setPriority(DEFAULT_PRIORITY);
    setAssignedTo(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = titleIssue(title);
    setTitleError(issue);
    if (issue || pending) return;
    setPending(true);
    try {
      await onCreate({
        // The client's own id, so a repeated send (a retry, an offline replay) cannot make a second task.
        id: newClientId(),
        title: title.trim(),
        description: description.trim() || null,
        dueDate: dueDay ? dueDateOfDay(dueDay, timeZone) : null,
        priority,
        assignedTo,
      });
      reset();
      onClose();
    } catch {
      // The toast says it failed; what was typed stays for another try.
    } finally {
      setPending(false);
    }
  }

  return (
    <ModalDialog open={open} onClose={onClose} title={t.dialogTitle} description={t.dialogSubtitle}>
      <form className="space-y-4" noValidate onSubmit={submit}>
        <TextField
          id="reminder-title"
          label={t.titleLabel}
          placeholder={t.titlePlaceholder}
          value={title}
          maxLength={NAME_MAX}
          error={titleError}
          onChange={(e) => {
            setTitle(e.target.value);
            if (titleError) setTitleError(titleIssue(e.target.value));
          }}
          onBlur={() => title !== "" && setTitleError(titleIssue(title))}
        />
        <LabelledControl id="reminder-description" label={t.descriptionLabel}>
          <textarea
            id="reminder-description"
            className={`${inputClass} py-2`}
            rows={3}
            maxLength={DESCRIPTION_MAX}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </LabelledControl>
        <div className="grid grid-cols-2 gap-3">
          <TextField id="reminder-due" type="date" label={t.dueDateLabel} value={dueDay} onChange={(e) => setDueDay(e.target.value)} />
          <LabelledControl id="reminder-priority" label={t.priorityLabel}>
            <select
              id="reminder-priority"
              className={inputClass}
              value={priority}
              onChange={(e) => setPriority(PRIORITIES.find((value) => value === e.target.value) ?? DEFAULT_PRIORITY)}
            >
              {PRIORITIES.map((value) => (
                <option key={value} value={value}>
                  {t.priority[value]}
                </option>
              ))}
            </select>
          </LabelledControl>
        </div>
        <AssigneeField members={members} createMember={createMember} value={assignedTo} onChange={setAssignedTo} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={pending || title.trim() === ""}>
            {t.create}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
