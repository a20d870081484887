import { useMutationState, type MutationKey } from "@tanstack/react-query";
import { changesOnUse } from "@web/lib/changes-on-use";

/** The shopping page's changes (shopping-changes.ts): loaded on the page's first press, focus or key, run on use. */
export const shoppingChangesOnUse = changesOnUse(() => import("./shopping-changes").then((module) => module.shoppingChanges));

/** Whether a change of this key is being sent now (not waiting offline): a button's pending state. */
export function useSending(mutationKey: MutationKey): boolean {
  return useMutationState({ filters: { mutationKey, status: "pending", predicate: (mutation) => !mutation.state.isPaused } }).length > 0;
}
