import { del } from "@web/lib/changes/define-change";
import { enAdmin as t } from "@web/i18n/en/admin";
import { adminChange, adminUserPath } from "../lib/admin-change";

/** Deletes a user and what is theirs (their family too when they were its only account). */
const deleteUser = adminChange({
  request: (id: string) => del(adminUserPath(id)),
  success: { title: t.userDeleted, description: t.userDeletedText },
  failure: { title: t.deleteFailed },
});
export default deleteUser;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "admin/delete-user": typeof deleteUser;
  }
}
