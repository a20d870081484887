import { Button } from "@web/components/ui/button";
import { CartIcon } from "@web/components/ui/icons";
import { foShopping } from "@web/i18n/fo/shopping";
import { useChange } from "@web/lib/changes/use-change";

/** 'Eg fari í handil': tells the rest of the family by push; the toast says how many devices got it. */
export function ShoppingTripButton() {
  const announce = useChange("shopping/announce-trip");
  return (
    <Button variant="secondary" className="shrink-0 px-3" disabled={announce.isPending} onClick={() => announce.mutate()}>
      <CartIcon className="size-4" />
      {foShopping.tripButton}
    </Button>
  );
}
