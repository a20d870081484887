import { enAdmin as t } from "@web/i18n/en/admin";
import { api } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { adminMutationOptions } from "../lib/admin-mutation";

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const fixUserFamily = (id: string) => api<{ familyId: string }>(`${userPath(id)}/fix-family`, { method: "POST" });
export const setUserPassword = ({ id, newPassword }: { id: string; newPassword: string }) =>
  api<{ message: string }>(`${userPath(id)}/password`, { method: "PATCH", body: { newPassword } });
export const deleteUser = (id: string) => api<null>(userPath(id), { method: "DELETE" });

export const fixUserFamilyMutationOptions = adminMutationOptions({
  mutationFn: fixUserFamily,
  success: { title: t.familyAssigned, description: t.familyAssignedText },
  failure: { title: t.fixFamilyFailed },
});

export const setUserPasswordMutationOptions = adminMutationOptions({
  mutationFn: setUserPassword,
  success: { title: t.passwordUpdated },
  failure: { title: t.error, description: t.passwordFailed },
});

export const deleteUserMutationOptions = adminMutationOptions({
  mutationFn: deleteUser,
  success: { title: t.userDeleted, description: t.userDeletedText },
  failure: { title: t.deleteFailed },
});

export const useFixUserFamily = (config?: MutationHookOptions<typeof fixUserFamilyMutationOptions>) =>
  useEndpointMutation(fixUserFamilyMutationOptions, config);
export const useSetUserPassword = (config?: MutationHookOptions<typeof setUserPasswordMutationOptions>) =>
  useEndpointMutation(setUserPasswordMutationOptions, config);
export const useDeleteUser = (config?: MutationHookOptions<typeof deleteUserMutationOptions>) => useEndpointMutation(deleteUserMutationOptions, config);
