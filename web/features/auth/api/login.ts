import type { SignInAnswer } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";
import { usePublicMutation, type PublicMutationHookOptions } from "@web/lib/public/public-mutation";

interface LoginInput {
  username: string;
  password: string;
  rememberMe: boolean;
  /** Only after a `challenge_required` refusal: its challenge and the answer. */
  securityToken?: string;
  answer?: string;
}

/** The session, or for an administrator with a second factor the token that the code step completes. */
export function login(input: LoginInput): Promise<SignInAnswer> {
  return api<SignInAnswer>("/api/auth/login", { method: "POST", body: input, auth: false });
}

export const loginMutationOptions = { mutationFn: login };

export const useLogin = (config?: PublicMutationHookOptions<typeof loginMutationOptions>) => usePublicMutation(loginMutationOptions, config);
