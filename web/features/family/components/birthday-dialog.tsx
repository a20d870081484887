import { type FormEvent, useEffect, useState } from "react";
import { BIRTHDAY_EARLIEST_YEAR } from "@contract/birthdays";
import type { FamilyMember } from "@contract/schemas/families";
import { familyDate } from "@contract/time/zone";
import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { TextField } from "@web/components/ui/field/field";
import { foFamily } from "@web/i18n/fo/family";
import { useChange } from "@web/lib/changes/use-change";

interface BirthdayDialogProps {
  open: boolean;
  onClose: () => void;
  member: FamilyMember;
  familyId: string;
  timeZone: string;
}

/** Sets a member's birthday, or forgets it (docs/features/birthdays.md); the change waits offline, so the dialog closes at once. */
export function BirthdayDialog({ open, onClose, member, familyId, timeZone }: BirthdayDialogProps) {
  const t = foFamily;
  const setBirthday = useChange("family/set-birthday");
  const [date, setDate] = useState(member.birthday ?? "");
  // The dialog stays mounted once opened: each opening starts from the birthday as it now is.
  useEffect(() => {
    if (open) setDate(member.birthday ?? "");
  }, [open, member.birthday]);
  const save = (birthday: string | null) => {
    setBirthday.mutate({ familyId, id: member.id, birthday });
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date) save(date);
  };
  return (
    <ModalDialog open={open} onClose={onClose} title={t.birthdayOf(member.name)}>
      <form className="space-y-4" onSubmit={submit}>
        <TextField
          id={`birthday-${member.id}`}
          label={t.birthdayLabel}
          type="date"
          required
          min={`${BIRTHDAY_EARLIEST_YEAR}-01-01`}
          max={familyDate(Date.now(), timeZone)}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          {member.birthday ? (
            <Button type="button" variant="secondary" onClick={() => save(null)}>
              {t.birthdayForget}
            </Button>
          ) : null}
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit">{t.birthdaySave}</Button>
        </div>
      </form>
    </ModalDialog>
  );
}
