import * as v from "valibot";
import { RESET_PASSWORD_MIN, USERNAME_MIN } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import { emailSchema, passwordSchema, usernameSchema } from "@contract/schemas/auth";

/**
 * Sign-in: both required, username at least 5 characters. The usual password minimum
 * of 8 is lowered to the new-password screen's 6 (docs/decisions.md#accounts-and-sign-in): with 8, a person who chose a
 * 6-character password there could never sign in again.
 */
export const loginForm = v.object({
  username: v.pipe(v.string(), v.trim(), v.minLength(1, m.required), v.minLength(USERNAME_MIN, m.usernameTooShort)),
  password: v.pipe(v.string(), v.minLength(1, m.required), v.minLength(RESET_PASSWORD_MIN, m.resetPasswordTooShort)),
});

/** Registration uses the server's own field rules. */
export const registerForm = v.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** First message per field, for showing under each input. */
export function fieldErrors<K extends string>(issues: readonly v.BaseIssue<unknown>[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === "string" && !(key in errors)) errors[key as K] = issue.message;
  }
  return errors;
}
