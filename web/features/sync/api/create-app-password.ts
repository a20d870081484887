import { api } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { changeOptions } from "@web/lib/mutation-options";
import type { AppPassword, CreatedAppPassword } from "@contract/schemas/caldav";
import { appPasswordsQueryKey } from "./get-app-passwords";

/** The account's password goes with the name: the server makes no device credential without it (docs/features/auth.md "Confirming with the password"). */
export function createAppPassword(name: string, password: string): Promise<CreatedAppPassword> {
  return api<CreatedAppPassword>("/api/caldav/app-passwords", { method: "POST", body: { name, password } });
}

/**
 * Needs the connection (not queued: the secret must be shown to the person who asked for it). The
 * secret stays in the screen's mutation state only, never in the query cache, which is kept on the
 * phone: the list gets the device without it. The form shows a failure itself. The list is newest first.
 */
export const createAppPasswordMutationOptions = changeOptions({
  mutationFn: ({ name, password }: { name: string; password: string }) => createAppPassword(name, password),
  onSuccess: ({ id, name, createdAt }, _variables, queryClient) =>
    queryClient.setQueryData<AppPassword[]>(appPasswordsQueryKey, (devices) => [
      { id, name, createdAt, lastUsedAt: null },
      ...(devices ?? []).filter((device) => device.id !== id),
    ]),
  errorToast: null,
  invalidates: [appPasswordsQueryKey],
});

export const useCreateAppPassword = (config?: MutationHookOptions<typeof createAppPasswordMutationOptions>) =>
  useEndpointMutation(createAppPasswordMutationOptions, config);
