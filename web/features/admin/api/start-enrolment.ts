import type { TotpSetupAnswer } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";
import { usePublicMutation, type PublicMutationHookOptions } from "@web/lib/public/public-mutation";

// Without TanStack Query: the enrolment screen shows before the signed-in shell and its query client.
export const startEnrolment = (enrolmentCode: string) => api<TotpSetupAnswer>("/api/auth/totp/setup", { method: "POST", body: { enrolmentCode } });
export const startEnrolmentOptions = { mutationFn: startEnrolment };
export const useStartEnrolment = (config?: PublicMutationHookOptions<typeof startEnrolmentOptions>) => usePublicMutation(startEnrolmentOptions, config);
