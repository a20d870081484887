import { api, ApiError } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { foShopping } from "@web/i18n/fo/shopping";

/** 'Eg fari í handil': the server pushes it to the rest of the family; answers how many devices took it. */
export function announceShoppingTrip(): Promise<{ sent: number }> {
  return api<{ sent: number }>("/api/push/shopping-trip", { method: "POST" });
}

/** The server's own text where it gave one (503: notifications are not set up on this server). */
const failureText = (error: Error) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : foShopping.tripError);

export const announceShoppingTripMutationOptions = changeOptions<void, { sent: number }>({
  mutationFn: () => announceShoppingTrip(),
  successToast: ({ sent }) => foShopping.tripSent(sent),
  errorToast: (error) => ({ title: foShopping.errorTitle, description: failureText(error) }),
});

export const useAnnounceShoppingTrip = (config?: MutationHookOptions<typeof announceShoppingTripMutationOptions>) =>
  useEndpointMutation(announceShoppingTripMutationOptions, config);
