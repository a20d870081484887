import { apiMessages as m } from "@contract/messages";
import { COMMON_PASSWORDS } from "../data/common-passwords";
import { invalid } from "./http-error";

let common: Set<string> | undefined;

/** True for one of the 10,000 most common passwords, whatever its case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS);
  return common.has(password.toLowerCase());
}

/** Refuses the 10,000 most common passwords, whatever their case (registration, reset, and an admin setting one). */
export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw invalid(m.passwordTooCommon);
}
