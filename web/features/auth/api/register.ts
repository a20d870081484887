import type { MessageAnswer } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";
import { useAction } from "@web/lib/use-action";

export interface RegisterInput {
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

export function useRegister() {
  return useAction(register);
}
