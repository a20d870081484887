import * as v from "valibot";
import { adminTexts, apiMessages as m } from "../messages";
import { EMAIL_MAX, EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from "../limits";

export const usernameSchema = v.pipe(
  v.string(m.required),
  v.trim(),
  v.minLength(USERNAME_MIN, m.usernameTooShort),
  v.maxLength(USERNAME_MAX, m.usernameTooLong),
  v.regex(USERNAME_PATTERN, m.usernameInvalid),
);

export const passwordSchema = v.pipe(v.string(m.required), v.minLength(PASSWORD_MIN, m.passwordTooShort), v.maxLength(PASSWORD_MAX, m.passwordTooLong));

/** The new-password screen takes the same 8–256 as every other password (docs/decisions.md#accounts-and-sign-in). */
const resetPasswordSchema = passwordSchema;

export const emailSchema = v.pipe(v.string(m.required), v.trim(), v.maxLength(EMAIL_MAX, m.emailInvalid), v.regex(EMAIL_PATTERN, m.emailInvalid));

const challengeTokenSchema = v.pipe(v.string(m.required), v.maxLength(2048));
const challengeAnswerSchema = v.union([v.number(), v.pipe(v.string(), v.maxLength(10))], m.wrongAnswer);

export const loginBody = v.object({
  // Sign-in only needs to match an account; the registration rules would leak them.
  username: v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.required), v.maxLength(USERNAME_MAX, m.loginFailed)),
  password: v.pipe(v.string(m.required), v.minLength(1, m.required), v.maxLength(PASSWORD_MAX, m.passwordTooLong)),
  rememberMe: v.optional(v.boolean(), false),
  // Sent only after a `challenge_required` answer: the challenge it carried, and its sum.
  securityToken: v.optional(challengeTokenSchema),
  answer: v.optional(challengeAnswerSchema),
});
export type LoginBody = v.InferOutput<typeof loginBody>;

export const registerBody = v.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  securityToken: challengeTokenSchema,
  answer: challengeAnswerSchema,
  website: v.optional(v.pipe(v.string(), v.maxLength(2048)), ""),
  inviteCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
});
export type RegisterBody = v.InferOutput<typeof registerBody>;

export const resetRequestBody = v.object({ email: emailSchema });
export const newPasswordBody = v.object({
  token: v.pipe(v.string(m.required), v.minLength(1, m.required), v.maxLength(256)),
  password: resetPasswordSchema,
});

export const challengeAnswer = v.strictObject({ a: v.number(), b: v.number(), securityToken: v.string() });
export type Challenge = v.InferOutput<typeof challengeAnswer>;

export const currentUserAnswer = v.strictObject({
  id: v.string(),
  username: v.string(),
  email: v.string(),
  familyId: v.nullable(v.string()),
  isAdmin: v.boolean(),
  verified: v.boolean(),
  /** The family's time zone (IANA name): its "today", midnights and shown times. */
  timeZone: v.string(),
  /**
   * The zone's offsets from five years back to next year (contract/time/zone.ts
   * ZoneOffsetTable), so the app draws dates without reading them from Intl. Absent for a zone the
   * server cannot read.
   */
  zoneOffsets: v.optional(
    v.strictObject({
      fromYear: v.number(),
      toYear: v.number(),
      spans: v.pipe(v.array(v.tuple([v.number(), v.number()])), v.maxLength(100)),
    }),
  ),
  /** An administrator without a second factor: the session may only enrol one (docs/features/auth.md). */
  mfaEnrolRequired: v.optional(v.literal(true)),
});
export type CurrentUser = v.InferOutput<typeof currentUserAnswer>;

export const loginAnswer = v.strictObject({ token: v.string(), user: currentUserAnswer });
export type LoginAnswer = v.InferOutput<typeof loginAnswer>;

/** An administrator's password was right: the sign-in goes on with `POST /api/auth/login/totp`. No session yet. */
export const mfaRequiredAnswer = v.strictObject({ mfaRequired: v.literal(true), mfaToken: v.string() });
export type MfaRequiredAnswer = v.InferOutput<typeof mfaRequiredAnswer>;
export const signInAnswer = v.union([loginAnswer, mfaRequiredAnswer]);
export type SignInAnswer = v.InferOutput<typeof signInAnswer>;

/** A TOTP code (6 digits) or a recovery code (16 letters and digits, dashes and spaces ignored). */
const codeSchema = (tooLong: string) => v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.required), v.maxLength(40, tooLong));
export const totpLoginBody = v.object({
  mfaToken: v.pipe(v.string(m.required), v.minLength(1, m.required), v.maxLength(256, m.mfaTokenInvalid)),
  code: codeSchema(m.codeWrong),
});
/** Step-up and enrolment: admin routes, English. */
export const secondFactorCodeBody = v.object({ code: codeSchema(adminTexts.codeWrong) });
/** Enrolment's first step: the one-time enrolment code (`npm run make-admin`, or New User's answer). */
export const totpSetupBody = v.object({ enrolmentCode: codeSchema(adminTexts.enrolmentCodeWrong) });
export const totpSetupAnswer = v.strictObject({ secret: v.string(), uri: v.string() });
export type TotpSetupAnswer = v.InferOutput<typeof totpSetupAnswer>;
export const recoveryCodesAnswer = v.strictObject({ recoveryCodes: v.array(v.string()) });
export type RecoveryCodesAnswer = v.InferOutput<typeof recoveryCodesAnswer>;

export const messageAnswer = v.strictObject({ message: v.string() });
export type MessageAnswer = v.InferOutput<typeof messageAnswer>;
