import { Hono } from "hono";
import { forbidden } from "../lib/http-error";
import { createItemBody, createListBody, updateItemBody } from "@contract/schemas/shopping";
import type { AppEnv } from "../env";
import { notifyCallerFamily } from "../lib/notify";
import { familyReadRoute, requireAuth, requireFamily } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { addShoppingItem, deleteShoppingItem, ensureShoppingList, shoppingListsRead, shoppingStatisticsRead, updateShoppingItem } from "../services/shopping";

export const shoppingRoutes = new Hono<AppEnv>()
  .get("/api/families/:familyId/shopping-lists", familyReadRoute(shoppingListsRead))
  .get("/api/families/:familyId/shopping-statistics", familyReadRoute(shoppingStatisticsRead))
  .post("/api/shopping-lists", requireAuth, requireFamily, validate("json", createListBody), async (c) => {
    const body = c.req.valid("json");
    if (body.familyId !== undefined && body.familyId !== c.get("familyId")) throw forbidden();
    const { list, created } = await ensureShoppingList(c.get("db"), c.get("familyId"), body.name);
    if (created) notifyCallerFamily(c, "shopping_list_updated");
    return c.json(list, 201);
  })
  .post("/api/shopping-items", requireAuth, requireFamily, validate("json", createItemBody), async (c) => {
    const { item, created } = await addShoppingItem(c.get("db"), c.get("familyId"), c.get("auth").userId, c.req.valid("json"));
    // A replayed add changed nothing: the stored item, and no message to the family.
    if (!created) return c.json(item, 200);
    notifyCallerFamily(c, "shopping_list_updated");
    return c.json(item, 201);
  })
  .patch("/api/shopping-items/:id", requireAuth, requireFamily, validate("json", updateItemBody), async (c) => {
    const item = await updateShoppingItem(c.get("db"), c.get("familyId"), c.req.param("id"), c.req.valid("json"));
    notifyCallerFamily(c, "shopping_list_updated");
    return c.json(item);
  })
  .delete("/api/shopping-items/:id", requireAuth, requireFamily, async (c) => {
    await deleteShoppingItem(c.get("db"), c.get("familyId"), c.req.param("id"));
    notifyCallerFamily(c, "shopping_list_updated");
    return c.body(null, 204);
  });
