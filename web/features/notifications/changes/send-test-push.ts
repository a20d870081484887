import { defineChange, post } from "@web/lib/changes/define-change";

/** Pushes a test notification to every device of the caller's; answers how many push services took it. The card says the outcome itself. */
const sendTestPush = defineChange({
  request: () => post<{ sent: number }>("/api/push/test"),
  errorToast: null,
});
export default sendTestPush;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "notifications/send-test-push": typeof sendTestPush;
  }
}
