import { api } from "@web/lib/api-client";
import { usePublicMutation, type PublicMutationHookOptions } from "@web/lib/public/public-mutation";

/** A code for this session: what cannot be undone is allowed for 10 minutes. Not a change of data, so no refetch. */
export const stepUp = (code: string) => api<void>("/api/auth/step-up", { method: "POST", body: { code } });
export const stepUpOptions = { mutationFn: stepUp };
export const useStepUp = (config?: PublicMutationHookOptions<typeof stepUpOptions>) => usePublicMutation(stepUpOptions, config);
