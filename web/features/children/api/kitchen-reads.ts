import { queryOptions, useQuery } from "@tanstack/react-query";
import type { KitchenBoard, LedgerPage } from "@contract/schemas/kitchen";
import type { KitchenScreen } from "@contract/schemas/kitchen-screens";
import { api } from "@web/lib/api-client";
import { resourceKeys } from "@web/lib/resource-keys";

/** Under the kitchen root: `kitchen_updated` from any phone or screen refetches every one of them (web/lib/resource-keys.ts). */
export const kitchenKey = (familyId: string, ...rest: string[]) => [...resourceKeys.kitchen, familyId, ...rest] as const;

export function boardQueryOptions(familyId: string) {
  return queryOptions({ queryKey: kitchenKey(familyId, "board"), queryFn: ({ signal }) => api<KitchenBoard>("/api/kitchen/board", { signal }) });
}

export const useBoard = (familyId: string) => useQuery(boardQueryOptions(familyId));

export const useScreens = (familyId: string) =>
  useQuery({ queryKey: kitchenKey(familyId, "screens"), queryFn: ({ signal }) => api<KitchenScreen[]>("/api/kitchen/screens", { signal }) });

export const useLedger = (familyId: string, memberId: string) =>
  useQuery({
    queryKey: kitchenKey(familyId, "ledger", memberId),
    queryFn: ({ signal }) => api<LedgerPage>(`/api/kitchen/members/${encodeURIComponent(memberId)}/ledger`, { signal }),
  });
