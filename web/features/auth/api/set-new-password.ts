import type { MessageAnswer } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";
import { usePublicMutation, type PublicMutationHookOptions } from "@web/lib/public/public-mutation";

interface NewPasswordInput {
  token: string;
  password: string;
}

export function setNewPassword(input: NewPasswordInput): Promise<MessageAnswer> {
  return api<MessageAnswer>("/api/auth/new-password", { method: "POST", body: input, auth: false });
}

export const setNewPasswordMutationOptions = { mutationFn: setNewPassword };

export const useSetNewPassword = (config?: PublicMutationHookOptions<typeof setNewPasswordMutationOptions>) =>
  usePublicMutation(setNewPasswordMutationOptions, config);
