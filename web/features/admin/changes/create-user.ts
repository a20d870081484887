import type { CreatedUser, CreateUserBody } from "@contract/schemas/admin";
import { post } from "@web/lib/changes/define-change";
import { enAdminSystem as t } from "@web/i18n/en/admin-system";
import { adminChange } from "../lib/admin-change";

/** A verified user in a family of their own; a new administrator's answer carries their enrolment code. */
const createUser = adminChange({
  request: (user: CreateUserBody) => post<CreatedUser>("/api/admin/users", user),
  success: { title: t.userCreated },
  failure: { title: t.createFailed },
});
export default createUser;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "admin/create-user": typeof createUser;
  }
}
