import { DEFAULT_LIST_NAME } from "@contract/limits";
import type { AddedItem, ShoppingItem } from "@contract/schemas/shopping";
import type { Reminder } from "@contract/schemas/reminders";
import type { Db } from "@worker/env";
import { ensureShoppingList, addShoppingItem, updateShoppingItem } from "@worker/services/shopping/lists";
import { updateReminder } from "@worker/services/tasks/reminders";
import type { Outcome } from "@worker/services/effects";
import type { HelperCaller } from "./devices";

/**
 * A helper's writes (docs/features/helpers.md "Who did it"): the family's own services, with the
 * helper's name on the row, so the family's phones show who did it.
 */

/** Adds to the family's list (made first when the family has none yet), as the helper. */
export async function helperAddItem(db: Db, helper: HelperCaller, input: { name: string; quantity: number }): Promise<Outcome<AddedItem>> {
  const list = await ensureShoppingList(db, helper.familyId, DEFAULT_LIST_NAME);
  return addShoppingItem(db, helper.familyId, { helper: helper.name }, { listId: list.body.id, name: input.name, quantity: input.quantity, unit: null });
}

/** Ticks or unticks an item of the family's list, as the helper. */
export function helperTickItem(db: Db, helper: HelperCaller, id: string, completed: boolean): Promise<Outcome<ShoppingItem>> {
  return updateShoppingItem(db, helper.familyId, id, { completed }, helper.name);
}

/** Completes a task assigned to the helper; a task of anyone else's is not found. */
export function helperCompleteTask(db: Db, helper: HelperCaller, id: string): Promise<Outcome<Reminder>> {
  return updateReminder(db, helper.familyId, id, { completed: true }, { name: helper.name, memberId: helper.memberId });
}
