import * as v from "valibot";
import { apiMessages as m } from "../messages";
import { DEFAULT_MEMBER_ROLE } from "../limits";
import { nameSchema } from "./common";

export const createMemberBody = v.object({
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

export interface FamilyMember {
  id: string;
  name: string;
  role: string;
  /** The member signs in to the app; such a member cannot be removed from the family page. */
  hasAccount: boolean;
}

/** An invite that can still be used; its code is stored only as a hash, so it is not shown again. */
export interface OpenInvite {
  id: string;
  createdAt: string;
  expiresAt: string;
  /** The username of whoever made it, null when that user is gone. */
  createdBy: string | null;
}

export interface Invite {
  code: string;
  url: string;
  expiresAt: string;
}
