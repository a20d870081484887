import { parseShoppingInput } from "@contract/quick-add/shopping";
import { type ReplaceItemBody, replaceItemBody } from "@contract/schemas/shopping";
import { calendarText, completedOf, keepOrSet, parseTodo, summaryOf, setCompletion, setStamps, todoOver, validInput } from "./ical-todo";

/**
 * A shopping item ↔ a VTODO (docs/features/caldav.md "Tasks and shopping"): the SUMMARY is the item
 * as the list shows it, name then amount, in a form the quick-add parser reads back to the same
 * item; ticking is STATUS:COMPLETED with its COMPLETED time.
 */

/** The item's fields a VTODO shows. */
export interface ItemRow {
  id: string;
  name: string;
  quantity: number;
  unit: string | null;
  completed: boolean;
  completedAt: string | null;
  createdAt: string;
}

type Amount = Pick<ItemRow, "name" | "quantity" | "unit">;

/**
 * 'Súrmjólk 2 l', 'Egg × 6', 'Smør ½ kg', 'Smør 2 × ½ kg', 'Mjólk': the list's amount text with
 * '× N' for a count of pieces (the list's 'Tal: N' would not read back as a quantity).
 */
export function itemSummary({ name, quantity, unit }: Amount): string {
  if (!unit) return quantity > 1 ? `${name} × ${quantity}` : name;
  // A unit that carries its own number ("½ kg") is one of what the quantity counts.
  if (/^[\d½¼¾⅓⅔]/u.test(unit)) return quantity > 1 ? `${name} ${quantity} × ${unit}` : `${name} ${unit}`;
  return `${name} ${quantity} ${unit}`;
}

/** The item as a VTODO over the text the phone last sent, whose other properties stay as they were. */
export function itemIcs(item: ItemRow, source: string | null): string {
  const text = todoOver(source, item.id);
  const { todo } = text;
  const summary = itemSummary(item);
  keepOrSet(todo, "summary", summary, summaryOf, summary);
  setCompletion(todo, item.completed, item.completedAt);
  setStamps(todo, item.createdAt);
  return calendarText(text);
}

/**
 * A phone's VTODO as the item it replaces or adds. A SUMMARY as this server wrote it keeps the
 * item's name and amount as they are (a unit the parser does not know survives); any other goes
 * through the quick-add parser, so '2 l súrmjólk' is 2 l of Súrmjólk.
 */
export function readItem(ics: string, current: Amount | null): { uid: string; item: ReplaceItemBody } {
  const { todo, uid } = parseTodo(ics);
  const summary = summaryOf(todo) ?? "";
  const amount = current && summary === itemSummary(current) ? current : parseShoppingInput(summary);
  const input = { name: amount.name, quantity: amount.quantity, unit: amount.unit, completed: completedOf(todo) };
  return { uid, item: validInput(replaceItemBody, input) };
}
