import { choreAnswer, choreBody, kitchenBoardAnswer, skipBody } from "@contract/schemas/kitchen";
import { tickAnswer } from "@contract/schemas/kitchen-screen";
import { defineRoute } from "../http/route";
import { kitchenBoard } from "../services/kitchen/board";
import { createChore, deleteChore, replaceChore } from "../services/kitchen/chores";
import { approveCompletion, skipChore, undoCompletion } from "../services/kitchen/completions";

/** The board, routines and chores, from a parent's phone (docs/features/kitchen.md "Chores and routines"). */

const tag = "kitchen";
const noChore = { not_found: "No such chore in the caller's family." };
const noCompletion = { not_found: "No such completion in the caller's family." };

export const kitchenChoreRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/kitchen/board",
    summary: "Children with their stars, parents, chores, today's tasks, rewards and waiting requests.",
    tag,
    access: "family",
    answer: { status: 200, description: "The family's kitchen today, on its clock.", schema: kitchenBoardAnswer },
    example: { status: 200, foreign: "own" },
    handler: async (c, { familyId, caller }) => c.json(await kitchenBoard(c.get("db"), familyId, caller.timeZone)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/chores",
    summary: "Adds a routine or a chore.",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    body: choreBody,
    answer: { status: 201, description: "The chore.", schema: choreAnswer },
    example: {
      body: {
        kind: "chore",
        schedule: { every: "day" },
        mode: "rotate",
        title: "Taka út ruskið",
        emoji: "🗑️",
        stars: 2,
        members: ["{childId}"],
        approval: "auto",
      },
      status: 201,
      foreign: [400],
    },
    handler: (c, { familyId, body }) => createChore(c.get("db"), familyId, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/kitchen/chores/:id",
    summary: "Replaces a routine or chore; its completions so far stay.",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    body: choreBody,
    answer: { status: 200, description: "The chore as it now is.", schema: choreAnswer },
    errors: noChore,
    example: {
      params: { id: "{choreId}" },
      body: { kind: "routine", partOfDay: "evening", title: "Borsta tenn", emoji: "🪥", stars: 1, members: ["{childId}"], approval: "auto" },
      status: 200,
      foreign: [404],
    },
    handler: (c, { familyId, params, body }) => replaceChore(c.get("db"), familyId, params.id, body),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/kitchen/chores/:id",
    summary: "Deletes a routine or chore with its completions (its ledger entries stay).",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    answer: { status: 204, description: "Deleted." },
    errors: noChore,
    example: { params: { id: "{choreId}" }, status: 204, foreign: [404] },
    handler: (c, { familyId, params }) => deleteChore(c.get("db"), familyId, params.id),
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/chores/:id/skip",
    summary: "Skips today's turn (or a child's copy): it earns nothing and burns no turn.",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    body: skipBody,
    answer: { status: 201, description: "Today's task, skipped.", schema: tickAnswer },
    errors: { ...noChore, conflict: "Not due today, not the child's, or already done." },
    example: { params: { id: "{choreId}" }, body: { memberId: "{childId}" }, status: 201, foreign: [404] },
    handler: (c, { familyId, caller, params, body }) =>
      skipChore(c.get("db"), { userId: caller.userId }, { familyId, timeZone: caller.timeZone }, params.id, body.memberId),
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/completions/:id/approve",
    summary: "Approves a tick that waits for a parent: done, and its stars paid.",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    answer: { status: 200, description: "The task, done, and the child's stars.", schema: tickAnswer },
    errors: { ...noCompletion, conflict: "Not pending." },
    example: { params: { id: "{completionId}" }, status: 200, foreign: [404] },
    handler: (c, { familyId, caller, params }) => approveCompletion(c.get("db"), { userId: caller.userId }, familyId, params.id),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/kitchen/completions/:id",
    summary: "Undoes a tick (or a skip): removed, its stars taken back by an undo entry; a rotate chore's turn is computed again.",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    answer: { status: 204, description: "Undone." },
    errors: { ...noCompletion, conflict: "The stars are already spent." },
    example: { params: { id: "{completionId}" }, status: 204, foreign: [404] },
    handler: (c, { familyId, caller, params }) => undoCompletion(c.get("db"), { userId: caller.userId }, familyId, params.id),
  }),
];
