import { foHelpersChanges as t } from "@web/i18n/fo/helpers-changes";
import { defineChange, post, segment } from "@web/lib/changes/define-change";
import { serverMessageOf } from "../lib/server-message";

/** Lets in a device that opened the link after its first one. */
const letInDevice = defineChange({
  request: ({ familyId, linkId, deviceId }: { familyId: string; linkId: string; deviceId: string }) =>
    post(`/api/families/${segment(familyId)}/helpers/${segment(linkId)}/devices/${segment(deviceId)}/let-in`),
  errorToast: (error) => ({ title: t.errorTitle, description: serverMessageOf(error) ?? t.letInError }),
  successToast: () => ({ title: t.letInDone }),
});
export default letInDevice;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "helpers/let-in-device": typeof letInDevice;
  }
}
