import { del, segment } from "@web/lib/changes/define-change";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { kitchenChange } from "../lib/kitchen-change";

/** Revokes a kitchen screen: its next call is refused. */
const revokeScreen = kitchenChange({ request: (id: string) => del(`/api/kitchen/screens/${segment(id)}`), success: t.revoked });
export default revokeScreen;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/revoke-screen": typeof revokeScreen;
  }
}
