import * as v from "valibot";
import {
  addedItemAnswer,
  createItemBody,
  createListBody,
  shoppingItemAnswer,
  shoppingListAnswer,
  shoppingStatisticAnswer,
  updateItemBody,
} from "@contract/schemas/shopping";
import { defineRoute, familyListRoute } from "../http/route";
import { shopOrderEntryAnswer, shoppingSuggestionsAnswer } from "@contract/schemas/shopping-insights";
import { shopOrderRead, shoppingSuggestionsRead } from "../services/shopping/insights";
import { addShoppingItem, deleteShoppingItem, ensureShoppingList, shoppingListsRead, updateShoppingItem } from "../services/shopping/lists";
import { shoppingStatisticsRead } from "../services/shopping/statistics";

const tag = "shopping";
const notFound = { not_found: "No such item in the caller's family." };

export const shoppingRoutes = [
  familyListRoute({
    path: "/api/families/:familyId/shopping-lists",
    summary: "The family's shopping list with its items (a family has at most one list).",
    tag,
    answer: { status: 200, description: "The list, with its items in the order they were added.", schema: v.array(shoppingListAnswer) },
    read: shoppingListsRead,
  }),
  familyListRoute({
    path: "/api/families/:familyId/shopping-statistics",
    summary: "Purchase statistics per item name, most bought first.",
    tag,
    answer: { status: 200, description: "A row per item name.", schema: v.array(shoppingStatisticAnswer) },
    read: shoppingStatisticsRead,
  }),
  familyListRoute({
    path: "/api/families/:familyId/shopping-order",
    summary: "The order the family walks the shop in, learned from ticks within one trip (docs/features/shopping-insights.md).",
    tag,
    answer: { status: 200, description: "A row per learned name, earliest in the shop first.", schema: v.array(shopOrderEntryAnswer) },
    read: shopOrderRead,
  }),
  familyListRoute({
    path: "/api/families/:familyId/shopping-suggestions",
    summary: "The family's most bought names, and the names it buys at a usual interval.",
    tag,
    answer: { status: 200, description: "Names to offer while typing, and the usual buys.", schema: shoppingSuggestionsAnswer },
    read: shoppingSuggestionsRead,
  }),
  defineRoute({
    method: "POST",
    path: "/api/shopping-lists",
    summary: "The family's list, created first if it has none.",
    tag,
    access: "family",
    tells: ["shopping_list_updated"],
    body: createListBody,
    answer: { status: 201, description: "The list with its items.", schema: shoppingListAnswer },
    errors: { forbidden: "The caller has no family, or `familyId` is not theirs." },
    example: { body: { familyId: "{familyId}", name: "Handilslisti" }, status: 201, foreign: [403] },
    handler: (c, { familyId, body }) => ensureShoppingList(c.get("db"), familyId, body.name),
  }),
  defineRoute({
    method: "POST",
    path: "/api/shopping-items",
    summary:
      "Adds an item to the family's list, or raises the quantity of the open item of the same name (folded) instead; a client `id` makes a repeated add answer the same item.",
    tag,
    access: "family",
    tells: ["shopping_list_updated"],
    body: createItemBody,
    answer: {
      status: 201,
      description:
        "The new item. 200 with `merged: true` and the raised item when an open item of the same name took the add; 200 with the item as first answered when the `id` was already used by this family.",
      schema: addedItemAnswer,
    },
    errors: { not_found: "No such list in the caller's family.", conflict: "The `id` is used by another family." },
    example: { body: { listId: "{listId}", name: "Brey", quantity: 1, addedBy: "{userId}" }, status: 201, foreign: [404] },
    handler: (c, { familyId, caller, body }) => addShoppingItem(c.get("db"), familyId, caller.userId, body),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/shopping-items/:id",
    summary: "Ticks or unticks, renames, or changes the quantity of an item (one change per call).",
    tag,
    access: "family",
    tells: ["shopping_list_updated"],
    body: updateItemBody,
    answer: { status: 200, description: "The item as it now is.", schema: shoppingItemAnswer },
    errors: notFound,
    example: { params: { id: "{itemId}" }, body: { completed: true }, status: 200, foreign: [404] },
    handler: (c, { familyId, params, body }) => updateShoppingItem(c.get("db"), familyId, params.id, body),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/shopping-items/:id",
    summary: "Deletes an item.",
    tag,
    access: "family",
    tells: ["shopping_list_updated"],
    answer: { status: 204, description: "Deleted." },
    errors: notFound,
    example: { params: { id: "{itemId}" }, status: 204, foreign: [404] },
    handler: (c, { familyId, params }) => deleteShoppingItem(c.get("db"), familyId, params.id),
  }),
];
