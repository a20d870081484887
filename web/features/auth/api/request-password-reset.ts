import type { MessageAnswer } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";
import { useAction } from "@web/lib/use-action";

export function requestPasswordReset(email: string): Promise<MessageAnswer> {
  return api<MessageAnswer>("/api/auth/reset-password", { method: "POST", body: { email }, auth: false });
}

export function useRequestPasswordReset() {
  return useAction(requestPasswordReset);
}
