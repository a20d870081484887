import { ApiError, api } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { changeOptions } from "@web/lib/mutation-options";
import { foSync } from "@web/i18n/fo/sync";
import type { AppPassword } from "@contract/schemas/caldav";
import { appPasswordsQueryKey } from "./get-app-passwords";

export function revokeAppPassword(id: string): Promise<void> {
  return api<void>(`/api/caldav/app-passwords/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Gone from the list at once; back, with a toast, if the server refuses (no connection fails at once). */
export const revokeAppPasswordMutationOptions = changeOptions({
  mutationFn: ({ id }: { id: string }) => revokeAppPassword(id),
  optimistic: {
    queryKey: appPasswordsQueryKey,
    apply: (devices: AppPassword[], { id }) => devices.filter((device) => device.id !== id),
  },
  quietWhenGone: true,
  errorToast: (error) => ({
    title: foSync.errorTitle,
    description: error instanceof ApiError && error.code === "network" ? foSync.needsConnection : foSync.revokeError,
  }),
  successToast: { title: foSync.revoked },
});

export const useRevokeAppPassword = (config?: MutationHookOptions<typeof revokeAppPasswordMutationOptions>) =>
  useEndpointMutation(revokeAppPasswordMutationOptions, config);
