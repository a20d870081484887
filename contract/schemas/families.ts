import * as v from "valibot";
import { apiMessages as m } from "../messages";
import { DEFAULT_MEMBER_ROLE } from "../limits";
import { clientIdSchema, instantAnswer, nameSchema } from "./common";

export const createMemberBody = v.object({
  /** The phone's own id for a member added offline (docs/features/offline.md). */
  id: clientIdSchema,
  name: nameSchema,
  role: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(200, m.nameTooLong),
      v.transform((role) => role || DEFAULT_MEMBER_ROLE),
    ),
    DEFAULT_MEMBER_ROLE,
  ),
});

/** PATCH /api/family-members/{id}: a rename. */
export const updateMemberBody = v.strictObject({ name: nameSchema });

export const joinFamilyBody = v.object({
  code: v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.inviteInvalid), v.maxLength(64, m.inviteInvalid)),
});

export const familyMemberAnswer = v.strictObject({
  id: v.string(),
  name: v.string(),
  role: v.string(),
  /** The member signs in to the app; such a member cannot be removed from the family page. */
  hasAccount: v.boolean(),
});
export type FamilyMember = v.InferOutput<typeof familyMemberAnswer>;

/** An invite that can still be used; its code is stored only as a hash, so it is not shown again. */
export const openInviteAnswer = v.strictObject({
  id: v.string(),
  createdAt: instantAnswer,
  expiresAt: instantAnswer,
  /** The username of whoever made it, null when that user is gone. */
  createdBy: v.nullable(v.string()),
});
export type OpenInvite = v.InferOutput<typeof openInviteAnswer>;

export const inviteAnswer = v.strictObject({ code: v.string(), url: v.string(), expiresAt: instantAnswer });
export type Invite = v.InferOutput<typeof inviteAnswer>;

export type CreateMemberBody = v.InferInput<typeof createMemberBody>;
export type UpdateMemberBody = v.InferInput<typeof updateMemberBody>;
export type JoinFamilyBody = v.InferInput<typeof joinFamilyBody>;
