import * as v from "valibot";
import { apiMessages as m } from "../messages";
import { DEFAULT_ITEM_QUANTITY, ITEM_UNIT_MAX, MAX_ITEM_QUANTITY } from "../limits";
import { clientIdSchema, idSchema, instantAnswer, nameSchema, nullableInstantAnswer } from "./common";

export const quantitySchema = v.pipe(
  v.number(m.quantityInvalid),
  v.integer(m.quantityInvalid),
  v.minValue(1, m.quantityInvalid),
  v.maxValue(MAX_ITEM_QUANTITY, m.quantityInvalid),
);

/**
 * What one of the quantity is ("l", "½ kg", "1,5 l"): trimmed, at most ITEM_UNIT_MAX characters,
 * no control characters; blank or null means none, which the server stores as null
 * (docs/features/quick-add.md). A check rather than a regex action: the API reference's JSON
 * Schema cannot carry the `u` flag. Not a transform here: one would hide the unit's own message
 * behind the update union's.
 */
const unitSchema = v.nullable(
  v.pipe(
    v.string(m.unitInvalid),
    v.trim(),
    v.maxLength(ITEM_UNIT_MAX, m.unitInvalid),
    v.check((text) => !/[\p{Cc}\p{Cf}]/u.test(text), m.unitInvalid),
  ),
);

/** The family always has one list (docs/decisions.md#shopping); familyId may be sent, and must then be the caller's (403 otherwise). */
export const createListBody = v.object({
  familyId: v.optional(idSchema),
  name: v.optional(nameSchema),
});
export type CreateListBody = v.InferInput<typeof createListBody>;

/**
 * A sent addedBy is ignored: the server always records the caller (docs/decisions.md#shopping).
 * `id` is optional: a client that queues adds while offline sends its own UUID.
 */
export const createItemBody = v.object({
  id: clientIdSchema,
  listId: idSchema,
  name: nameSchema,
  quantity: v.optional(quantitySchema, DEFAULT_ITEM_QUANTITY),
  unit: v.optional(unitSchema, null),
});
export type CreateItemBody = v.InferOutput<typeof createItemBody>;

export const updateItemBody = v.union(
  [
    v.strictObject({ completed: v.boolean() }),
    v.strictObject({ name: nameSchema }),
    v.strictObject({ quantity: quantitySchema }),
    v.strictObject({ unit: unitSchema }),
  ],
  m.oneItemChange,
);
export type UpdateItemBody = v.InferOutput<typeof updateItemBody>;

/** A whole item as a CalDAV client replaces it: name, amount and tick at once (docs/features/caldav.md "Tasks and shopping"). */
export const replaceItemBody = v.object({ name: nameSchema, quantity: quantitySchema, unit: unitSchema, completed: v.boolean() });
export type ReplaceItemBody = v.InferOutput<typeof replaceItemBody>;

/**
 * An item as the API answers it.
 * No createdAt: the list is answered in the order items were added, and the client never reads it
 * (17 % of a 200-item list's bytes, refetched by every phone after each change).
 */
export const shoppingItemAnswer = v.strictObject({
  id: v.string(),
  listId: v.string(),
  name: v.string(),
  quantity: v.number(),
  unit: v.nullable(v.string()),
  completed: v.boolean(),
  completedAt: nullableInstantAnswer,
  addedBy: v.nullable(v.string()),
  /** A helper's name, when a helper added it or ticked it (docs/features/helpers.md "Who did it"). */
  addedByHelper: v.nullable(v.string()),
  completedByHelper: v.nullable(v.string()),
  /** Set for items added by the meal plan: the meal's scheduled date, so the list can show its weekday. */
  mealScheduledDate: nullableInstantAnswer,
});
export type ShoppingItem = v.InferOutput<typeof shoppingItemAnswer>;

/**
 * The answer to an add: the item, and whether the add raised the quantity of an open item of the
 * same name instead of making a row of its own (`merged`; then `id` is that item's, not the one sent).
 */
export const addedItemAnswer = v.strictObject({ ...shoppingItemAnswer.entries, merged: v.boolean() });
export type AddedItem = v.InferOutput<typeof addedItemAnswer>;

export const shoppingListAnswer = v.strictObject({ id: v.string(), familyId: v.string(), name: v.string(), items: v.array(shoppingItemAnswer) });
export type ShoppingList = v.InferOutput<typeof shoppingListAnswer>;

export const shoppingStatisticAnswer = v.strictObject({
  itemName: v.string(),
  totalQuantity: v.number(),
  purchaseCount: v.number(),
  lastPurchased: instantAnswer,
});
export type ShoppingStatistic = v.InferOutput<typeof shoppingStatisticAnswer>;
