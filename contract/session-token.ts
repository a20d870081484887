/**
 * A fresh session token for the same session, answered when the account's family moved to another
 * database (docs/scale.md "Several databases"): the phone keeps it in place of the one it sent.
 */
export const SESSION_TOKEN_HEADER = "X-Session-Token";
