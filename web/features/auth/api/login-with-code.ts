import type { LoginAnswer } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";
import { usePublicMutation, type PublicMutationHookOptions } from "@web/lib/public/public-mutation";

interface CodeInput {
  mfaToken: string;
  code: string;
}

/** The second step of an administrator's sign-in: the password step's token and a code from the app. */
export function loginWithCode(input: CodeInput): Promise<LoginAnswer> {
  return api<LoginAnswer>("/api/auth/login/totp", { method: "POST", body: input, auth: false });
}

export const loginWithCodeMutationOptions = { mutationFn: loginWithCode };

export const useLoginWithCode = (config?: PublicMutationHookOptions<typeof loginWithCodeMutationOptions>) =>
  usePublicMutation(loginWithCodeMutationOptions, config);
