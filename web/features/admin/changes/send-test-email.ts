import type { TestMailAnswer } from "@contract/schemas/admin-system";
import { post } from "@web/lib/changes/define-change";
import { enAdminSystem as t } from "@web/i18n/en/admin-system";
import { adminChange } from "../lib/admin-change";

/** A test mail to the calling administrator; answers the address mailed, which the card shows. */
const sendTestEmail = adminChange({
  request: () => post<TestMailAnswer>("/api/admin/system/test-email"),
  success: { title: t.testEmailSent },
  failure: { title: t.testEmailFailed },
});
export default sendTestEmail;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "admin/send-test-email": typeof sendTestEmail;
  }
}
