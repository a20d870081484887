import type { LoginAnswer } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";
import { useAction } from "@web/lib/use-action";

export interface LoginInput {
  username: string;
  password: string;
  rememberMe: boolean;
}

export function login(input: LoginInput): Promise<LoginAnswer> {
  return api<LoginAnswer>("/api/auth/login", { method: "POST", body: input, auth: false });
}

export function useLogin() {
  return useAction(login);
}
