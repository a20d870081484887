import type { ParentActionBody } from "@contract/schemas/kitchen-screen";
import { defineChange, post } from "@web/lib/changes/define-change";

/** What a parent does on the screen with their PIN; needs the connection (the server checks the PIN as it is made). */
const parentAction = defineChange({
  request: (body: ParentActionBody) => post("/api/kitchen/screen/parent-actions", body satisfies ParentActionBody),
  errorToast: null,
});
export default parentAction;
