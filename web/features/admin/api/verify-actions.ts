import type { ResendVerificationAnswer, VerifyUserAnswer } from "@contract/schemas/admin";
import { enAdminAnalytics as t } from "@web/i18n/en/admin-analytics";
import { api } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { adminMutationOptions } from "../lib/admin-mutation";

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const verifyUser = (id: string) => api<VerifyUserAnswer>(`${userPath(id)}/verify`, { method: "POST" });
export const resendVerification = (id: string) => api<ResendVerificationAnswer>(`${userPath(id)}/resend-verification`, { method: "POST" });

/** Verify: the admin reads refetch after it (the unverified list and the stats among them). */
export const verifyUserMutationOptions = adminMutationOptions({
  mutationFn: verifyUser,
  success: { title: t.userVerified },
  failure: { title: t.error, description: t.verifyFailed },
});

export const resendVerificationMutationOptions = adminMutationOptions({
  mutationFn: resendVerification,
  success: (answer) => ({ title: t.verificationSent(answer.user.email) }),
  failure: { title: t.error, description: t.resendFailed },
});

export const useVerifyUser = (config?: MutationHookOptions<typeof verifyUserMutationOptions>) => useEndpointMutation(verifyUserMutationOptions, config);
export const useResendVerification = (config?: MutationHookOptions<typeof resendVerificationMutationOptions>) =>
  useEndpointMutation(resendVerificationMutationOptions, config);
