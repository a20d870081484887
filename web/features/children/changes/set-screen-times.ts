import type { KitchenBoard, ScreenTimesBody } from "@contract/schemas/kitchen";
import { put } from "@web/lib/changes/define-change";
import { foScreenTimes as t } from "@web/i18n/fo/screen-times";
import { kitchenChange } from "../lib/kitchen-change";

/** Each weekday's own times the family's kitchen screens are on, Sunday first (null: that day follows the night), or none. */
const setScreenTimes = kitchenChange({
  request: (schedule: ScreenTimesBody["schedule"]) =>
    put<{ schedule: KitchenBoard["schedule"] }>("/api/kitchen/schedule", { schedule } satisfies ScreenTimesBody),
  success: t.saved,
});
export default setScreenTimes;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/set-screen-times": typeof setScreenTimes;
  }
}
