import { createMealBody, dinnerMealAnswer, dinnerMealsAnswer, updateMealBody } from "@contract/schemas/meals";
import { defineRoute, familyListRoute } from "../http/route";
import { completedMealsRead, createMeal, deleteMeal, dinnerMealsRead } from "../services/meals/meals";
import { refusePassedDay } from "../services/meals/refusals";
import { updateMeal } from "../services/meals/update";

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
    summary:
      "Plans a meal, with a picture of the family's album and weekly if asked; each ingredient also goes on the family's list as '<name> (Matarætlan)', in one batch (the list is created if missing).",
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
      invalid_body: "A blank title, an invalid date or time, bad ingredients, a day before the family's today, or a picture not in the family's album.",
      conflict: "The `id` is used by another family.",
    },
    // Creates a meal in the caller's own family only.
    example: { body: { title: "Fiskur", scheduledDate: "2030-05-01T18:00:00.000Z", ingredients: ["Hýsa", "Smør"] }, status: 201, foreign: "own" },
    handler: (c, { familyId, caller, body }) => {
      refusePassedDay(body.scheduledDate, caller.timeZone, Date.now());
      return createMeal(c.get("db"), familyId, caller.userId, body);
    },
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/dinner-meals/:id",
    summary:
      "Renames a meal, completes or reopens it, sets or clears its picture, or turns weekly on or off (one change per call). Completing a weekly meal, or making a completed one weekly, plans it again a week later with its items on the list.",
    tag,
    access: "family",
    tells: ["dinner_meals_updated", "shopping_list_updated"],
    body: updateMealBody,
    answer: { status: 200, description: "The meal as it now is.", schema: dinnerMealAnswer },
    errors: { ...notFound, invalid_body: "Not exactly one change, a blank title, or a picture not in the family's album." },
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
