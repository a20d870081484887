import { foHelpersChanges as t } from "@web/i18n/fo/helpers-changes";
import { defineChange, del, segment } from "@web/lib/changes/define-change";
import { serverMessageOf } from "../lib/server-message";

/** Removes one device of a link, waiting or let in. */
const removeDevice = defineChange({
  request: ({ familyId, linkId, deviceId }: { familyId: string; linkId: string; deviceId: string }) =>
    del(`/api/families/${segment(familyId)}/helpers/${segment(linkId)}/devices/${segment(deviceId)}`),
  errorToast: (error) => ({ title: t.errorTitle, description: serverMessageOf(error) ?? t.removeError }),
  successToast: () => ({ title: t.removeDone }),
});
export default removeDevice;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "helpers/remove-device": typeof removeDevice;
  }
}
