import { del, segment } from "@web/lib/changes/define-change";
import { enAdminSupport as t } from "@web/i18n/en/admin-support";
import { adminChange } from "../lib/admin-change";

/** Deletes a sent info message. */
const deleteMessage = adminChange({
  request: (id: string) => del(`/api/admin/messages/${segment(id)}`),
  success: { title: t.messageDeleted },
  failure: { title: t.deleteFailed },
});
export default deleteMessage;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "admin/delete-message": typeof deleteMessage;
  }
}
