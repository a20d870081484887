import { api } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";

/** Pushes a test notification to every device of the caller's; answers how many push services took it. */
export function sendTestPush(): Promise<{ sent: number }> {
  return api<{ sent: number }>("/api/push/test", { method: "POST" });
}

/** The card says the outcome itself, so no toast. */
export const sendTestPushMutationOptions = changeOptions<void, { sent: number }>({ mutationFn: () => sendTestPush(), errorToast: null });

export const useSendTestPush = (config?: MutationHookOptions<typeof sendTestPushMutationOptions>) => useEndpointMutation(sendTestPushMutationOptions, config);
