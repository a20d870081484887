import type { Invite } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { changeOptions } from "@web/lib/mutation-options";
import { invitesQueryKey } from "./get-invites";

export function createInvite(familyId: string): Promise<Invite> {
  return api<Invite>(`/api/families/${encodeURIComponent(familyId)}/invites`, { method: "POST" });
}

/** The dialog shows the answer or the failure itself; the family page's list of open invites is read again. */
export const createInviteMutationOptions = changeOptions({
  mutationFn: ({ familyId }: { familyId: string }) => createInvite(familyId),
  errorToast: null,
  invalidates: ({ familyId }) => [invitesQueryKey(familyId)],
});

export const useCreateInvite = (config?: MutationHookOptions<typeof createInviteMutationOptions>) => useEndpointMutation(createInviteMutationOptions, config);
