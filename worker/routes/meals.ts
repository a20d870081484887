import { apiMessages as m } from "@contract/messages";
import { createMealBody, dinnerMealAnswer, dinnerMealsAnswer, isBeforeFamilyToday, updateMealBody } from "@contract/schemas/meals";
import { defineRoute, familyListRoute } from "../http/route";
import { HttpError } from "../lib/http-error";
import { completedMealsRead, createMeal, deleteMeal, dinnerMealsRead, updateMeal } from "../services/meals/meals";

const tag = "meals";
const notFound = { not_found: "No such meal in the caller's family." };

export const mealRoutes = [
  familyListRoute({
    path: "/api/families/:familyId/dinner-meals",
    summary:
      'The meal plan: every open meal soonest first, then the first page of the completed ones, newest completion first, with their count in `X-History-Count` and the next page in `Link` (docs/api.md "Paging in headers").',
    tag,
    answer: { status: 200, description: "Open meals, then the first page of completed ones.", schema: dinnerMealsAnswer },
    read: dinnerMealsRead,
    paging: { rows: "meals", count: "completedCount", next: "/api/families/:familyId/dinner-meals/completed" },
  }),
  familyListRoute({
    path: "/api/families/:familyId/dinner-meals/completed",
    summary: 'The next page of the family\'s completed meals, newest completion first, after the `before` cursor (docs/api.md "Paging in headers").',
    tag,
    answer: { status: 200, description: "One page of completed meals; the next page in `Link`.", schema: dinnerMealsAnswer },
    read: completedMealsRead,
    paging: { rows: "meals" },
    example: { query: { before: "2026-05-01T00:00:00.000Z|m" } },
  }),
  defineRoute({
    method: "POST",
    path: "/api/dinner-meals",
    summary: "Plans a meal; each ingredient also goes on the family's list as '<name> (Matarætlan)', in one batch (the list is created if missing).",
    tag,
    access: "family",
    tells: ["dinner_meals_updated", "shopping_list_updated"],
    body: createMealBody,
    answer: {
      status: 201,
      description: "The meal with its ingredients (200 with the stored meal when its `id` was already used by this family).",
      schema: dinnerMealAnswer,
    },
    errors: {
      invalid_body: "A blank title, an invalid date or time, bad ingredients, or a day before the family's today.",
      conflict: "The `id` is used by another family.",
    },
    // Creates a meal in the caller's own family only.
    example: { body: { title: "Fiskur", scheduledDate: "2030-05-01T18:00:00.000Z", ingredients: ["Hýsa", "Smør"] }, status: 201, foreign: "own" },
    handler: (c, { familyId, caller, body }) => {
      // Today is the family's: an earlier hour of today is fine, an earlier day is not.
      if (isBeforeFamilyToday(body.scheduledDate, caller.timeZone, Date.now())) {
        throw new HttpError("invalid_body", m.mealDayPassed, [{ path: "scheduledDate", message: m.mealDayPassed }]);
      }
      return createMeal(c.get("db"), familyId, caller.userId, body);
    },
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/dinner-meals/:id",
    summary: "Renames a meal, or completes or reopens it (one change per call).",
    tag,
    access: "family",
    tells: ["dinner_meals_updated"],
    body: updateMealBody,
    answer: { status: 200, description: "The meal as it now is.", schema: dinnerMealAnswer },
    errors: notFound,
    example: { params: { id: "{mealId}" }, body: { title: "Ræst kjøt og kartøflur" }, status: 200, foreign: [404] },
    handler: (c, { familyId, params, body }) => updateMeal(c.get("db"), familyId, params.id, body),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/dinner-meals/:id",
    summary: "Deletes a meal with its ingredients and the items it put on the list that nobody has ticked.",
    tag,
    access: "family",
    tells: ["dinner_meals_updated", "shopping_list_updated"],
    answer: { status: 204, description: "Deleted." },
    errors: notFound,
    example: { params: { id: "{mealId}" }, status: 204, foreign: [404] },
    handler: (c, { familyId, params }) => deleteMeal(c.get("db"), familyId, params.id),
  }),
];
