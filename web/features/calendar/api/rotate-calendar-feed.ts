import type { CalendarFeed } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { changeOptions } from "@web/lib/mutation-options";
import { foCalendarFeed } from "@web/i18n/fo/calendar-feed";
import { calendarFeedQueryKey } from "./get-calendar-feed";

export function rotateCalendarFeed(familyId: string): Promise<CalendarFeed> {
  return api<CalendarFeed>(`/api/families/${encodeURIComponent(familyId)}/calendar-feed/rotate`, { method: "POST" });
}

/** The new link replaces the old in the cache; no live message names the link, so nothing else is refetched. */
export const rotateCalendarFeedMutationOptions = changeOptions({
  mutationFn: ({ familyId }: { familyId: string }) => rotateCalendarFeed(familyId),
  onSuccess: (feed, { familyId }, queryClient) => queryClient.setQueryData(calendarFeedQueryKey(familyId), feed),
  successToast: { title: foCalendarFeed.feedRotated },
  errorToast: { title: foCalendarFeed.errorTitle, description: foCalendarFeed.feedError },
});

export const useRotateCalendarFeed = (config?: MutationHookOptions<typeof rotateCalendarFeedMutationOptions>) =>
  useEndpointMutation(rotateCalendarFeedMutationOptions, config);
