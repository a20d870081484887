import type { MessageAnswer } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";
import { useAction } from "@web/lib/use-action";

export interface NewPasswordInput {
  token: string;
  password: string;
}

export function setNewPassword(input: NewPasswordInput): Promise<MessageAnswer> {
  return api<MessageAnswer>("/api/auth/new-password", { method: "POST", body: input, auth: false });
}

export function useSetNewPassword() {
  return useAction(setNewPassword);
}
