import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeed } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast/toast-store";
import { foCalendar } from "@web/i18n/fo/calendar";
import { calendarFeedQueryKey } from "./get-calendar-feed";

export function rotateCalendarFeed(familyId: string): Promise<CalendarFeed> {
  return api<CalendarFeed>(`/api/families/${encodeURIComponent(familyId)}/calendar-feed/rotate`, { method: "POST" });
}

export function useRotateCalendarFeed(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateCalendarFeed(familyId),
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarFeedQueryKey(familyId), feed);
      toast({ title: foCalendar.feedRotated });
    },
    onError: () => toast({ title: foCalendar.renameErrorTitle, description: foCalendar.feedError, variant: "destructive" }),
  });
}
