import { useMutation } from "@tanstack/react-query";
import type { Invite } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";

export function createInvite(familyId: string): Promise<Invite> {
  return api<Invite>(`/api/families/${encodeURIComponent(familyId)}/invites`, { method: "POST" });
}

export function useCreateInvite(familyId: string) {
  return useMutation({ mutationFn: () => createInvite(familyId) });
}
