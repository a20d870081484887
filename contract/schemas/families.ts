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

export const joinFamilyBody = v.object({
  code: v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.inviteInvalid), v.maxLength(64, m.inviteInvalid)),
});

export interface FamilyMember {
  id: string;
  name: string;
  role: string;
}

export interface Invite {
  code: string;
  url: string;
  expiresAt: string;
}
