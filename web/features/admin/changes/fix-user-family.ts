import type { FixFamilyAnswer } from "@contract/schemas/admin";
import { post } from "@web/lib/changes/define-change";
import { enAdmin as t } from "@web/i18n/en/admin";
import { adminChange, adminUserPath } from "../lib/admin-change";

/** Makes a family for a user who has none. */
const fixUserFamily = adminChange({
  request: (id: string) => post<FixFamilyAnswer>(`${adminUserPath(id)}/fix-family`),
  success: { title: t.familyAssigned, description: t.familyAssignedText },
  failure: { title: t.fixFamilyFailed },
});
export default fixUserFamily;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "admin/fix-user-family": typeof fixUserFamily;
  }
}
