import { useState, type FormEvent } from "react";
import * as v from "valibot";
import { DESCRIPTION_MAX, NAME_MAX } from "@contract/limits";
import { createEventBody } from "@contract/schemas/events";
import { Button, inputClass } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { LabelledControl, TextField } from "@web/components/ui/field/field";
import { QuickAddPreview } from "@web/components/ui/quick-add-preview";
import { useWhenQuickAdd } from "@web/components/ui/quick-add-when";
import { newClientId } from "@web/lib/client-id";
import { foCalendarDialog } from "@web/i18n/fo/calendar-dialog";
import { useChange } from "@web/lib/changes/use-change";
import { defaultForm, defaultFormOn, formToBody, withStart, type EventForm } from "../lib/event-form";
import { withUnderstood } from "../lib/quick-add-event";
import { RecurrenceFields } from "./recurrence-fields";
import { ForWhomChoice } from "./for-whom-choice";
import { VisibilityChoice } from "./visibility-choice";
import { useHomes } from "@web/lib/reads/homes/homes";

interface NewEventDialogProps {
  open: boolean;
  onClose: () => void;
  familyId: string;
  userId: string;
  timeZone: string;
  /** A day the week or month view chose (YYYY-MM-DD on the family's clock): the start is proposed on it. */
  date?: string | null;
}

/**
 * 'Nýtt tiltak': a fresh form each time it opens, its start proposed from that moment; what a
 * cancelled attempt typed is gone the next time.
 */
export function NewEventDialog({ open, onClose, familyId, userId, timeZone, date = null }: NewEventDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={foCalendarDialog.dialogTitle}>
      {open ? <NewEventForm onDone={onClose} familyId={familyId} userId={userId} timeZone={timeZone} date={date} /> : null}
    </ModalDialog>
  );
}

/** Checked with the server's own schema before it is sent; a refusal's toast names why. */
function NewEventForm({ onDone, familyId, userId, timeZone, date }: Omit<NewEventDialogProps, "open" | "onClose"> & { onDone: () => void }) {
  const t = foCalendarDialog;
  const [form, setForm] = useState<EventForm>(() => (date ? defaultFormOn(date, Date.now(), timeZone) : defaultForm(Date.now(), timeZone)));
  const quickAdd = useWhenQuickAdd(form.title, { timeZone, target: "event" });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const create = useChange("calendar/create-event");
  // A family with a linked child may share the event with the child's other home; none offered when the read fails.
  const links = useHomes({ familyId }).data?.links.map((link) => ({ id: link.id, name: link.name })) ?? [];
  const set = (change: Partial<EventForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setError(null);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = formToBody(withUnderstood(form, quickAdd.read(), timeZone), timeZone, familyId, userId);
    const checked = v.safeParse(createEventBody, body);
    if (!checked.success) return setError(checked.issues[0].message);
    setSending(true);
    // Closes once the event is saved, or queued while offline; a refusal's toast names why, and what was typed stays.
    create.runOrQueue({ ...body, id: newClientId() }).then(onDone, () => setSending(false));
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <TextField
        id="event-title"
        label={t.fieldTitle}
        value={form.title}
        maxLength={NAME_MAX}
        autoComplete="off"
        onChange={(e) => set({ title: e.target.value })}
      />
      <QuickAddPreview id="event-title-preview" chips={quickAdd.chips} onRemove={quickAdd.remove} />
      <LabelledControl id="event-description" label={t.fieldDescription}>
        <textarea
          id="event-description"
          className={`${inputClass} min-h-20 py-2`}
          maxLength={DESCRIPTION_MAX}
          value={form.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </LabelledControl>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="event-start"
          label={t.fieldStart}
          type="datetime-local"
          value={form.start}
          onChange={(e) => setForm(withStart(form, e.target.value, timeZone))}
        />
        <TextField id="event-end" label={t.fieldEnd} type="datetime-local" value={form.end} min={form.start} onChange={(e) => set({ end: e.target.value })} />
      </div>
      <TextField id="event-location" label={t.fieldLocation} value={form.location} maxLength={NAME_MAX} onChange={(e) => set({ location: e.target.value })} />
      <RecurrenceFields form={form} onChange={set} />
      <ForWhomChoice familyId={familyId} value={form.forMembers} onChange={(forMembers) => set({ forMembers })} />
      <VisibilityChoice value={form} links={links} onChange={(seen) => set(seen)} />
      <label className="flex min-h-11 cursor-pointer items-center gap-2">
        <input type="checkbox" checked={form.countdown} onChange={(e) => set({ countdown: e.target.checked })} className="size-4" />
        {t.fieldCountdown}
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t.close}
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? t.creating : t.create}
        </Button>
      </div>
    </form>
  );
}
