import type { ResendVerificationAnswer } from "@contract/schemas/admin";
import { post } from "@web/lib/changes/define-change";
import { enAdminAnalytics as t } from "@web/i18n/en/admin-analytics";
import { adminChange, adminUserPath } from "../lib/admin-change";

/** Mails a user a new verification link; the toast names the address. */
const resendVerification = adminChange({
  request: (id: string) => post<ResendVerificationAnswer>(`${adminUserPath(id)}/resend-verification`),
  success: (answer) => ({ title: t.verificationSent(answer.user.email) }),
  failure: { title: t.error, description: t.resendFailed },
});
export default resendVerification;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "admin/resend-verification": typeof resendVerification;
  }
}
