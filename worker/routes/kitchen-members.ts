import * as v from "valibot";
import { familyDate } from "@contract/time/zone";
import { awayBody, childProfileBody, kitchenChildAnswer, ledgerPageAnswer, pinBody } from "@contract/schemas/kitchen";
import { idSchema } from "@contract/schemas/common";
import { defineRoute } from "../http/route";
import { ledgerPage } from "../services/kitchen/ledger";
import { setAway, setChildProfile } from "../services/kitchen/members";
import { resetPin, setPin } from "../services/kitchen/pins";

/** Children as profiles, PINs and away days, from a parent's phone (docs/features/kitchen.md "Children and parents"). */

const tag = "kitchen";
const noMember = { not_found: "No such member (or child) in the caller's family." };

export const kitchenMemberRoutes = [
  defineRoute({
    method: "PATCH",
    path: "/api/kitchen/members/:id",
    summary: "Makes a member without an account a child (or not), with a colour and an emoji.",
    tag,
    access: "family",
    tells: ["kitchen_updated", "members_updated"],
    body: childProfileBody,
    answer: { status: 200, description: "The member as the kitchen sees a child.", schema: kitchenChildAnswer },
    errors: noMember,
    example: { params: { id: "{childId}" }, body: { child: true, colour: "#e53935", avatar: "🦊" }, status: 200, foreign: [404] },
    handler: (c, { familyId, caller, params, body }) => setChildProfile(c.get("db"), familyId, params.id, body, familyDate(Date.now(), caller.timeZone)),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/kitchen/members/:id/pin",
    summary: "Sets a child's PIN, or the caller's own parent PIN.",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    body: pinBody,
    answer: { status: 204, description: "Set; the profile's tries are forgotten." },
    errors: { ...noMember, forbidden: "Another parent's PIN." },
    example: { params: { id: "{childId}" }, body: { pin: "1357" }, status: 204, foreign: [404] },
    handler: (c, { familyId, caller, params, body }) => setPin(c.get("db"), caller, familyId, params.id, body.pin),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/kitchen/members/:id/pin",
    summary: "Resets a child's PIN (or the caller's own): removed, and its tries forgotten.",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    answer: { status: 204, description: "Reset." },
    errors: { ...noMember, forbidden: "Another parent's PIN." },
    example: { params: { id: "{childId}" }, status: 204, foreign: [404] },
    handler: (c, { familyId, caller, params }) => resetPin(c.get("db"), caller, familyId, params.id),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/kitchen/members/:id/away",
    summary: "The child is away these family days: their rotate turns wait.",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    body: awayBody,
    answer: { status: 204, description: "Set." },
    errors: noMember,
    example: { params: { id: "{childId}" }, body: { from: "2026-12-20", to: "2026-12-27" }, status: 204, foreign: [404] },
    handler: (c, { familyId, params, body }) => setAway(c.get("db"), familyId, params.id, body),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/kitchen/members/:id/away",
    summary: "The child is no longer away.",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    answer: { status: 204, description: "Cleared." },
    errors: noMember,
    example: { params: { id: "{childId}" }, status: 204, foreign: [404] },
    handler: (c, { familyId, params }) => setAway(c.get("db"), familyId, params.id, null),
  }),
  defineRoute({
    method: "GET",
    path: "/api/kitchen/members/:id/ledger",
    summary: "A child's stars and their ledger, newest first, 50 a page.",
    tag,
    access: "family",
    query: v.object({ before: v.optional(idSchema) }),
    answer: { status: 200, description: "The balance and a page of entries (`before`: the last entry id of the page before).", schema: ledgerPageAnswer },
    errors: noMember,
    example: { params: { id: "{childId}" }, status: 200, foreign: [404] },
    handler: async (c, { familyId, params, query }) => c.json(await ledgerPage(c.get("db"), familyId, params.id, query.before)),
  }),
];
