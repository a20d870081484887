import type { AdminPasswordBody, VerifyUserAnswer } from "@contract/schemas/admin";
import { patch } from "@web/lib/changes/define-change";
import { enAdmin as t } from "@web/i18n/en/admin";
import { adminChange, adminUserPath } from "../lib/admin-change";

/** Sets a user's password (the server ends their sessions and mails them); answers a text and the user. */
const setUserPassword = adminChange({
  request: ({ id, newPassword }: { id: string; newPassword: string }) =>
    patch<VerifyUserAnswer>(`${adminUserPath(id)}/password`, { newPassword } satisfies AdminPasswordBody),
  success: { title: t.passwordUpdated },
  failure: { title: t.error, description: t.passwordFailed },
});
export default setUserPassword;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "admin/set-user-password": typeof setUserPassword;
  }
}
