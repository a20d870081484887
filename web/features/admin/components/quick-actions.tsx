import { useState, type FormEvent } from "react";
import { ADMIN_PASSWORD_MIN } from "@contract/limits";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { ModalDialog } from "@web/components/ui/dialog";
import { CheckboxField, TextField } from "@web/components/ui/field";
import { enAdminSystem as t } from "@web/i18n/en/admin-system";
import { useExportBackup } from "../api/backup";
import { useCreateUser } from "../api/system";

const EMPTY = { username: "", email: "", password: "", isAdmin: false };

function NewUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [fields, setFields] = useState(EMPTY);
  const create = useCreateUser();
  const set = (name: "username" | "email" | "password") => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(fields, {
      onSuccess: () => {
        setFields(EMPTY);
        onClose();
      },
    });
  };
  const ready = fields.username.trim() !== "" && fields.email.trim() !== "" && fields.password.length >= ADMIN_PASSWORD_MIN;
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

/** The info-message form's title field (the Info Messages card): Send Notice brings it into view and focuses it. */
function focusNoticeForm() {
  const title = document.getElementById("admin-message-title");
  title?.scrollIntoView({ behavior: "smooth", block: "center" });
  title?.focus({ preventScroll: true });
}

/** New User, Export Data (the Backup view's export, all tables) and Send Notice. No System Restart: Workers have nothing to restart. */
export function QuickActions() {
  const [creating, setCreating] = useState(false);
  const exporter = useExportBackup();
  return (
    <Card aria-labelledby="quick-actions-title">
      <CardHeader id="quick-actions-title" title={t.quickActionsTitle} />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Button onClick={() => setCreating(true)}>{t.newUser}</Button>
        <Button variant="secondary" disabled={exporter.isPending} onClick={() => exporter.mutate(undefined)}>
          {exporter.isPending ? t.exporting : t.exportData}
        </Button>
        <Button variant="secondary" onClick={focusNoticeForm}>
          {t.sendNotice}
        </Button>
      </div>
      <NewUserDialog open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
