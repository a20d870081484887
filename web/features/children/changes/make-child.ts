import type { ChildProfileBody, KitchenChild } from "@contract/schemas/kitchen";
import { patch, segment } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** Makes a member without an account a child, with a colour and an emoji. */
const makeChild = kitchenChange({
  request: ({ id, colour, avatar }: { id: string; colour: string; avatar: string }) =>
    patch<KitchenChild>(`/api/kitchen/members/${segment(id)}`, { child: true, colour, avatar } satisfies ChildProfileBody),
});
export default makeChild;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/make-child": typeof makeChild;
  }
}
