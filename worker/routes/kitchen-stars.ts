import { ledgerBody, ledgerEntryAnswer, rewardAnswer, rewardBody, rewardRequestAnswer } from "@contract/schemas/kitchen";
import { defineRoute } from "../http/route";
import { addEntry, undoEntry } from "../services/kitchen/ledger";
import { approveRequest, declineRequest } from "../services/kitchen/requests";
import { createReward, deleteReward, replaceReward } from "../services/kitchen/rewards";

/** Stars, rewards and requests, from a parent's phone (docs/features/kitchen.md "Stars: a ledger", "Rewards and requests"). */

const tag = "kitchen";
const tells = ["kitchen_updated"] as const;
const noReward = { not_found: "No such reward in the caller's family." };
const noRequest = { not_found: "No such request in the caller's family." };
const rewardExample = { title: "Ein ísur", emoji: "🍦", cost: 5, members: null, cooldownHours: 24, approveAtOnce: false };

export const kitchenStarRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/kitchen/ledger",
    summary: "Gives a child stars outside chores, or takes some away (never below zero).",
    tag,
    access: "family",
    tells,
    body: ledgerBody,
    answer: { status: 201, description: "The entry.", schema: ledgerEntryAnswer },
    errors: { not_found: "No such child in the caller's family.", conflict: "A deduction larger than the balance." },
    example: { body: { memberId: "{childId}", kind: "bonus", stars: 3, note: "Hjálpti við uppvaskinum" }, status: 201, foreign: [404] },
    handler: (c, { familyId, caller, body }) => addEntry(c.get("db"), { userId: caller.userId }, familyId, body),
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/ledger/:id/undo",
    summary: "Undoes a ledger entry with an entry of minus its stars (a redemption's request becomes undone, a chore's tick is removed).",
    tag,
    access: "family",
    tells,
    answer: { status: 201, description: "The undo entry.", schema: ledgerEntryAnswer },
    errors: { not_found: "No such entry in the caller's family.", conflict: "Already undone, an undo itself, or the stars are already spent." },
    example: { params: { id: "{entryId}" }, status: 201, foreign: [404] },
    handler: (c, { familyId, caller, params }) => undoEntry(c.get("db"), { userId: caller.userId }, familyId, params.id),
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/rewards",
    summary: "Adds a reward children may ask for.",
    tag,
    access: "family",
    tells,
    body: rewardBody,
    answer: { status: 201, description: "The reward.", schema: rewardAnswer },
    example: { body: rewardExample, status: 201, foreign: "own" },
    handler: (c, { familyId, body }) => createReward(c.get("db"), familyId, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/kitchen/rewards/:id",
    summary: "Replaces a reward.",
    tag,
    access: "family",
    tells,
    body: rewardBody,
    answer: { status: 200, description: "The reward as it now is.", schema: rewardAnswer },
    errors: noReward,
    example: { params: { id: "{rewardId}" }, body: { ...rewardExample, cost: 8 }, status: 200, foreign: [404] },
    handler: (c, { familyId, params, body }) => replaceReward(c.get("db"), familyId, params.id, body),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/kitchen/rewards/:id",
    summary: "Deletes a reward and its requests (the redemptions stay in the ledger).",
    tag,
    access: "family",
    tells,
    answer: { status: 204, description: "Deleted." },
    errors: noReward,
    example: { params: { id: "{rewardId}" }, status: 204, foreign: [404] },
    handler: (c, { familyId, caller, params }) => deleteReward(c.get("db"), { userId: caller.userId }, familyId, params.id),
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/requests/:id/approve",
    summary: "Approves a child's request: the stars are redeemed (never below zero).",
    tag,
    access: "family",
    tells,
    answer: { status: 200, description: "The request, approved, with its redemption entry.", schema: rewardRequestAnswer },
    errors: { ...noRequest, conflict: "Not pending, or not enough stars any more." },
    example: { params: { id: "{requestId}" }, status: 200, foreign: [404] },
    handler: (c, { familyId, caller, params }) => approveRequest(c.get("db"), { userId: caller.userId }, familyId, params.id),
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/requests/:id/decline",
    summary: "Declines a child's request and gives back the stars it held.",
    tag,
    access: "family",
    tells,
    answer: { status: 200, description: "The request, declined.", schema: rewardRequestAnswer },
    errors: { ...noRequest, conflict: "Not pending." },
    example: { params: { id: "{requestId}" }, status: 200, foreign: [404] },
    handler: (c, { familyId, caller, params }) => declineRequest(c.get("db"), { userId: caller.userId }, familyId, params.id),
  }),
];
