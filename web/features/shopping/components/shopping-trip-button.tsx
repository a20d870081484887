import { Button } from "@web/components/ui/button";
import { CartIcon } from "@web/components/ui/icons";
import { foShopping } from "@web/i18n/fo/shopping";
import { SHOPPING_TRIP_KEY } from "../lib/change-keys";
import { shoppingChangesOnUse, useSending } from "../lib/changes-on-use";

/** 'Eg fari í handil': tells the rest of the family by push; the toast says how many devices got it. */
export function ShoppingTripButton() {
  const sending = useSending(SHOPPING_TRIP_KEY);
  return (
    <Button
      variant="secondary"
      className="shrink-0 px-3"
      disabled={sending}
      onClick={() => shoppingChangesOnUse.start((changes) => changes.announce, undefined)}
    >
      <CartIcon className="size-4" />
      {foShopping.tripButton}
    </Button>
  );
}
