import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { calendarFeedQueryOptions } from "@web/features/calendar/feed/get-calendar-feed";
import { eventsQueryOptions } from "@web/features/calendar/reads/get-events";
import { invitesQueryOptions } from "@web/features/family/api/get-invites";
import { childCardsQueryOptions } from "@web/features/helpers/reads/child-cards";
import { helperLinksQueryOptions } from "@web/features/helpers/reads/helper-links";
import { dinnerMealsQueryOptions } from "@web/features/meals/reads/get-dinner-meals";
import { pushPreferencesQueryOptions } from "@web/features/notifications/api/get-push-preferences";
import { pushPublicKeyQueryOptions } from "@web/features/notifications/api/get-push-public-key";
import { supportTicketsQueryOptions } from "@web/features/support/api/get-support-tickets";
import { remindersQueryOptions } from "@web/features/tasks/reads/get-reminders";
import { adminMessagesQueryOptions } from "@web/lib/reads/admin-messages";
import { homesQueryOptions } from "@web/lib/reads/homes/homes";
import { membersQueryOptions } from "@web/lib/reads/family/members";
import { shoppingListsQueryOptions, shoppingStatisticsQueryOptions } from "@web/lib/reads/shopping/shopping-lists";

/**
 * Reads what every signed-in page draws into the cache the persister keeps, so a start with no
 * connection opens any page with its data, not only the pages opened while online
 * (docs/features/offline.md). One read at a time, so this chore never crowds the person's own
 * changes at the server; it stops when the server is out of reach. A read already answered and
 * not made stale is not asked again; a failed one is left for its page to ask (prefetchQuery never throws).
 */
export async function prefetchEveryPage(queryClient: QueryClient, familyId: string | null): Promise<void> {
  const family = familyId
    ? [
        () => queryClient.prefetchQuery(shoppingListsQueryOptions(familyId)),
        () => queryClient.prefetchQuery(eventsQueryOptions(familyId)),
        () => queryClient.prefetchQuery(remindersQueryOptions(familyId)),
        () => queryClient.prefetchQuery(dinnerMealsQueryOptions(familyId)),
        () => queryClient.prefetchQuery(membersQueryOptions(familyId)),
        () => queryClient.prefetchQuery(shoppingStatisticsQueryOptions(familyId)),
        () => queryClient.prefetchQuery(calendarFeedQueryOptions(familyId)),
        () => queryClient.prefetchQuery(helperLinksQueryOptions(familyId)),
        () => queryClient.prefetchQuery(childCardsQueryOptions(familyId)),
        () => queryClient.prefetchQuery(invitesQueryOptions(familyId)),
        () => queryClient.prefetchQuery(homesQueryOptions(familyId)),
      ]
    : [];
  const own = [
    () => queryClient.prefetchQuery(supportTicketsQueryOptions()),
    () => queryClient.prefetchQuery(adminMessagesQueryOptions()),
    () => queryClient.prefetchQuery(pushPreferencesQueryOptions()),
    () => queryClient.prefetchQuery(pushPublicKeyQueryOptions()),
  ];
  for (const read of [...family, ...own]) {
    if (!onlineManager.isOnline()) return;
    await read();
  }
}
