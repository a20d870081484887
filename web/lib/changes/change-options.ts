import { hashKey, onlineManager, partialMatchKey, type MutationKey, type MutationOptions, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "@web/components/ui/toast/toast-store";
import { apiWrite } from "../api-client";
import { refreshAfterChange } from "../resource-keys";
import { retryWhileUnreachable, WRITE_QUEUE_SCOPE, writeRetryDelay } from "../write-queue";
import type { LiveMessageType } from "@contract/realtime";
import type { ChangeCall, ChangeDeclaration } from "./define-change";
import { goneIsDone } from "./change-gone";
import { changeKey } from "./change-key";

/*
 * The one runner of a declared change (define-change.ts) on TanStack Query: it turns a declaration
 * into TanStack's mutation options, which `useChange` runs on screen and the offline queue registers
 * under the change's key for the replay after a reload (change-table.ts). This module loads with a
 * page's changes, on their first use, never with a page's first draw (docs/bench.md).
 */

/** What a change's call answers inside TanStack: the answer, and the notices its calls set off. */
export interface Answered<TData> {
  data: TData;
  notices: LiveMessageType[];
}

/** What the optimistic update replaced, for the rollback. */
export interface Snapshot<TCache> {
  previous: TCache | undefined;
  /** A change made while offline: its success, much later, is not toasted (the row's pending mark said it all). */
  queued?: boolean;
}

export type ChangeOptions<TVariables, TData, TCache> = MutationOptions<Answered<TData>, Error, TVariables, Snapshot<TCache>> & { mutationKey: MutationKey };

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
/**
 * Each refetch once: the same key named twice, or a key under another one named (the list it drew
 * on under its notice's root), is asked for once, by the shorter key. Two asks for one query would
 * start its read, cancel it and start it again.
 */
export function uniqueKeys(keys: readonly QueryKey[]): QueryKey[] {
  const distinct = [...new Map(keys.map((key) => [hashKey(key), key])).values()];
  return distinct.filter((key) => !distinct.some((other) => other.length < key.length && partialMatchKey(key, other)));
}

const textOf = <T, R>(text: R | ((value: T) => R), value: T): R => (typeof text === "function" ? (text as (value: T) => R)(value) : text);

/**
 * Whether another change of this kind, waiting its turn in the queue, edited the same cached query:
 * the queue sends one change at a time, so a refetch now would answer without that change and wipe
 * its drawing until it is sent. Its own settle refetches the query.
 */
function laterChangeDraws<TVariables>(
  client: QueryClient,
  mutationKey: MutationKey,
  variables: TVariables,
  touched: QueryKey,
  keyOf: (variables: TVariables) => QueryKey | undefined,
): boolean {
  const hash = hashKey(touched);
  const drawsThere = (other: TVariables) => {
    const key = other === variables ? undefined : keyOf(other);
    return key !== undefined && hashKey(key) === hash;
  };
  return client.isMutating({ mutationKey, predicate: (mutation) => drawsThere(mutation.state.variables as TVariables) }) > 0;
}

/** Sends the change's call or calls, keeping the notices each answer lists. */
function sender<TVariables, TData, TCache>(declaration: ChangeDeclaration<TVariables, TData, TCache>) {
  return async (variables: TVariables, client: QueryClient): Promise<Answered<TData>> => {
    const notices: LiveMessageType[] = [];
    const call = async <TAnswer>({ method, path, body }: ChangeCall<TAnswer>): Promise<TAnswer> => {
      const answered = await apiWrite<TAnswer>(path, { method, body });
      notices.push(...answered.notices);
      return answered.answer;
    };
    const data = declaration.send ? await declaration.send(variables, { client, call }) : await call(declaration.request(variables));
    return { data, notices };
  };
}

/** The refetches once a change settles: what it touched, and what it names or, by default, what its notices name (the refresh rule). */
function settledKeys<TVariables>(
  invalidates: ChangeDeclaration<TVariables, unknown, unknown>["invalidates"],
  variables: TVariables,
  touched: QueryKey | undefined,
  notices: readonly LiveMessageType[],
): QueryKey[] {
  const named = typeof invalidates === "function" ? invalidates(variables) : invalidates;
  const told = notices.flatMap((notice) => refreshAfterChange[notice]);
  return uniqueKeys([...(touched ? [touched] : []), ...(named ?? told)]);
}

/**
 * A declaration as TanStack's options: updates the cache optimistically and rolls back on failure,
 * toasts, and refetches once settled. An offline change is held while the app is offline, in the
 * queue's one scope (sent one at a time, in the order made), and retried while the server is unreachable.
 */
export function changeOptions<TVariables, TData, TCache>(
  name: string,
  declaration: ChangeDeclaration<TVariables, TData, TCache>,
): ChangeOptions<TVariables, TData, TCache> {
  const { offline = false, optimistic, alsoEdits, errorToast, successToast, onSuccess, invalidates } = declaration;
  const mutationKey = changeKey(name);
  const keyOf = (variables: TVariables) => optimistic?.queryKey(variables);
  const send = sender(declaration);
  return {
    mutationKey,
    mutationFn: (variables, { client }) => send(variables, client),
    ...(offline ? { scope: WRITE_QUEUE_SCOPE, networkMode: "online", retry: retryWhileUnreachable, retryDelay: writeRetryDelay } : {}),
    onMutate: async (variables, { client }) => {
      const queued = offline && !onlineManager.isOnline();
      await alsoEdits?.(client, variables);
      const queryKey = keyOf(variables);
      if (!optimistic || !queryKey) return { previous: undefined, queued };
      // A refetch already under way would answer the state from before the change and overwrite it.
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<TCache>(queryKey);
      if (previous !== undefined) setKeepingTime(client, queryKey, optimistic.apply(previous, variables));
      return { previous, queued };
    },
    onSuccess: ({ data }, variables, snapshot, { client }) => {
      onSuccess?.(data, variables, client);
      if (successToast && !snapshot?.queued) toast(textOf(successToast, data));
    },
    onError: (error, variables, snapshot, { client }) => {
      if (goneIsDone(declaration, error)) return;
      const queryKey = keyOf(variables);
      if (queryKey && snapshot?.previous !== undefined) setKeepingTime(client, queryKey, snapshot.previous);
      if (errorToast) toast({ ...textOf(errorToast, error), variant: "destructive" });
    },
    // Also after a failure: the rollback restores what this tab knew, the refetch what the server has.
    // The touched query waits while a later change of the same kind is queued on it (laterChangeDraws).
    onSettled: (answered, _error, variables, _snapshot, { client }) => {
      const touched = keyOf(variables);
      const keys = settledKeys(invalidates, variables, touched, answered?.notices ?? []);
      const held = touched && laterChangeDraws(client, mutationKey, variables, touched, keyOf) ? hashKey(touched) : null;
      return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey, predicate: (query) => query.queryHash !== held })));
    },
  };
}
