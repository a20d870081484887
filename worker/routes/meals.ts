import { Hono } from "hono";
import { apiMessages as m } from "@contract/messages";
import { createMealBody, isBeforeFamilyToday, updateMealBody } from "@contract/schemas/meals";
import type { AppEnv } from "../env";
import { HttpError } from "../lib/http-error";
import { notifyCallerFamily } from "../lib/notify";
import { familyReadRoute, requireAuth, requireFamily } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { createMeal, deleteMeal, dinnerMealsRead, updateMeal } from "../services/meals";

export const mealRoutes = new Hono<AppEnv>()
  .get("/api/families/:familyId/dinner-meals", familyReadRoute(dinnerMealsRead))
  .post("/api/dinner-meals", requireAuth, requireFamily, validate("json", createMealBody), async (c) => {
    const body = c.req.valid("json");
    // Today is the family's: an earlier hour of today is fine, an earlier day is not.
    if (isBeforeFamilyToday(body.scheduledDate, c.get("auth").timeZone, Date.now())) {
      throw new HttpError("invalid_body", m.mealDayPassed, [{ path: "scheduledDate", message: m.mealDayPassed }]);
    }
    const meal = await createMeal(c.get("db"), c.get("familyId"), c.get("auth").userId, body);
    notifyCallerFamily(c, "dinner_meals_updated");
    if (meal.ingredients.length > 0) notifyCallerFamily(c, "shopping_list_updated");
    return c.json(meal, 201);
  })
  .patch("/api/dinner-meals/:id", requireAuth, requireFamily, validate("json", updateMealBody), async (c) => {
    const meal = await updateMeal(c.get("db"), c.get("familyId"), c.req.param("id"), c.req.valid("json"));
    notifyCallerFamily(c, "dinner_meals_updated");
    return c.json(meal);
  })
  .delete("/api/dinner-meals/:id", requireAuth, requireFamily, async (c) => {
    const { shoppingChanged } = await deleteMeal(c.get("db"), c.get("familyId"), c.req.param("id"));
    notifyCallerFamily(c, "dinner_meals_updated");
    if (shoppingChanged) notifyCallerFamily(c, "shopping_list_updated");
    return c.body(null, 204);
  });
