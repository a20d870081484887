import type { AppPassword } from "@contract/schemas/caldav";
import { ApiError } from "@web/lib/api-client";
import { defineChange, del, segment } from "@web/lib/changes/define-change";
import { foSync } from "@web/i18n/fo/sync";
import { appPasswordsQueryKey } from "../api/get-app-passwords";

/** Gone from the list at once; back, with a toast, if the server refuses (no connection fails at once). */
const revokeAppPassword = defineChange({
  request: ({ id }: { id: string }) => del(`/api/caldav/app-passwords/${segment(id)}`),
  optimistic: { queryKey: () => appPasswordsQueryKey, apply: (devices: AppPassword[], { id }) => devices.filter((device) => device.id !== id) },
  quietWhenGone: true,
  errorToast: (error) => ({
    title: foSync.errorTitle,
    description: error instanceof ApiError && error.code === "network" ? foSync.needsConnection : foSync.revokeError,
  }),
  successToast: { title: foSync.revoked },
});
export default revokeAppPassword;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "sync/revoke-app-password": typeof revokeAppPassword;
  }
}
