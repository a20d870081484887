import { describe, expect, it } from "vitest";
import { LIVE_MESSAGE_TYPES } from "@contract/realtime";
import { familyQueryKeys, liveInvalidations } from "@web/app/live-keys";
import { shoppingListsQueryKey, shoppingListsRootKey } from "@web/features/shopping/api/get-shopping-lists";
import { shoppingStatisticsRootKey } from "@web/features/shopping/api/get-shopping-statistics";

describe("live message to query key map", () => {
  it("has an entry for every message type the server can send", () => {
    expect(Object.keys(liveInvalidations).sort()).toEqual([...LIVE_MESSAGE_TYPES].sort());
  });

  it("makes a shopping change refetch the lists and the statistics", () => {
    expect(liveInvalidations.shopping_list_updated).toEqual([shoppingListsRootKey, shoppingStatisticsRootKey]);
  });

  it("uses prefixes that match every family's key", () => {
    expect(shoppingListsQueryKey("f1").slice(0, shoppingListsRootKey.length)).toEqual([...shoppingListsRootKey]);
  });

  it("refetches each family query once after a reconnect", () => {
    const serialised = familyQueryKeys.map((key) => JSON.stringify(key));
    expect(new Set(serialised).size).toBe(serialised.length);
    expect(serialised).toContain(JSON.stringify(shoppingListsRootKey));
  });
});
