import type { MessageAnswer } from "../../../../contract/schemas/auth";
import { api } from "../../../lib/api-client";
import { useAction } from "../../../lib/use-action";

export function requestPasswordReset(email: string): Promise<MessageAnswer> {
  return api<MessageAnswer>("/api/auth/reset-password", { method: "POST", body: { email }, auth: false });
}

export function useRequestPasswordReset() {
  return useAction(requestPasswordReset);
}
