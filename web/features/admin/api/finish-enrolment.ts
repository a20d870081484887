import type { RecoveryCodesAnswer } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";
import { usePublicMutation, type PublicMutationHookOptions } from "@web/lib/public/public-mutation";

export const finishEnrolment = (code: string) => api<RecoveryCodesAnswer>("/api/auth/totp/enable", { method: "POST", body: { code } });
export const finishEnrolmentOptions = { mutationFn: finishEnrolment };
export const useFinishEnrolment = (config?: PublicMutationHookOptions<typeof finishEnrolmentOptions>) => usePublicMutation(finishEnrolmentOptions, config);
