import { useState, type FormEvent } from "react";
import { ADMIN_PASSWORD_MIN } from "@contract/limits";
import type { AdminUser } from "@contract/schemas/admin";
import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { TextField } from "@web/components/ui/field";
import { enAdmin as t } from "@web/i18n/en/admin";
import { useDeleteUser, useSetUserPassword } from "../api/user-actions";

type Target = Pick<AdminUser, "id" | "username"> | null;

/** A new password for one user: the button stays disabled below 8 characters. */
export function PasswordForm({ userId, onDone }: { userId: string; onDone?: () => void }) {
  const [password, setPassword] = useState("");
  const change = useSetUserPassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { id: userId, newPassword: password },
      {
        onSuccess: () => {
          setPassword("");
          onDone?.();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <TextField
        id={`new-password-${userId}`}
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        placeholder={t.passwordHint}
      />
      <Button type="submit" disabled={password.length < ADMIN_PASSWORD_MIN || change.isPending}>
        {t.setPassword}
      </Button>
    </form>
  );
}

export function PasswordDialog({ user, onClose }: { user: Target; onClose: () => void }) {
  return (
    <ModalDialog open={user !== null} onClose={onClose} title={t.changePassword} description={user?.username}>
      {user ? <PasswordForm userId={user.id} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

export function DeleteDialog({ user, onClose }: { user: Target; onClose: () => void }) {
  const remove = useDeleteUser();
  return (
    <ModalDialog open={user !== null} onClose={onClose} title={t.deleteTitle} description={user ? t.confirmDelete(user.username) : undefined}>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button variant="destructive" disabled={remove.isPending} onClick={() => user && remove.mutate(user.id, { onSuccess: onClose })}>
          {t.delete}
        </Button>
      </div>
    </ModalDialog>
  );
}
