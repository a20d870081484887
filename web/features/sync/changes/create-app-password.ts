import type { AppPassword, CreateAppPasswordBody, CreatedAppPassword } from "@contract/schemas/caldav";
import { defineChange, post } from "@web/lib/changes/define-change";
import { appPasswordsQueryKey } from "../api/get-app-passwords";

/**
 * A device's own password for syncing. The account's password goes with the name: the server makes no
 * device credential without it (docs/features/auth.md "Confirming with the password"). Needs the
 * connection (not offline: the secret must be shown to the person who asked for it). The secret stays
 * with the screen only, never in the query cache, which is kept on the phone: the list gets the device
 * without it (newest first). The form shows a failure itself.
 */
const createAppPassword = defineChange({
  request: ({ name, password }: { name: string; password: string }) =>
    post<CreatedAppPassword>("/api/caldav/app-passwords", { name, password } satisfies CreateAppPasswordBody),
  onSuccess: ({ id, name, createdAt }, _variables, queryClient) =>
    queryClient.setQueryData<AppPassword[]>(appPasswordsQueryKey, (devices) => [
      { id, name, createdAt, lastUsedAt: null },
      ...(devices ?? []).filter((device) => device.id !== id),
    ]),
  errorToast: null,
  invalidates: [appPasswordsQueryKey],
});
export default createAppPassword;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "sync/create-app-password": typeof createAppPassword;
  }
}
