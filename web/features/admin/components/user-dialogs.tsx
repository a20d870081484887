import type { AdminUser } from "@contract/schemas/admin";
import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { enAdmin as t } from "@web/i18n/en/admin";
import { useChange } from "@web/lib/changes/use-change";
import { PasswordForm } from "./password-form";

type Target = Pick<AdminUser, "id" | "username"> | null;

/** Open while `user` is set (`open` says the same, for loading it when it first opens). */
export function PasswordDialog({ user, onClose }: { open: boolean; user: Target; onClose: () => void }) {
  return (
    <ModalDialog open={user !== null} onClose={onClose} title={t.changePassword} description={user?.username}>
      {user ? <PasswordForm userId={user.id} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

export function DeleteDialog({ user, onClose }: { open: boolean; user: Target; onClose: () => void }) {
  const remove = useChange("admin/delete-user");
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
