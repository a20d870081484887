import { useState, type FormEvent } from "react";
import { ADMIN_PASSWORD_MIN } from "@contract/limits";
import type { CreatedUser } from "@contract/schemas/admin";
import { Button } from "@web/components/ui/button";
import { CopyField } from "@web/components/ui/copy-field";
import { ModalDialog } from "@web/components/ui/dialog";
import { CheckboxField, TextField } from "@web/components/ui/field/field";
import { enAdminSystem as t } from "@web/i18n/en/admin-system";
import { useChange } from "@web/lib/changes/use-change";

const EMPTY = { username: "", email: "", password: "", isAdmin: false };

/**
 * Quick actions' New User: username, email, password and whether an administrator. A new
 * administrator's enrolment code is shown once, in the same dialog, before it closes.
 */
export function NewUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [fields, setFields] = useState(EMPTY);
  const [enrolling, setEnrolling] = useState<Required<Pick<CreatedUser, "username" | "enrolmentCode">> | null>(null);
  const create = useChange("admin/create-user");
  const set = (name: "username" | "email" | "password") => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });
  const close = () => {
    setEnrolling(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(fields, {
      onSuccess: (created) => {
        setFields(EMPTY);
        if (created.enrolmentCode) setEnrolling({ username: created.username, enrolmentCode: created.enrolmentCode });
        else onClose();
      },
    });
  };
  const ready = fields.username.trim() !== "" && fields.email.trim() !== "" && fields.password.length >= ADMIN_PASSWORD_MIN;
  if (enrolling) {
    return (
      <ModalDialog open={open} onClose={close} title={t.enrolmentCodeTitle} description={t.enrolmentCodeText(enrolling.username)}>
        <div className="space-y-3">
          <CopyField
            id="new-user-enrolment-code"
            label={t.enrolmentCodeLabel}
            copyLabel={t.copy}
            copiedText={t.copied}
            failedText={t.copyFailed}
            value={enrolling.enrolmentCode}
          />
          <div className="flex justify-end">
            <Button onClick={close}>{t.done}</Button>
          </div>
        </div>
      </ModalDialog>
    );
  }
  return (
    <ModalDialog open={open} onClose={onClose} title={t.newUser}>
      <form onSubmit={submit} className="space-y-3">
        <TextField id="new-user-username" label={t.username} autoComplete="off" value={fields.username} onChange={set("username")} />
        <TextField id="new-user-email" label={t.email} type="email" autoComplete="off" value={fields.email} onChange={set("email")} />
        <TextField
          id="new-user-password"
          label={t.password}
          type="password"
          autoComplete="new-password"
          placeholder={t.passwordHint}
          value={fields.password}
          onChange={set("password")}
        />
        <CheckboxField
          id="new-user-admin"
          label={t.makeAdmin}
          checked={fields.isAdmin}
          onChange={(event) => setFields({ ...fields, isAdmin: event.target.checked })}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={!ready || create.isPending}>
            {t.createUser}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
