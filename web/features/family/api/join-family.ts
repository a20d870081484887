import { api } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { changeOptions } from "@web/lib/mutation-options";

/** Moves a signed-in user who has no family into the invite's family. */
export function joinFamily(code: string): Promise<unknown> {
  return api<unknown>("/api/families/join", { method: "POST", body: { code } });
}

/** The card says how it went and reloads the user; no family's data is cached yet to refetch. */
export const joinFamilyMutationOptions = changeOptions({ mutationFn: (code: string) => joinFamily(code), errorToast: null });

export const useJoinFamily = (config?: MutationHookOptions<typeof joinFamilyMutationOptions>) => useEndpointMutation(joinFamilyMutationOptions, config);
