import type { VerifyUserAnswer } from "@contract/schemas/admin";
import { post } from "@web/lib/changes/define-change";
import { enAdminAnalytics as t } from "@web/i18n/en/admin-analytics";
import { adminChange, adminUserPath } from "../lib/admin-change";

/** Marks a user's address verified; the admin reads refetch after it (the unverified list and the stats among them). */
const verifyUser = adminChange({
  request: (id: string) => post<VerifyUserAnswer>(`${adminUserPath(id)}/verify`),
  success: { title: t.userVerified },
  failure: { title: t.error, description: t.verifyFailed },
});
export default verifyUser;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "admin/verify-user": typeof verifyUser;
  }
}
