import type { QueryKey } from "@tanstack/react-query";
import { LIVE_REFETCH_DELAY_MS } from "@contract/limits";
import type { LiveMessageType } from "@contract/realtime";

/**
 * The root of each resource's query keys. An endpoint's file builds its full key from its root
 * (`[...resourceKeys.shoppingLists, familyId]`), so invalidating a root refetches the resource
 * whatever else the key holds, and the two tables below can name resources without importing features.
 */
export const resourceKeys = {
  events: ["events"],
  calendarSubscriptions: ["calendar-subscriptions"],
  shoppingLists: ["shopping-lists"],
  shoppingStatistics: ["shopping-statistics"],
  shoppingOrder: ["shopping-order"],
  shoppingSuggestions: ["shopping-suggestions"],
  reminders: ["reminders"],
  dinnerMeals: ["dinner-meals"],
  members: ["members"],
  adminMessages: ["admin-messages"],
  supportTickets: ["support-tickets"],
  kitchen: ["kitchen"],
  homes: ["homes"],
  photos: ["photos"],
  recipes: ["recipes"],
} as const satisfies Record<string, QueryKey>;

type ResourceKey = (typeof resourceKeys)[keyof typeof resourceKeys];

const {
  events,
  calendarSubscriptions,
  shoppingLists,
  shoppingStatistics,
  shoppingOrder,
  shoppingSuggestions,
  reminders,
  dinnerMeals,
  members,
  adminMessages,
  supportTickets,
  kitchen,
  homes,
  photos,
  recipes,
} = resourceKeys;

/** What the family's screens show side by side, and so what any change refetches. */
const familyData = [events, shoppingLists, reminders, dinnerMeals] as const;

/**
 * The refresh rule: after a successful change of each kind (named by the live message it makes the
 * server send), what this tab refetches. Any change refetches events, shopping lists, reminders and
 * meals; a meal change the same four (a new meal also puts its ingredients on the shopping list); a
 * change elsewhere adds its own resource. The calendar page's extra refetch after shopping and
 * reminder changes is inside this already, since every change refetches all four.
 * The change runner (web/lib/changes/change-options.ts) refetches the rows of the notices a change's own answer lists, unless its declaration names its own.
 */
export const refreshAfterChange: Record<LiveMessageType, readonly ResourceKey[]> = {
  shopping_list_updated: familyData,
  // Also the outside calendars' list: their writes and refreshes tell `events_updated` (docs/features/outside-calendars.md).
  events_updated: [...familyData, calendarSubscriptions],
  reminders_updated: familyData,
  dinner_meals_updated: [dinnerMeals, shoppingLists, events, reminders],
  members_updated: [...familyData, members],
  admin_messages_updated: [...familyData, adminMessages, supportTickets],
  kitchen_updated: [...familyData, kitchen],
  // The other home's events show in the calendar beside the family's own (docs/features/two-homes.md).
  home_links_updated: [...familyData, homes, members, kitchen],
  // The album alone: a photo touches nothing else (docs/features/photos.md).
  photos_updated: [photos],
  // The box alone; a save that stored a draft's picture also tells photos_updated (docs/features/recipes.md).
  recipes_updated: [recipes],
};

/**
 * The live map: what another tab's change, announced by each message type, may have changed here.
 * Narrower than the refresh rule: the message names what the server changed.
 */
export const liveInvalidations: Record<LiveMessageType, readonly ResourceKey[]> = {
  // Ticks teach the shop's order and the usual buys, as they count in the statistics.
  shopping_list_updated: [shoppingLists, shoppingStatistics, shoppingOrder, shoppingSuggestions],
  events_updated: [events, calendarSubscriptions],
  reminders_updated: [reminders],
  // A new meal puts its ingredients on the shopping list in the same write.
  dinner_meals_updated: [dinnerMeals, shoppingLists],
  members_updated: [members],
  // Also a response to one of the user's tickets, or a ticket filed on their other phone (docs/features/support.md).
  admin_messages_updated: [adminMessages, supportTickets],
  // Children, chores, stars, rewards and screens (docs/features/kitchen.md); the pages come with issue 45's screens.
  kitchen_updated: [kitchen, members],
  // A linked child's pattern, one-off days, swaps or the other home's shared events.
  home_links_updated: [homes, kitchen],
  photos_updated: [photos],
  recipes_updated: [recipes],
};

/**
 * How long a live message waits before its refetch; types not listed refetch at once. Only the
 * shopping list waits (2 s), and a new message restarts the wait, so a burst of ticks on another
 * phone costs one refetch, not one each.
 */
export const liveRefetchDelayMs: Partial<Record<LiveMessageType, number>> = {
  shopping_list_updated: LIVE_REFETCH_DELAY_MS,
};

/** Everything a missed message could have changed: refetched after the socket reconnects. */
export const familyQueryKeys: readonly ResourceKey[] = [...new Set(Object.values(liveInvalidations).flat())];
