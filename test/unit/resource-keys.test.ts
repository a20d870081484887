import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MutationObserver, QueryClient, type QueryKey } from "@tanstack/react-query";
import type { LiveMessageType } from "@contract/realtime";
import { shoppingListsQueryKey, shoppingStatisticsQueryKey } from "@web/lib/reads/shopping/shopping-lists";
import { liveRefetcher } from "@web/lib/live-refetch";
import { resourceKeys } from "@web/lib/resource-keys";
import { changeOptions } from "@web/lib/changes/change-options";
import { post } from "@web/lib/changes/define-change";
import { shoppingOrderQueryKey } from "@web/features/shopping/api/get-shopping-order";
import { shoppingSuggestionsQueryKey } from "@web/features/shopping/api/get-shopping-suggestions";

// What a change, a live message and a reconnect make stale in a real QueryClient holding one
// query of every resource for family f1.

const KEYS = {
  events: [...resourceKeys.events, "f1"],
  calendarSubscriptions: [...resourceKeys.calendarSubscriptions, "f1"],
  shoppingLists: shoppingListsQueryKey("f1"),
  shoppingStatistics: shoppingStatisticsQueryKey("f1"),
  shoppingOrder: shoppingOrderQueryKey("f1"),
  shoppingSuggestions: shoppingSuggestionsQueryKey("f1"),
  reminders: [...resourceKeys.reminders, "f1"],
  dinnerMeals: [...resourceKeys.dinnerMeals, "f1"],
  members: [...resourceKeys.members, "f1"],
  adminMessages: [...resourceKeys.adminMessages],
  supportTickets: [...resourceKeys.supportTickets],
  kitchen: [...resourceKeys.kitchen, "f1"],
  homes: [...resourceKeys.homes, "f1"],
  photos: [...resourceKeys.photos, "f1"],
  recipes: [...resourceKeys.recipes, "f1"],
} satisfies Record<keyof typeof resourceKeys, QueryKey>;
type Resource = keyof typeof KEYS;

function client() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, ["data"]);
  const stale = () => (Object.keys(KEYS) as Resource[]).filter((resource) => queryClient.getQueryState(KEYS[resource])?.isInvalidated).sort();
  return { queryClient, stale };
}

const FAMILY_DATA: Resource[] = ["dinnerMeals", "events", "reminders", "shoppingLists"];

describe("after this tab's own change (the refresh rule, by the notices its answer lists)", () => {
  const change = async (told: LiveMessageType) => {
    const { queryClient, stale } = client();
    vi.stubGlobal("fetch", async () => new Response('"ok"', { status: 200, headers: { "X-Live-Notices": told } }));
    await new MutationObserver(queryClient, changeOptions("test/change", { request: () => post<string>("/api/x"), errorToast: null })).mutate(undefined);
    vi.unstubAllGlobals();
    return stale();
  };

  it.each(["shopping_list_updated", "reminders_updated", "dinner_meals_updated"] as const)(
    "a %s change refetches events, shopping lists, tasks and meals, and nothing else",
    async (type) => {
      expect(await change(type)).toEqual(FAMILY_DATA);
    },
  );

  it("an events change refetches the outside calendars too (their writes and refreshes tell events_updated)", async () => {
    expect(await change("events_updated")).toEqual([...FAMILY_DATA, "calendarSubscriptions"].sort());
  });

  it("a members change refetches the members too", async () => {
    expect(await change("members_updated")).toEqual([...FAMILY_DATA, "members"].sort());
  });

  it("an administrator-message change refetches the messages and the tickets too", async () => {
    expect(await change("admin_messages_updated")).toEqual([...FAMILY_DATA, "adminMessages", "supportTickets"].sort());
  });

  it("a kitchen change refetches the kitchen's board too", async () => {
    expect(await change("kitchen_updated")).toEqual([...FAMILY_DATA, "kitchen"].sort());
  });

  it("a two-homes change refetches the homes, the members and the kitchen too (a link may add the child; the pattern moves chores)", async () => {
    expect(await change("home_links_updated")).toEqual([...FAMILY_DATA, "homes", "kitchen", "members"].sort());
  });

  it("a photo change refetches the album alone (a photo touches no other list)", async () => {
    expect(await change("photos_updated")).toEqual(["photos"]);
  });

  it("a recipe change refetches the box alone (a save that stored a picture tells the album too)", async () => {
    expect(await change("recipes_updated")).toEqual(["recipes"]);
  });
});

describe("another phone's change (the live channel)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const heard = (type: LiveMessageType, echo = false) => {
    const { queryClient, stale } = client();
    const refetcher = liveRefetcher(queryClient, () => echo);
    refetcher.onMessage({ type, at: "2026-11-28T12:00:00.000Z" });
    return { refetcher, stale };
  };

  it.each([
    ["events_updated", ["calendarSubscriptions", "events"]],
    ["reminders_updated", ["reminders"]],
    ["dinner_meals_updated", ["dinnerMeals", "shoppingLists"]],
    ["members_updated", ["members"]],
    ["admin_messages_updated", ["adminMessages", "supportTickets"]],
    ["kitchen_updated", ["kitchen", "members"]],
    ["home_links_updated", ["homes", "kitchen"]],
    ["photos_updated", ["photos"]],
    ["recipes_updated", ["recipes"]],
  ] as const)("%s makes stale at once exactly what it names", (type, expected) => {
    expect(heard(type).stale()).toEqual([...expected].sort());
  });

  it("a shopping change waits 2 s, then makes the lists, the statistics, the shop's order and the suggestions stale; a burst costs one wait from its last message", () => {
    const { refetcher, stale } = heard("shopping_list_updated");
    vi.advanceTimersByTime(1_500);
    refetcher.onMessage({ type: "shopping_list_updated", at: "2026-11-28T12:00:00.000Z" });
    vi.advanceTimersByTime(1_999);
    expect(stale()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stale()).toEqual(["shoppingLists", "shoppingOrder", "shoppingStatistics", "shoppingSuggestions"]);
  });

  it("the echo of this tab's own change makes nothing stale", () => {
    const { stale } = heard("events_updated", true);
    vi.advanceTimersByTime(5_000);
    expect(stale()).toEqual([]);
  });

  it("stopping cancels a waiting shopping refetch", () => {
    const { refetcher, stale } = heard("shopping_list_updated");
    refetcher.stop();
    vi.advanceTimersByTime(5_000);
    expect(stale()).toEqual([]);
  });

  it("a reconnect makes every family query stale, since any message may have been missed", () => {
    const { queryClient, stale } = client();
    liveRefetcher(queryClient, () => false).refetchAll();
    expect(stale()).toEqual((Object.keys(KEYS) as Resource[]).sort());
  });
});
