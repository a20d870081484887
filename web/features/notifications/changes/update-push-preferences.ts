import type { PushPreferences } from "@contract/schemas/push";
import { defineChange, put } from "@web/lib/changes/define-change";
import { foNotifications } from "@web/i18n/fo/notifications";
import { pushPreferencesQueryKey } from "../api/get-push-preferences";

/** The last save sent: the next waits for it, so a quick second change never lands before the first. */
let lastSave: Promise<unknown> = Promise.resolve();

/**
 * Saves the whole set of choices at each change: the switch or select shows the new value at once,
 * and goes back if the server refuses.
 */
const updatePushPreferences = defineChange({
  send: (preferences: PushPreferences, { call }) => {
    const save = lastSave.then(() => call(put<PushPreferences>("/api/push/preferences", preferences)));
    lastSave = save.catch(() => undefined);
    return save;
  },
  optimistic: { queryKey: () => pushPreferencesQueryKey, apply: (_current: PushPreferences, next) => next },
  onSuccess: (saved, _next, queryClient) => queryClient.setQueryData(pushPreferencesQueryKey, saved),
  errorToast: (error) => ({ title: foNotifications.errorTitle, description: error.message || foNotifications.saveError }),
});
export default updatePushPreferences;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "notifications/update-push-preferences": typeof updatePushPreferences;
  }
}
