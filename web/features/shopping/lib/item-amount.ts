import { foShopping } from "@web/i18n/fo/shopping";

/**
 * How an item's amount shows after its name (docs/features/quick-add.md): '2 l', '½ kg',
 * '2 × 1,5 l', 'Tal: 3' without a unit, nothing for one piece.
 */
export function amountText(quantity: number, unit: string | null | undefined): string | null {
  // Undefined in a list a phone kept from before items had units.
  if (!unit) return quantity > 1 ? foShopping.quantity(quantity) : null;
  // A unit that carries its own number ("½ kg", "1,5 l") is one of what the quantity counts.
  if (/^[\d½¼¾⅓⅔]/u.test(unit)) return quantity > 1 ? foShopping.quantityOf(quantity, unit) : unit;
  return `${quantity} ${unit}`;
}
