import { DESCRIPTION_MAX, NAME_MAX } from "@contract/limits";
import { ModalDialog } from "@web/components/ui/dialog";
import { Button, inputClass } from "@web/components/ui/button";
import { LabelledControl, TextField } from "@web/components/ui/field/field";
import { QuickAddPreview } from "@web/components/ui/quick-add-preview";
import { foTasks } from "@web/i18n/fo/tasks";
import type { NewReminder } from "../changes/create-task";
import { AssigneeField } from "./assignee-field";
import type { MemberChoices } from "../lib/member-choices";
import { PriorityField } from "./priority-field";
import { useNewReminderForm } from "../hooks/use-new-reminder-form";

interface NewReminderDialogProps extends MemberChoices {
  open: boolean;
  onClose: () => void;
  timeZone: string;
  onCreate: (reminder: NewReminder) => Promise<unknown>;
}

/** 'Nýggj uppgáva': title (required), description, due day, priority (medium), who is responsible; a fresh form each time it opens. */
export function NewReminderDialog({ open, onClose, ...fields }: NewReminderDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={foTasks.dialogTitle} description={foTasks.dialogSubtitle}>
      {open ? <NewReminderForm onClose={onClose} {...fields} /> : null}
    </ModalDialog>
  );
}

/** The form: what a cancelled attempt typed is gone the next time the dialog opens. */
function NewReminderForm({ onClose, timeZone, onCreate, members, createMember }: Omit<NewReminderDialogProps, "open">) {
  const t = foTasks;
  const form = useNewReminderForm({ timeZone, onCreate, onClose });

  return (
    <form className="space-y-4" noValidate onSubmit={form.submit}>
      <TextField
        id="reminder-title"
        label={t.titleLabel}
        placeholder={t.titlePlaceholder}
        value={form.title}
        maxLength={NAME_MAX}
        error={form.titleError}
        onChange={(e) => form.onTitleChange(e.target.value)}
        onBlur={form.onTitleBlur}
      />
      <QuickAddPreview id="reminder-title-preview" chips={form.quickAdd.chips} onRemove={form.quickAdd.remove} />
      <LabelledControl id="reminder-description" label={t.descriptionLabel}>
        <textarea
          id="reminder-description"
          className={`${inputClass} py-2`}
          rows={3}
          maxLength={DESCRIPTION_MAX}
          value={form.description}
          onChange={(e) => form.setDescription(e.target.value)}
        />
      </LabelledControl>
      <div className="grid grid-cols-2 gap-3">
        <TextField id="reminder-due" type="date" label={t.dueDateLabel} value={form.dueDay} onChange={(e) => form.setDueDay(e.target.value)} />
        <PriorityField value={form.priority} onChange={form.setPriority} />
      </div>
      <AssigneeField members={members} createMember={createMember} value={form.assignedTo} onChange={form.setAssignedTo} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="ghost" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={form.pending || form.title.trim() === ""}>
          {t.create}
        </Button>
      </div>
    </form>
  );
}
