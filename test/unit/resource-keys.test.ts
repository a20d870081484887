import { describe, expect, it } from "vitest";
import { LIVE_REFETCH_DELAY_MS } from "@contract/limits";
import { LIVE_MESSAGE_TYPES } from "@contract/realtime";
import { shoppingListsQueryKey } from "@web/features/shopping/api/get-shopping-lists";
import { shoppingStatisticsQueryKey } from "@web/features/shopping/api/get-shopping-statistics";
import { familyQueryKeys, liveInvalidations, liveRefetchDelayMs, refreshAfterChange, resourceKeys } from "@web/lib/resource-keys";

const { events, shoppingLists, shoppingStatistics, reminders, dinnerMeals, members, adminMessages } = resourceKeys;

describe("resource roots", () => {
  it("are distinct, so invalidating one never refetches another", () => {
    const roots = Object.values(resourceKeys).map((key) => JSON.stringify(key));
    expect(new Set(roots).size).toBe(roots.length);
  });

  it("are prefixes of the endpoints' keys, so a root matches every family's key", () => {
    expect(shoppingListsQueryKey("f1").slice(0, shoppingLists.length)).toEqual([...shoppingLists]);
    expect(shoppingStatisticsQueryKey("f1").slice(0, shoppingStatistics.length)).toEqual([...shoppingStatistics]);
  });
});

describe("the refresh rule after this tab's own change", () => {
  it("has a row for every kind of change", () => {
    expect(Object.keys(refreshAfterChange).sort()).toEqual([...LIVE_MESSAGE_TYPES].sort());
  });

  it.each(LIVE_MESSAGE_TYPES)("refetches events, shopping lists, reminders and meals after a %s change", (type) => {
    expect(refreshAfterChange[type]).toEqual(expect.arrayContaining([events, shoppingLists, reminders, dinnerMeals]));
  });

  it("refreshes meals, shopping lists, events and reminders after a meal change", () => {
    expect(refreshAfterChange.dinner_meals_updated).toEqual([dinnerMeals, shoppingLists, events, reminders]);
  });

  it("refetches the calendar's events after shopping and reminder changes", () => {
    expect(refreshAfterChange.shopping_list_updated).toContain(events);
    expect(refreshAfterChange.reminders_updated).toContain(events);
  });

  it("refetches the changed resource itself where it is not family data", () => {
    expect(refreshAfterChange.members_updated).toContain(members);
    expect(refreshAfterChange.admin_messages_updated).toContain(adminMessages);
  });
});

describe("live message to query key map", () => {
  it("has an entry for every message type the server can send", () => {
    expect(Object.keys(liveInvalidations).sort()).toEqual([...LIVE_MESSAGE_TYPES].sort());
  });

  it("makes a shopping change refetch the lists and the statistics", () => {
    expect(liveInvalidations.shopping_list_updated).toEqual([shoppingLists, shoppingStatistics]);
  });

  it("makes every message refetch at least the resource it names", () => {
    expect(liveInvalidations.events_updated).toContain(events);
    expect(liveInvalidations.reminders_updated).toContain(reminders);
    expect(liveInvalidations.dinner_meals_updated).toEqual(expect.arrayContaining([dinnerMeals, shoppingLists]));
    expect(liveInvalidations.members_updated).toContain(members);
    expect(liveInvalidations.admin_messages_updated).toContain(adminMessages);
  });

  it("delays only the shopping list's refetch, by 2 s", () => {
    expect(liveRefetchDelayMs).toEqual({ shopping_list_updated: LIVE_REFETCH_DELAY_MS });
    expect(LIVE_REFETCH_DELAY_MS).toBe(2_000);
  });

  it("refetches each family query once after a reconnect", () => {
    const serialised = familyQueryKeys.map((key) => JSON.stringify(key));
    expect(new Set(serialised).size).toBe(serialised.length);
    expect(serialised).toContain(JSON.stringify(shoppingLists));
    expect(new Set(familyQueryKeys)).toEqual(new Set(Object.values(liveInvalidations).flat()));
  });
});
