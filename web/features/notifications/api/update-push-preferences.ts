import type { PushPreferences } from "@contract/schemas/push";
import { api } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { foNotifications } from "@web/i18n/fo/notifications";
import { pushPreferencesQueryKey } from "./get-push-preferences";

export function updatePushPreferences(preferences: PushPreferences): Promise<PushPreferences> {
  return api<PushPreferences>("/api/push/preferences", { method: "PUT", body: preferences });
}

/**
 * Saves the whole set of choices at each change: the switch or select shows the new value at once,
 * and goes back if the server refuses. One at a time, so a quick second change never lands before the first.
 */
export const updatePushPreferencesMutationOptions = {
  ...changeOptions({
    mutationFn: updatePushPreferences,
    optimistic: { queryKey: pushPreferencesQueryKey, apply: (_current: PushPreferences, next: PushPreferences) => next },
    onSuccess: (saved, _next, queryClient) => queryClient.setQueryData(pushPreferencesQueryKey, saved),
    errorToast: (error) => ({ title: foNotifications.errorTitle, description: error.message || foNotifications.saveError }),
  }),
  scope: { id: "push-preferences" },
};

export const useUpdatePushPreferences = (config?: MutationHookOptions<typeof updatePushPreferencesMutationOptions>) =>
  useEndpointMutation(updatePushPreferencesMutationOptions, config);
