import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, PASSWORD_MIN, USERNAME_MIN } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import { emailSchema, passwordSchema, usernameSchema } from "@contract/schemas/auth";
import { checkLoginForm, checkRegisterForm } from "@web/features/auth/lib/forms";

/** What the forms checked with valibot before: the contract's schemas, first message per field. */
const loginSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.minLength(1, m.required), v.minLength(USERNAME_MIN, m.usernameTooShort)),
  password: v.pipe(v.string(), v.minLength(1, m.required), v.minLength(PASSWORD_MIN, m.passwordTooShort)),
});
const registerSchema = v.object({ username: usernameSchema, email: emailSchema, password: passwordSchema });

function byValibot(schema: v.GenericSchema, input: Record<string, string>) {
  const parsed = v.safeParse(schema, input);
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === "string" && !(key in errors)) errors[key] = issue.message;
  }
  return { success: parsed.success, errors, output: parsed.success ? parsed.output : undefined };
}

// Text near the rules' edges: names of 0–40 characters from the allowed set and beyond, addresses
// built from parts, spaces around, and the occasional non-ASCII character.
const piece = fc.stringMatching(/^[a-zA-Z0-9._+\-æøð]{0,12}$/);
const padded = (text: fc.Arbitrary<string>) => fc.tuple(fc.constantFrom("", " ", "  "), text, fc.constantFrom("", " ")).map(([a, b, c]) => a + b + c);
const username = padded(fc.oneof(piece, fc.string({ maxLength: 40 }), fc.stringMatching(/^[a-zA-Z0-9._-]{30,34}$/)));
const email = padded(
  fc.oneof(
    fc.tuple(piece, piece, piece).map(([a, b, c]) => `${a}@${b}.${c}`),
    fc.string({ maxLength: 20 }),
  ),
);
const password = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ minLength: 250, maxLength: 260 }));

/** Our checks and the reference agree on an input: same success, same first message per field, same output. */
function expectAgreement(ours: { success: boolean; errors: object; output: object }, schema: v.GenericSchema, input: Record<string, string>) {
  const reference = byValibot(schema, input);
  expect(ours.errors).toEqual(reference.errors);
  expect(ours.success).toBe(reference.success);
  if (reference.success) expect(ours.output).toEqual(reference.output);
}

const RUNS = { numRuns: 2000, seed: 20261123 };

describe("the sign-in route's form checks (no valibot in its bundle)", () => {
  it("judge the sign-in form as the contract's rules do, with the same first message per field", () => {
    fc.assert(
      fc.property(username, password, (name, secret) =>
        expectAgreement(checkLoginForm({ username: name, password: secret }), loginSchema, { username: name, password: secret }),
      ),
      RUNS,
    );
  });

  it("judge the registration form as the server's schemas do, with the same first message per field", () => {
    fc.assert(
      fc.property(username, email, password, (name, address, secret) => {
        const input = { username: name, email: address, password: secret };
        expectAgreement(checkRegisterForm(input), registerSchema, input);
      }),
      RUNS,
    );
  });

  it("judge an e-mail address as valibot's own email check does", () => {
    const valibotEmail = v.pipe(v.string(), v.email());
    fc.assert(
      fc.property(email, (address) => {
        expect(EMAIL_PATTERN.test(address)).toBe(v.is(valibotEmail, address));
      }),
      RUNS,
    );
  });

  it("accept a good registration and trim what the server trims", () => {
    const result = checkRegisterForm({ username: " anna.j ", email: " anna@example.fo ", password: "Fh-langt-loyniord" });
    expect(result).toEqual({ success: true, errors: {}, output: { username: "anna.j", email: "anna@example.fo", password: "Fh-langt-loyniord" } });
  });
});
