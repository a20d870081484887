import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import * as v from "valibot";
import { NAME_MAX } from "@contract/limits";
import { SUBSCRIPTION_URL_MAX } from "@contract/outside-calendar-limits";
import { createSubscriptionBody, SUBSCRIPTION_COLORS } from "@contract/schemas/calendar-subscriptions";
import { Button, inputClass } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { FormAlert, LabelledControl, TextField } from "@web/components/ui/field/field";
import { ApiError } from "@web/lib/api-client";
import { membersQueryOptions } from "@web/lib/reads/family/members";
import { foOutsideCalendars } from "@web/i18n/fo/outside-calendars";
import { useChange } from "@web/lib/changes/use-change";
import { ColorChoice } from "./color-choice";

interface AddOutsideCalendarDialogProps {
  open: boolean;
  onClose: () => void;
  familyId: string;
}

/** 'Uttanhýsis kalendari': a link, a name, a colour and maybe a member; a fresh form each time it opens. */
export function AddOutsideCalendarDialog({ open, onClose, familyId }: AddOutsideCalendarDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={foOutsideCalendars.dialogTitle}>
      {open ? <AddOutsideCalendarForm familyId={familyId} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

/** Checked with the server's schema first; the server's refusal of the link (in Faroese) shows under the form. */
function AddOutsideCalendarForm({ familyId, onDone }: { familyId: string; onDone: () => void }) {
  const t = foOutsideCalendars;
  const [form, setForm] = useState({ url: "", name: "", color: SUBSCRIPTION_COLORS[0] as string, memberId: "" });
  const [error, setError] = useState<string | null>(null);
  const members = useQuery(membersQueryOptions(familyId));
  const add = useChange("calendar/add-subscription");
  const set = (change: Partial<typeof form>) => {
    setForm((current) => ({ ...current, ...change }));
    setError(null);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { url: form.url, name: form.name, color: form.color, memberId: form.memberId || null };
    const checked = v.safeParse(createSubscriptionBody, body);
    if (!checked.success) return setError(checked.issues[0].message);
    add
      .run({ familyId, ...checked.output })
      .then(onDone, (failure: unknown) => setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t.addError));
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <TextField
        id="outside-url"
        label={t.fieldUrl}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={form.url}
        maxLength={SUBSCRIPTION_URL_MAX}
        onChange={(e) => set({ url: e.target.value })}
      />
      <TextField
        id="outside-name"
        label={t.fieldName}
        value={form.name}
        maxLength={NAME_MAX}
        autoComplete="off"
        onChange={(e) => set({ name: e.target.value })}
      />
      <ColorChoice name="outside-color" legend={t.fieldColor} value={form.color} onChange={(color) => set({ color })} />
      <LabelledControl id="outside-member" label={t.fieldMember}>
        <select id="outside-member" className={inputClass} value={form.memberId} onChange={(e) => set({ memberId: e.target.value })}>
          <option value="">{t.noMember}</option>
          {(members.data ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </LabelledControl>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t.close}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t.adding : t.add}
        </Button>
      </div>
    </form>
  );
}
