import { PASSWORD_MIN } from "@contract/limits";

type NewPasswordFailure = "allRequired" | "mismatch" | "tooShort";

/** In this order: both filled, equal, at least 6 characters. */
export function checkNewPassword(password: string, confirm: string): NewPasswordFailure | null {
  if (password === "" || confirm === "") return "allRequired";
  if (password !== confirm) return "mismatch";
  if (password.length < PASSWORD_MIN) return "tooShort";
  return null;
}
