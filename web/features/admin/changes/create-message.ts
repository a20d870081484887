import type { AdminMessage, CreateAdminMessageBody } from "@contract/schemas/support";
import { post } from "@web/lib/changes/define-change";
import { enAdminSupport as t } from "@web/i18n/en/admin-support";
import { adminChange } from "../lib/admin-change";

/** An info message to every user (pushed to every phone). */
const createMessage = adminChange({
  request: (message: CreateAdminMessageBody) => post<AdminMessage>("/api/admin/messages", message),
  success: { title: t.messageCreated, description: t.messageCreatedText },
  failure: { title: t.createFailed },
});
export default createMessage;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "admin/create-message": typeof createMessage;
  }
}
