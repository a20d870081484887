import { useState, type FormEvent } from "react";
import { ADMIN_PASSWORD_MIN } from "@contract/limits";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/field/field";
import { enAdmin as t } from "@web/i18n/en/admin";
import { useChange } from "@web/lib/changes/use-change";

/** A new password for one user: the button stays disabled below 8 characters. */
export function PasswordForm({ userId, onDone }: { userId: string; onDone?: () => void }) {
  const [password, setPassword] = useState("");
  const change = useChange("admin/set-user-password");
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
