import { apiMessages as m } from "@contract/messages";
import { COMMON_PASSWORDS } from "../data/common-passwords";
import { invalid } from "./http-error";

let common: Set<string> | undefined;

/** Refuses the 10,000 most common passwords, whatever their case (registration, reset, and an admin setting one). */
export function assertNotCommonPassword(password: string): void {
  common ??= new Set(COMMON_PASSWORDS);
  if (common.has(password.toLowerCase())) throw invalid(m.passwordTooCommon);
}
