import * as v from "valibot";
import { apiMessages as m } from "../messages";
import { DEFAULT_MEMBER_ROLE } from "../limits";
import { BIRTHDAY_EARLIEST_YEAR } from "../birthdays";
import { isCalendarDate } from "../time/calendar-date";
import { clientIdSchema, dateAnswer, instantAnswer, nameSchema } from "./common";

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

/** The latest date it is anywhere on Earth now (UTC+14): a birthday may not be after it. */
const latestToday = () => new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** PUT /api/family-members/{id}/birthday: a real date from BIRTHDAY_EARLIEST_YEAR to today, or null to forget it. */
export const memberBirthdayBody = v.strictObject({
  birthday: v.nullable(
    v.pipe(
      v.string(m.birthdayInvalid),
      v.check(isCalendarDate, m.birthdayInvalid),
      v.check((date) => Number(date.slice(0, 4)) >= BIRTHDAY_EARLIEST_YEAR, m.birthdayInvalid),
      v.check((date) => date <= latestToday(), m.birthdayInFuture),
    ),
  ),
});
export type MemberBirthdayBody = v.InferInput<typeof memberBirthdayBody>;

export const joinFamilyBody = v.object({
  code: v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.inviteInvalid), v.maxLength(64, m.inviteInvalid)),
});

export const familyMemberAnswer = v.strictObject({
  id: v.string(),
  name: v.string(),
  role: v.string(),
  /** The member signs in to the app; such a member cannot be removed from the family page. */
  hasAccount: v.boolean(),
  /** YYYY-MM-DD, or null when nobody has given it. */
  birthday: v.nullable(dateAnswer),
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
