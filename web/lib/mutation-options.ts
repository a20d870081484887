import {
  hashKey,
  onlineManager,
  type MutationFunctionContext,
  type MutationKey,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from "@tanstack/react-query";
import { toast, type ToastInput } from "@web/components/ui/toast/toast-store";
import { ApiError } from "./api-client";

type ToastText = Omit<ToastInput, "variant">;

/** Shows the change in one cached query at once; put back as it was if the server refuses. */
interface OptimisticUpdate<TVariables, TCache> {
  /** Of the variables, which carry the family: the options are shared by every screen and by the offline queue. */
  queryKey: QueryKey | ((variables: TVariables) => QueryKey);
  /** Not called while nothing is cached: the refetch after the change fills the cache. */
  apply: (current: TCache, variables: TVariables) => TCache;
}

export interface Change<TVariables, TData, TCache> {
  /** The call; TanStack's context hands it the QueryClient, for a change that reads the cache first. */
  mutationFn: (variables: TVariables, context: MutationFunctionContext) => Promise<TData>;
  /** A change the offline queue holds (web/lib/write-queue.ts): made offline, its success much later is not toasted. */
  queuable?: boolean;
  optimistic?: OptimisticUpdate<TVariables, TCache>;
  /**
   * Another cached answer the change edits at once (`editCached`), e.g. a meal's items on the shopping
   * list. Not rolled back: the refetch once the change settles, success or not, brings the server's.
   */
  alsoEdits?: (queryClient: QueryClient, variables: TVariables) => Promise<void>;
  /** Shown as a destructive toast when the change fails; null where the screen shows the failure itself. */
  errorToast: ToastText | ((error: Error) => ToastText) | null;
  successToast?: ToastText | ((data: TData) => ToastText);
  /** After the change succeeded, before the success toast: e.g. put the server's answer into the cache. */
  onSuccess?: (data: TData, variables: TVariables, queryClient: QueryClient) => void;
  /**
   * Refetched once the change settles, success or not, besides the optimistic update's query.
   * Default: the refresh rule's rows for the notices the server says the change set off (`X-Live-Notices`).
   */
  invalidates?: readonly QueryKey[] | ((variables: TVariables) => readonly QueryKey[]);
  /**
   * A 404 means the thing was deleted elsewhere (a queued change replayed late): no toast and no
   * rollback, the refetch shows it gone. A function tells such a 404 from one that refuses the
   * change for another reason (a task's assignee removed meanwhile), which rolls back and toasts.
   */
  quietWhenGone?: boolean | ((error: ApiError) => boolean);
}

/** What the optimistic update replaced, for the rollback. */
export interface Snapshot<TCache> {
  previous: TCache | undefined;
  /** A family change made while offline: its success, much later, is not toasted (the row's pending mark said it all). */
  queued?: boolean;
}

/**
 * Edits a cached answer without moving its time: `dataUpdatedAt` stays the moment the server last
 * answered it, which the offline banner shows ('Seinast dagført'), not when this phone last changed it.
 */
function setKeepingTime<TCache>(queryClient: QueryClient, queryKey: QueryKey, data: TCache): void {
  queryClient.setQueryData<TCache>(queryKey, data, { updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt });
}

/** Edits a cached answer at once, after stopping a refetch that would answer the state from before; nothing cached, nothing to edit. */
export async function editCached<TCache>(queryClient: QueryClient, queryKey: QueryKey, apply: (current: TCache) => TCache): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  const current = queryClient.getQueryData<TCache>(queryKey);
  if (current !== undefined) setKeepingTime(queryClient, queryKey, apply(current));
}

/** Each query key once (a refetch asked twice is one refetch, but cheaper to not ask). */
const uniqueKeys = (keys: readonly QueryKey[]): QueryKey[] => [...new Map(keys.map((key) => [JSON.stringify(key), key])).values()];

const textOf = <T>(text: ToastText | ((value: T) => ToastText), value: T) => (typeof text === "function" ? text(value) : text);

/**
 * Whether another change of this kind (its mutation key), waiting its turn in the queue, edited the
 * same cached query: the queue sends one change at a time, so a refetch now would answer without that
 * change and wipe its drawing until it is sent. Its own settle refetches the query.
 */
