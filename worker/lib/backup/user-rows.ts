import * as v from "valibot";
import { USERNAME_MAX, USERNAME_MIN } from "@contract/limits";
import { emailSchema, usernameSchema } from "@contract/schemas/auth";
import { isAppPasswordHash } from "../passwords";
import type { BackupRow } from "./format";

const LINE_BREAK = /[\r\n]/;

/** A name as registration would have stored it: its own schema accepts it unchanged, and no line break could reach a mail header. */
function registered(schema: typeof usernameSchema | typeof emailSchema, value: unknown, wrong: string): string | null {
  if (typeof value !== "string") return null;
  if (LINE_BREAK.test(value)) return "may not hold a line break";
  const result = v.safeParse(schema, value);
  return result.success && result.output === value ? null : wrong;
}

/**
 * A users row holds only what the app itself writes: a username and an address registration
 * accepts, and a password hash in the app's own scrypt format with parameters it uses or used.
 * (A value of the wrong type is the column check's problem, not these.)
 */
export function userRowProblems(row: BackupRow): { column: string; message: string }[] {
  const problems = [
    {
      column: "username",
      message: registered(usernameSchema, row.username, `is not a username registration accepts (${USERNAME_MIN}–${USERNAME_MAX} letters, digits, . _ -)`),
    },
    { column: "email", message: registered(emailSchema, row.email, "is not an e-mail address registration accepts") },
    {
      column: "password_hash",
      message:
        typeof row.password_hash === "string" && !isAppPasswordHash(row.password_hash)
          ? "is not a password hash this app writes (its scrypt format and parameters)"
          : null,
    },
  ];
  return problems.flatMap(({ column, message }) => (message ? [{ column, message }] : []));
}
