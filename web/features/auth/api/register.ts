import type { MessageAnswer } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";
import { usePublicMutation, type PublicMutationHookOptions } from "@web/lib/public/public-mutation";

interface RegisterInput {
  username: string;
  email: string;
  password: string;
  securityToken: string;
  answer: number;
  website: string;
  inviteCode?: string;
}

export function register(input: RegisterInput): Promise<MessageAnswer> {
  return api<MessageAnswer>("/api/auth/register", { method: "POST", body: input, auth: false });
}

export const registerMutationOptions = { mutationFn: register };

export const useRegister = (config?: PublicMutationHookOptions<typeof registerMutationOptions>) => usePublicMutation(registerMutationOptions, config);
