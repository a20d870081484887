import type { CalendarFeed } from "@contract/schemas/events";
import { defineChange, post, segment } from "@web/lib/changes/define-change";
import { foCalendarFeed } from "@web/i18n/fo/calendar-feed";
import { calendarFeedQueryKey } from "../feed/get-calendar-feed";

/** A new feed link: it replaces the old in the cache; no live message names the link, so nothing else is refetched. */
const rotateFeed = defineChange({
  request: ({ familyId }: { familyId: string }) => post<CalendarFeed>(`/api/families/${segment(familyId)}/calendar-feed/rotate`),
  onSuccess: (feed, { familyId }, queryClient) => queryClient.setQueryData(calendarFeedQueryKey(familyId), feed),
  invalidates: [],
  successToast: { title: foCalendarFeed.feedRotated },
  errorToast: { title: foCalendarFeed.errorTitle, description: foCalendarFeed.feedError },
});
export default rotateFeed;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "calendar/rotate-feed": typeof rotateFeed;
  }
}
