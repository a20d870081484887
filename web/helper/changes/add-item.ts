import type * as v from "valibot";
import type { helperAddItemBody } from "@contract/schemas/helpers";
import type { AddedItem } from "@contract/schemas/shopping";
import { defineChange, post } from "@web/lib/changes/define-change";

type AddBody = v.InferInput<typeof helperAddItemBody>;

/** The helper adds to the family's shopping list as themselves (an open item of the same name is raised instead). */
const addItem = defineChange({
  request: (body: AddBody) => post<AddedItem>("/api/helper/shopping-items", body satisfies AddBody),
  errorToast: null,
});
export default addItem;
