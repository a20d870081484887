import { EMAIL_MAX, EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";

/**
 * The sign-in and registration forms' field checks. They apply the contract's rules for these
 * fields (contract/schemas/auth.ts) without valibot: valibot is one module, so the sign-in route
 * importing it would carry every validator any page uses, past the route's size budget.
 * test/unit/auth-forms.test.ts holds them equal to the contract's valibot schemas.
 */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A field's first broken rule, in the order the contract's schema checks them; null when it passes. */
type Rule = (value: string) => string | null;

const minLength =
  (min: number, message: string): Rule =>
  (value) =>
    value.length < min ? message : null;
const maxLength =
  (max: number, message: string): Rule =>
  (value) =>
    value.length > max ? message : null;
const pattern =
  (expression: RegExp, message: string): Rule =>
  (value) =>
    expression.test(value) ? null : message;

const firstBroken = (value: string, rules: readonly Rule[]) => rules.reduce<string | null>((found, rule) => found ?? rule(value), null);

interface FormResult<K extends string> {
  output: Record<K, string>;
  errors: FieldErrors<K>;
  success: boolean;
}

function checkForm<K extends string>(fields: Record<K, { value: string; trim?: boolean; rules: readonly Rule[] }>): FormResult<K> {
  const output = {} as Record<K, string>;
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(fields) as K[]) {
    const { value: raw, trim, rules } = fields[key];
    const value = trim ? raw.trim() : raw;
    output[key] = value;
    const message = firstBroken(value, rules);
    if (message) errors[key] = message;
  }
  return { output, errors, success: Object.keys(errors).length === 0 };
}

/** Sign-in: both required, username at least 5 characters, password at least 8 as everywhere. */
export const checkLoginForm = (input: { username: string; password: string }) =>
  checkForm({
    username: { value: input.username, trim: true, rules: [minLength(1, m.required), minLength(USERNAME_MIN, m.usernameTooShort)] },
    password: { value: input.password, rules: [minLength(1, m.required), minLength(PASSWORD_MIN, m.passwordTooShort)] },
  });

/** Registration: the server's own rules for username, e-mail and password. */
export const checkRegisterForm = (input: { username: string; email: string; password: string }) =>
  checkForm({
    username: {
      value: input.username,
      trim: true,
      rules: [minLength(USERNAME_MIN, m.usernameTooShort), maxLength(USERNAME_MAX, m.usernameTooLong), pattern(USERNAME_PATTERN, m.usernameInvalid)],
    },
    email: { value: input.email, trim: true, rules: [maxLength(EMAIL_MAX, m.emailInvalid), pattern(EMAIL_PATTERN, m.emailInvalid)] },
    password: { value: input.password, rules: [minLength(PASSWORD_MIN, m.passwordTooShort), maxLength(PASSWORD_MAX, m.passwordTooLong)] },
  });
