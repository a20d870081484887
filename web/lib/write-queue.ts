import { onlineManager, useMutationState, type Mutation, type MutationKey, type QueryClient, type UseMutationOptions } from "@tanstack/react-query";
import { isUnreachable } from "./api-client";
import type { Snapshot } from "./mutation-options";

/**
 * Changes the family makes on a phone with no connection are queued and sent when it returns
 * (docs/features/offline.md). Each kind of change has a mutation key, and its options are
 * registered under it once with `setMutationDefaults`, so a change restored from IndexedDB after a
 * reload finds its call and its cache edits again. The screens' hooks (`useEndpointMutation`) pass the
 * same options object, key included, so a change made on screen and one replayed after a reload
 * run the same code.
 */

/** One scope for every queued change: TanStack Query sends them one at a time, in the order made. */
export const WRITE_QUEUE_SCOPE = { id: "family-writes" } as const;

/** Between a send that found no server and the next look at the connection. */
export const WRITE_RETRY_DELAY_MS = 1_000;

/**
 * A send that never reached the server is sent again: the retry waits while the app is offline, so
 * it resumes when the connection returns. Anything the server answered is final.
 */
export function retryWhileUnreachable(_failureCount: number, error: unknown): boolean {
  return isUnreachable(error);
}

/**
 * Kept with the cache: every queued change not yet answered, paused, waiting its turn, or under way
 * as the page went (and any paused one, an older app's). A change that never waits for the
 * connection is not: it was sent as the page went, and replayed after the reload it would hold its
 * screen's button pending (nor is what it sent, a password perhaps, written to the phone).
 */
export function keepUnsentWrite(mutation: Pick<Mutation, "state" | "options">): boolean {
  return mutation.state.status === "pending" && (mutation.state.isPaused || mutation.options.scope?.id === WRITE_QUEUE_SCOPE.id);
}

/** The options of a queued change (`queuedWrite`, queued-write.ts): a family change's, under its key, in the queue's scope, held while offline. */
export type QueuedWriteOptions<TVariables, TData, TCache> = UseMutationOptions<TData, Error, TVariables, Snapshot<TCache>> & { mutationKey: MutationKey };

/** Registers one kind of queued change on the app's client, before the kept cache is restored. */
export function registerQueuedWrite<TVariables, TData, TCache>(queryClient: QueryClient, options: QueuedWriteOptions<TVariables, TData, TCache>): void {
  queryClient.setMutationDefaults(options.mutationKey, options);
}

/**
 * After the kept cache is restored: sends what was left unsent, in the order made (the shared scope
 * holds each back until the one before has its answer). Resolves once all have settled.
 */
export function resumeQueuedWrites(queryClient: QueryClient): Promise<unknown> {
  const unsent = queryClient.getMutationCache().getAll().filter(keepUnsentWrite);
  return Promise.all(unsent.map((mutation) => mutation.continue().catch(() => undefined)));
}

function idOf(variables: unknown): string | null {
  return typeof variables === "object" && variables !== null && "id" in variables && typeof variables.id === "string" ? variables.id : null;
}

/**
 * Whether a change waits for the connection. TanStack also marks paused a change that only waits
 * its turn behind the one before (the shared scope), which with a connection is a moment, not worth
 * a 'Bíðar' mark.
 */
export const waitsForConnection = (mutation: Pick<Mutation, "state">): boolean => mutation.state.isPaused && !onlineManager.isOnline();

/** The ids of the things with a change waiting for the connection, for their rows' pending mark. */
export function useQueuedIds(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { status: "pending", predicate: waitsForConnection },
    select: (mutation) => idOf(mutation.state.variables),
  });
  return new Set(ids.filter((id) => id !== null));
}

/**
 * Resolves once the server has the change or once it is queued for later (the app offline), so a
 * form can close either way; rejects when the server refuses it.
 */
export function sentOrQueued<TVariables>(queryClient: QueryClient, variables: TVariables, send: (variables: TVariables) => Promise<unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.mutation?.state.variables !== variables || !event.mutation.state.isPaused) return;
      unsubscribe();
      resolve();
    });
    send(variables).then(
      () => {
        unsubscribe();
        resolve();
      },
      (error: unknown) => {
        unsubscribe();
        reject(error);
      },
    );
  });
}
