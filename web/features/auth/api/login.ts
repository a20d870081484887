import type { LoginAnswer } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";
import { usePublicMutation, type PublicMutationHookOptions } from "@web/lib/public-mutation";

interface LoginInput {
  username: string;
  password: string;
  rememberMe: boolean;
  /** Only after a `challenge_required` refusal: its challenge and the answer. */
  securityToken?: string;
  answer?: string;
}

export function login(input: LoginInput): Promise<LoginAnswer> {
  return api<LoginAnswer>("/api/auth/login", { method: "POST", body: input, auth: false });
}

export const loginMutationOptions = { mutationFn: login };

export const useLogin = (config?: PublicMutationHookOptions<typeof loginMutationOptions>) => usePublicMutation(loginMutationOptions, config);
