import { api, ApiError } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { SHOPPING_TRIP_KEY } from "../lib/change-keys";
import { foShoppingChanges } from "@web/i18n/fo/shopping-changes";

/** 'Eg fari í handil': the server pushes it to the rest of the family; answers how many devices took it. */
export function announceShoppingTrip(): Promise<{ sent: number }> {
  return api<{ sent: number }>("/api/push/shopping-trip", { method: "POST" });
}

/** The server's own text where it gave one (503: notifications are not set up on this server). */
const failureText = (error: Error) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : foShoppingChanges.tripError);

export const announceShoppingTripMutationOptions = {
  ...changeOptions<void, { sent: number }>({
    mutationFn: () => announceShoppingTrip(),
    successToast: ({ sent }) => foShoppingChanges.tripSent(sent),
    errorToast: (error) => ({ title: foShoppingChanges.errorTitle, description: failureText(error) }),
  }),
  // The button watches it (useSending).
  mutationKey: [...SHOPPING_TRIP_KEY],
};
