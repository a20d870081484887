import * as v from "valibot";
import {
  createMemberBody,
  familyMemberAnswer,
  inviteAnswer,
  joinFamilyBody,
  memberBirthdayBody,
  openInviteAnswer,
  updateMemberBody,
} from "@contract/schemas/families";
import { defineRoute, familyListRoute } from "../http/route";
import { auditOf } from "../http/security-log";
import { followInvite } from "../middleware/relocate";
import { appOrigin } from "../lib/origin";
import {
  createInvite,
  createMember,
  familyMembersRead,
  joinFamily,
  openInvitesRead,
  removeMember,
  renameMember,
  revokeInvite,
  setMemberBirthday,
} from "../services/family/families";

const tag = "families";
const memberNotFound = { not_found: "No such member in the caller's family." };

export const familyRoutes = [
  familyListRoute({
    path: "/api/families/:familyId/members",
    summary: "The family's members (every user is one; members without an account too).",
    tag,
    answer: { status: 200, description: "In the order they were added.", schema: v.array(familyMemberAnswer) },
    read: familyMembersRead,
  }),
  defineRoute({
    method: "POST",
    path: "/api/family-members",
    summary: "Adds a member (without an account) to the caller's family.",
    tag,
    access: "family",
    tells: ["members_updated"],
    body: createMemberBody,
    answer: { status: 201, description: "The member (200 with the stored member when its `id` was already used by this family).", schema: familyMemberAnswer },
    errors: { conflict: "The `id` is used by another family." },
    example: { body: { name: "Guðrun", role: "Mamma", familyId: "{familyId}" }, status: 201, foreign: "own" },
    handler: (c, { familyId, body }) => createMember(c.get("db"), familyId, body),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/family-members/:id",
    summary: "Renames a member (the member's name, never a username).",
    tag,
    access: "family",
    tells: ["members_updated", "reminders_updated"],
    body: updateMemberBody,
    answer: { status: 200, description: "The member as they now are.", schema: familyMemberAnswer },
    errors: memberNotFound,
    example: { params: { id: "{memberId}" }, body: { name: "Rókur Jákup" }, status: 200, foreign: [404] },
    handler: (c, { familyId, params, body }) => renameMember(c.get("db"), familyId, params.id, body.name),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/family-members/:id/birthday",
    summary: "Sets a member's birthday (YYYY-MM-DD, not in the future), or forgets it with null.",
    tag,
    access: "family",
    tells: ["members_updated"],
    body: memberBirthdayBody,
    answer: { status: 200, description: "The member as they now are.", schema: familyMemberAnswer },
    errors: memberNotFound,
    example: { params: { id: "{memberId}" }, body: { birthday: "2017-03-14" }, status: 200, foreign: [404] },
    handler: (c, { familyId, params, body }) => setMemberBirthday(c.get("db"), familyId, params.id, body.birthday),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/family-members/:id",
    summary: "Removes a member without an account; their tasks become unassigned in the same batch.",
    tag,
    access: "family",
    tells: ["members_updated", "reminders_updated"],
    answer: { status: 204, description: "Removed." },
    errors: { ...memberNotFound, conflict: "The member has an account and cannot be removed." },
    example: { params: { id: "{memberId}" }, status: 204, foreign: [404] },
    handler: (c, { familyId, params }) => removeMember(c.get("db"), familyId, params.id),
  }),
  familyListRoute({
    path: "/api/families/:familyId/invites",
    summary: "The family's invites that can still be used, soonest to expire first (codes are never shown again).",
    tag,
    answer: { status: 200, description: "createdBy is the username, or null.", schema: v.array(openInviteAnswer) },
    read: openInvitesRead,
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/families/:familyId/invites/:id",
    summary: "Revokes an invite: its code stops working at once.",
    tag,
    access: "family",
    tells: ["members_updated"],
    answer: { status: 204, description: "Revoked." },
    errors: { not_found: "No such invite in the caller's family." },
    example: { params: { id: "{inviteId}" }, status: 204, foreign: [403] },
    handler: (c, { familyId, params }) => revokeInvite(c.get("db"), auditOf(c), familyId, params.id),
  }),
  defineRoute({
    method: "POST",
    path: "/api/families/:familyId/invites",
    summary: "An invite code and link, valid for 7 days for anyone who uses it.",
    tag,
    access: "family",
    answer: { status: 201, description: "The code and its link.", schema: inviteAnswer },
    example: { status: 201, foreign: [403] },
    handler: (c, { familyId, caller }) => createInvite(c.get("db"), c.env.JWT_SECRET, { ...auditOf(c), actorId: caller.userId }, familyId, appOrigin(c)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/families/join",
    summary: "Moves a signed-in user who has no family into the invite's family.",
    tag,
    access: "signed-in",
    tells: ["members_updated"],
    body: joinFamilyBody,
    options: { primary: true },
    answer: { status: 200, description: "The family joined.", schema: v.strictObject({ familyId: v.string() }) },
    errors: { conflict: "The user already has a family." },
    // The sample user already has a family, so even their own code is refused.
    example: { body: { code: "{inviteCode}" }, status: 409, foreign: [409] },
    handler: async (c, { caller, body }) => {
      await followInvite(c, caller, body.code);
      return joinFamily(c.get("db"), c.env.JWT_SECRET, auditOf(c), caller, body.code);
    },
  }),
];
