import * as v from "valibot";
import { addedItemAnswer } from "@contract/schemas/shopping";
import { dinnerMealAnswer } from "@contract/schemas/meals";
import { ledgerEntryAnswer, rewardRequestAnswer } from "@contract/schemas/kitchen";
import { askBody, parentActionBody, screenShoppingBody, screenTodayAnswer, tickAnswer, tickBody } from "@contract/schemas/kitchen-screen";
import { defineRoute } from "../http/route";
import { runEffects } from "../http/run-effects";
import { childAsk, childTick } from "../services/kitchen/child-actions";
import { parentAction } from "../services/kitchen/parent-actions";
import { screenToday } from "../services/kitchen/screen-today";
import { familyDatabaseOf } from "../middleware/db";
import { issueScreenLiveTicket } from "../services/auth/live-tickets";
import { addShoppingItem, ensureShoppingList } from "../services/shopping/lists";
import { updateMeal } from "../services/meals/update";

/** What a paired kitchen screen may do, and nothing else (docs/features/kitchen.md "What a screen may do"). */

const tag = "kitchen screen";
const pinErrors = {
  forbidden: "A wrong PIN, or a parent without one.",
  rate_limited: "Five wrong PINs for this profile in 15 minutes, on any of the family's screens: wait (Retry-After); the parents are told by push.",
} as const;

export const kitchenScreenRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/kitchen/screen/today",
    summary: "Everything the screen shows: the board, today's events, open tasks, tonight's dinner and the shopping list.",
    tag,
    access: "kitchen",
    answer: { status: 200, description: "The family's day on its clock.", schema: screenTodayAnswer },
    example: { status: 200, foreign: "own" },
    handler: async (c, { screen }) => c.json(await screenToday(c.get("db"), screen)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/screen/live-ticket",
    summary: "A single-use ticket for the screen to open the family's live channel (`GET /api/ws`), valid 30 seconds.",
    tag,
    access: "kitchen",
    answer: { status: 200, description: "The ticket; it opens nothing once the screen is revoked.", schema: v.strictObject({ ticket: v.string() }) },
    example: { status: 200, foreign: "own" },
    handler: async (c, { screen }) => c.json({ ticket: await issueScreenLiveTicket(c.get("db"), familyDatabaseOf(c), screen) }),
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/screen/ticks",
    summary: "A child ticks today's routine or chore (with their PIN when they have one).",
    tag,
    access: "kitchen",
    tells: ["kitchen_updated"],
    body: tickBody,
    answer: { status: 201, description: "Today's task as it now is (pending when a parent must approve), and the child's stars.", schema: tickAnswer },
    errors: {
      ...pinErrors,
      not_found: "No such chore or child in the screen's family.",
      conflict: "Not due today, not the child's (turn), or already done or won.",
    },
    example: { body: { choreId: "{choreId}", memberId: "{childId}" }, status: 201, foreign: [404] },
    handler: (c, { screen, body }) => childTick(c.get("db"), screen, body, (effects) => runEffects(c, effects)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/screen/requests",
    summary: "A child asks for a reward (approved at once when the reward says so).",
    tag,
    access: "kitchen",
    tells: ["kitchen_updated"],
    body: askBody,
    answer: { status: 201, description: "The request, pending or approved.", schema: rewardRequestAnswer },
    errors: {
      ...pinErrors,
      not_found: "No such reward or child in the screen's family.",
      conflict: "Not enough stars, within the cooldown, or not for this child.",
    },
    example: { body: { rewardId: "{rewardId}", memberId: "{childId}" }, status: 201, foreign: [404] },
    handler: (c, { screen, body }) => childAsk(c.get("db"), screen, body, (effects) => runEffects(c, effects)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/screen/shopping-items",
    summary: "Adds to the family's shopping list (merging like the phones' add).",
    tag,
    access: "kitchen",
    tells: ["shopping_list_updated"],
    body: screenShoppingBody,
    answer: { status: 201, description: "The item (200 with `merged` when an open item of the same name took it).", schema: addedItemAnswer },
    example: { body: { name: "Egg" }, status: 201, foreign: "own" },
    handler: async (c, { screen, body }) => {
      const db = c.get("db");
      const list = await ensureShoppingList(db, screen.familyId);
      const added = await addShoppingItem(db, screen.familyId, null, {
        id: body.id,
        listId: list.body.id,
        name: body.name,
        quantity: body.quantity,
        unit: null,
      });
      return { ...added, effects: [...list.effects, ...added.effects] };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/screen/parent-actions",
    summary: "A parent approves, declines or undoes on the screen, with their PIN.",
    tag,
    access: "kitchen",
    tells: ["kitchen_updated"],
    body: parentActionBody,
    answer: {
      status: 200,
      description: "As the phone's call of the same action answers (201 for an undo entry, 204 for an undone completion).",
      schema: v.union([rewardRequestAnswer, tickAnswer, ledgerEntryAnswer]),
    },
    errors: {
      ...pinErrors,
      not_found: "No such parent, request, completion or entry in the screen's family.",
      conflict: "Not pending any more, already undone, or not enough stars.",
    },
    example: { body: { parentId: "{parentId}", pin: "2468", action: "approve-request", id: "{requestId}" }, status: 200, foreign: [404] },
    handler: (c, { screen, body }) => parentAction(c.get("db"), screen, body, (effects) => runEffects(c, effects)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/screen/dinners/:id/done",
    summary: "Marks the family's dinner done, as cook mode ends: completed as a phone completes it (a weekly one planned again a week later).",
    tag,
    access: "kitchen",
    tells: ["dinner_meals_updated", "shopping_list_updated"],
    answer: { status: 200, description: "The dinner as it now is.", schema: dinnerMealAnswer },
    errors: { not_found: "No such dinner in the screen's family." },
    example: { params: { id: "{mealId}" }, status: 200, foreign: [404] },
    handler: (c, { screen, params }) => updateMeal(c.get("db"), screen.familyId, params.id, { completed: true }),
  }),
];
