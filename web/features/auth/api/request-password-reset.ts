import type { MessageAnswer } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";
import { usePublicMutation, type PublicMutationHookOptions } from "@web/lib/public/public-mutation";

export function requestPasswordReset(email: string): Promise<MessageAnswer> {
  return api<MessageAnswer>("/api/auth/reset-password", { method: "POST", body: { email }, auth: false });
}

export const requestPasswordResetMutationOptions = { mutationFn: requestPasswordReset };

export const useRequestPasswordReset = (config?: PublicMutationHookOptions<typeof requestPasswordResetMutationOptions>) =>
  usePublicMutation(requestPasswordResetMutationOptions, config);
