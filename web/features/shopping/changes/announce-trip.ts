import { ApiError } from "@web/lib/api-client";
import { defineChange, post } from "@web/lib/changes/define-change";
import { foShoppingChanges } from "@web/i18n/fo/shopping-changes";

/** The server's own text where it gave one (503: notifications are not set up on this server). */
const failureText = (error: Error) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : foShoppingChanges.tripError);

/** 'Eg fari í handil': the server pushes it to the rest of the family; answers how many devices took it. */
const announceTrip = defineChange({
  request: () => post<{ sent: number }>("/api/push/shopping-trip"),
  successToast: ({ sent }) => foShoppingChanges.tripSent(sent),
  errorToast: (error) => ({ title: foShoppingChanges.errorTitle, description: failureText(error) }),
});
export default announceTrip;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "shopping/announce-trip": typeof announceTrip;
  }
}