function laterChangeDraws<TVariables>(
  client: QueryClient,
  mutationKey: MutationKey | undefined,
  variables: TVariables,
  touched: QueryKey,
  keyOf: (variables: TVariables) => QueryKey | undefined,
): boolean {
  if (!mutationKey) return false;
  const hash = hashKey(touched);
  const drawsThere = (other: TVariables) => {
    const key = other === variables ? undefined : keyOf(other);
    return key !== undefined && hashKey(key) === hash;
  };
  return client.isMutating({ mutationKey, predicate: (mutation) => drawsThere(mutation.state.variables as TVariables) }) > 0;
}

/**
 * The one factory of every change the app makes through TanStack Query: it answers TanStack's own
 * mutation options, which `useEndpointMutation` runs on screen and the offline queue registers under
 * a key (`queuedWrite`). It updates the cache optimistically and rolls back on failure, toasts,
 * and refetches once settled: what it touched, and what the notices its answer lists name (the
 * refresh rule). Most changes name only the call, the texts and, if any, the
 * optimistic edit:
 *
 * ```ts
 * changeOptions({
 *   mutationFn: ({ id }: EventRef) => deleteEvent(id),
 *   optimistic: { queryKey: ({ familyId }) => eventsQueryKey(familyId), apply: (events: CalendarEvent[], { id }) => without(events, id) },
 *   errorToast: { title: foCalendar.deleteErrorTitle, description: foCalendar.deleteError },
 * });
 * ```
 *
 * The options close over nothing of a screen: the variables carry what the change needs (the
 * family's id too) and TanStack hands every callback the QueryClient it runs in, so a change made
 * on screen and one replayed after a reload run the same code.
 */
export function changeOptions<TVariables, TData, TCache = never>(
  change: Change<TVariables, TData, TCache>,
): UseMutationOptions<TData, Error, TVariables, Snapshot<TCache>> {
  const { queuable = false, mutationFn, optimistic, alsoEdits, errorToast, successToast, onSuccess, quietWhenGone = false, invalidates } = change;
  const keyOf = (variables: TVariables) => (typeof optimistic?.queryKey === "function" ? optimistic.queryKey(variables) : optimistic?.queryKey);
  return {
    mutationFn,
    onMutate: async (variables, { client }) => {
      const queued = queuable && !onlineManager.isOnline();
      await alsoEdits?.(client, variables);
      const queryKey = keyOf(variables);
      if (!optimistic || !queryKey) return { previous: undefined, queued };
      // A refetch already under way would answer the state from before the change and overwrite it.
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<TCache>(queryKey);
      if (previous !== undefined) setKeepingTime(client, queryKey, optimistic.apply(previous, variables));
      return { previous, queued };
    },
    onSuccess: (data, variables, snapshot, { client }) => {
      onSuccess?.(data, variables, client);
      if (successToast && !snapshot?.queued) toast(textOf(successToast, data));
    },
    onError: (error, variables, snapshot, { client }) => {
      if (error instanceof ApiError && error.status === 404 && (typeof quietWhenGone === "function" ? quietWhenGone(error) : quietWhenGone)) return;
      const queryKey = keyOf(variables);
      if (queryKey && snapshot?.previous !== undefined) setKeepingTime(client, queryKey, snapshot.previous);
      if (errorToast) toast({ ...textOf(errorToast, error), variant: "destructive" });
    },
    // Also after a failure: the rollback restores what this tab knew, the refetch what the server has.
    // The touched query waits while a later change of the same kind is queued on it (laterChangeDraws).
    onSettled: (_data, _error, variables, _snapshot, { client, mutationKey }) => {
      const named = typeof invalidates === "function" ? invalidates(variables) : invalidates;
      const touched = keyOf(variables);
      const keys = uniqueKeys([...(touched ? [touched] : []), ...(named ?? [])]);
      const held = touched && laterChangeDraws(client, mutationKey, variables, touched, keyOf) ? hashKey(touched) : null;
      return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey, predicate: (query) => query.queryHash !== held })));
    },
  };
}
