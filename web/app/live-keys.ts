import type { QueryKey } from "@tanstack/react-query";
import type { LiveMessageType } from "@contract/realtime";
import { shoppingListsRootKey } from "../features/shopping/api/get-shopping-lists";
import { shoppingStatisticsRootKey } from "../features/shopping/api/get-shopping-statistics";
import { adminMessagesQueryKey } from "../features/support/api/get-admin-messages";

/**
 * The one place that says which cached queries each live message makes stale. Calendar, tasks,
 * meals and members have no queries yet; their features add their keys here when they land.
 */
export const liveInvalidations: Record<LiveMessageType, readonly QueryKey[]> = {
  shopping_list_updated: [shoppingListsRootKey, shoppingStatisticsRootKey],
  events_updated: [],
  reminders_updated: [],
  dinner_meals_updated: [shoppingListsRootKey],
  members_updated: [],
  admin_messages_updated: [adminMessagesQueryKey],
};

/** Everything a missed message could have changed: refetched after the socket reconnects. */
export const familyQueryKeys: readonly QueryKey[] = [
  ...new Map(
    Object.values(liveInvalidations)
      .flat()
      .map((key) => [JSON.stringify(key), key]),
  ).values(),
];
