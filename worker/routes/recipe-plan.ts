import { dinnerMealAnswer } from "@contract/schemas/meals";
import { planRecipeBody } from "@contract/schemas/recipe-plan";
import { defineRoute } from "../http/route";
import { refusePassedDay } from "../services/meals/refusals";
import { planRecipe } from "../services/recipes/plan";

export const recipePlanRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/recipes/:id/plan",
    summary:
      "Plans the recipe as a dinner for the servings asked, weekly if asked; its ingredients, scaled from the recipe's servings, go on the family's list in the same batch, merged into open items of the same name and unit.",
    tag: "recipes",
    access: "family",
    tells: ["dinner_meals_updated", "shopping_list_updated"],
    body: planRecipeBody,
    answer: { status: 201, description: "The planned dinner with its ingredients, picture, recipe, servings and weekly mark.", schema: dinnerMealAnswer },
    errors: {
      not_found: "No such recipe in the caller's family.",
      invalid_body: "An invalid date or time, a day before the family's today, servings not a whole number from 1 to 100, or weekly not a boolean.",
    },
    example: { params: { id: "{recipeId}" }, body: { scheduledDate: "2030-05-01T18:00:00.000Z", servings: 6 }, status: 201, foreign: [404] },
    handler: (c, { familyId, caller, params, body }) => {
      refusePassedDay(body.scheduledDate, caller.timeZone, Date.now());
      return planRecipe(c.get("db"), familyId, caller.userId, params.id, body);
    },
  }),
];
