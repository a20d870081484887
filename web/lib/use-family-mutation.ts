import { onlineManager, useMutation, useQueryClient, type MutationOptions, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { LiveMessageType } from "@contract/realtime";
import { toast, type ToastInput } from "@web/components/ui/toast/toast-store";
import { ApiError } from "./api-client";
import { localChanges } from "./live";
import { refreshAfterChange } from "./resource-keys";

type ToastText = Omit<ToastInput, "variant">;

/** Shows the change in one cached query at once; put back as it was if the server refuses. */
interface OptimisticUpdate<TVariables, TCache> {
  /** A function of the variables for changes kept across reloads, whose options cannot close over a family. */
  queryKey: QueryKey | ((variables: TVariables) => QueryKey);
  /** Not called while nothing is cached: the refetch after the change fills the cache. */
  apply: (current: TCache, variables: TVariables) => TCache;
}

export interface FamilyMutationOptions<TVariables, TData, TCache> {
  /**
   * The live message the server sends for this change. The tab marks it so the echo does not
   * refetch a second time, and it picks the refresh rule's row (`refreshAfterChange`).
   */
  liveType: LiveMessageType;
  mutationFn: (variables: TVariables) => Promise<TData>;
  optimistic?: OptimisticUpdate<TVariables, TCache>;
  /** Shown as a destructive toast when the change fails; null where the screen shows the failure itself. */
  errorToast: ToastText | null;
  successToast?: ToastText;
  /** After the change succeeded, before the success toast: e.g. put the server's answer into the cache. */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Refetched once the change settles, success or not. Default: the refresh rule's row for `liveType`. */
  invalidates?: readonly QueryKey[] | ((variables: TVariables) => readonly QueryKey[]);
  /**
   * A 404 means the thing was deleted elsewhere (a queued change replayed late): no toast and no
   * rollback, the refetch shows it gone.
   */
  quietWhenGone?: boolean;
}

/** What the optimistic update replaced, for the rollback. */
export interface Snapshot<TCache> {
  previous: TCache | undefined;
  /** Made while offline: its success, much later, is not toasted (the row's pending mark said it all). */
  queued?: boolean;
}

/**
 * Edits a cached answer without moving its time: `dataUpdatedAt` stays the moment the server last
 * answered it, which the offline banner shows ('Seinast dagført'), not when this phone last changed it.
 */
function setKeepingTime<TCache>(queryClient: QueryClient, queryKey: QueryKey, data: TCache): void {
  queryClient.setQueryData<TCache>(queryKey, data, { updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt });
}

/**
 * The mutation options every family change shares: mark the change as this tab's own, update the
 * cache optimistically and roll back on failure, toast, and refetch by the refresh rule. Apart from
 * the hook so it can run against a QueryClient without React.
 */
export function familyMutationOptions<TVariables, TData, TCache = never>(
  queryClient: QueryClient,
  options: FamilyMutationOptions<TVariables, TData, TCache>,
): MutationOptions<TData, Error, TVariables, Snapshot<TCache>> {
  const { liveType, mutationFn, optimistic, errorToast, successToast, onSuccess, quietWhenGone = false } = options;
  const { invalidates = refreshAfterChange[liveType] } = options;
  const keyOf = (variables: TVariables) => (typeof optimistic?.queryKey === "function" ? optimistic.queryKey(variables) : optimistic?.queryKey);
  return {
    // Marked as it is sent, not when made: a change queued offline is echoed only once it reaches the server.
    mutationFn: (variables) => {
      localChanges.mark(liveType);
      return mutationFn(variables);
    },
    onMutate: async (variables) => {
      const queued = !onlineManager.isOnline();
      const queryKey = keyOf(variables);
      if (!optimistic || !queryKey) return { previous: undefined, queued };
      // A refetch already under way would answer the state from before the change and overwrite it.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TCache>(queryKey);
      if (previous !== undefined) setKeepingTime(queryClient, queryKey, optimistic.apply(previous, variables));
      return { previous, queued };
    },
    onSuccess: (data, variables, snapshot) => {
      onSuccess?.(data, variables);
      if (successToast && !snapshot?.queued) toast(successToast);
    },
    onError: (error, variables, snapshot) => {
      // No echo will come for a write that failed.
      localChanges.unmark(liveType);
      if (quietWhenGone && error instanceof ApiError && error.status === 404) return;
      const queryKey = keyOf(variables);
      if (queryKey && snapshot?.previous !== undefined) setKeepingTime(queryClient, queryKey, snapshot.previous);
      if (errorToast) toast({ ...errorToast, variant: "destructive" });
    },
    // Also after a failure: the rollback restores what this tab knew, the refetch what the server has.
    onSettled: (_data, _error, variables) => {
      const keys = typeof invalidates === "function" ? invalidates(variables) : invalidates;
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  };
}

/**
 * The one way a feature writes family data; `invalidates` defaults to the refresh rule's row for
 * `liveType`, so most changes name only the call, the texts and, if any, the optimistic edit:
 *
 * ```ts
 * useFamilyMutation({
 *   liveType: "reminders_updated",
 *   mutationFn: createReminder,
 *   errorToast: { title: foTasks.errorTitle, description: foTasks.createError },
 *   successToast: { title: foTasks.created },
 * });
 * useFamilyMutation({
 *   liveType: "shopping_list_updated",
 *   mutationFn: deleteShoppingItem,
 *   optimistic: { queryKey: shoppingListsQueryKey(familyId), apply: (lists: ShoppingList[], id: string) => removeItem(lists, id) },
 *   errorToast: { title: foShopping.errorTitle, description: foShopping.itemDeleteError },
 * });
 * ```
 */
export function useFamilyMutation<TVariables, TData, TCache = never>(options: FamilyMutationOptions<TVariables, TData, TCache>) {
  return useMutation(familyMutationOptions(useQueryClient(), options));
}
