import * as v from "valibot";
import { confirmMessages as m } from "../confirm-messages";
import { PASSWORD_MAX } from "../limits";

/** The account's own password, asked for again before a device credential is made: any text the account's password could be. */
/**
 * An object's message for a missing or malformed body: the text of the missing field named in
 * `byField`, else `otherwise` (valibot gives a missing key the object's message, not its field's).
 */
export const missingField =
  (byField: Record<string, string>, otherwise: string) =>
  (issue: v.BaseIssue<unknown>): string => {
    const key = issue.path?.[0]?.key;
    return (typeof key === "string" && byField[key]) || otherwise;
  };

export const confirmPasswordSchema = v.pipe(v.string(m.passwordRequired), v.minLength(1, m.passwordRequired), v.maxLength(PASSWORD_MAX, m.passwordWrong));
