import type { DimBody, KitchenDim } from "@contract/schemas/kitchen";
import { put } from "@web/lib/changes/define-change";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { kitchenChange } from "../lib/kitchen-change";

/** The hours the family's kitchen screens dim, or never (null). */
const setDim = kitchenChange({
  request: (dim: DimBody["dim"]) => put<{ dim: KitchenDim }>("/api/kitchen/dim", { dim } satisfies DimBody),
  success: t.dimSaved,
});
export default setDim;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/set-dim": typeof setDim;
  }
}
