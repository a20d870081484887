import { onlineManager, useMutationState, type Mutation, type QueryClient } from "@tanstack/react-query";
import { MOVING_RETRY_AFTER_SECONDS } from "@contract/errors";
import { isMoving } from "./api-client";
import { worthSendingAgain } from "./send-again";

/**
 * Changes the family makes on a phone with no connection are queued and sent when it returns
 * (docs/features/offline.md). Each change's key is its name (web/lib/changes/), kept with it in
 * IndexedDB; before the kept copy is restored, the changes it names are registered under their keys
 * (`registerKeptChanges`), so a change replayed after a reload runs the same declaration as one made
 * on screen.
 */

/** One scope for every queued change: TanStack Query sends them one at a time, in the order made. */
export const WRITE_QUEUE_SCOPE = { id: "family-writes" } as const;

/** Between a send that found no server and the next look at the connection. */
export const WRITE_RETRY_DELAY_MS = 1_000;

/**
 * A send that never reached the server is sent again: the retry waits while the app is offline, so
 * it resumes when the connection returns. So is one the server asked for again (503 `moving`: the
 * family is being moved, its writes are refused for some seconds), as if offline for that while.
 * Anything else the server answered is final.
 */
export function retryWhileUnreachable(_failureCount: number, error: unknown): boolean {
  return worthSendingAgain(error);
}

/** Before the next try: a moving family's Retry-After, else a moment before looking at the connection again. */
export const writeRetryDelay = (_failureCount: number, error: unknown): number => (isMoving(error) ? MOVING_RETRY_AFTER_SECONDS * 1000 : WRITE_RETRY_DELAY_MS);

/**
 * Kept with the cache: every queued change not yet answered, paused, waiting its turn, or under way
 * as the page went (and any paused one, an older app's). A change that never waits for the
 * connection is not: it was sent as the page went, and replayed after the reload it would hold its
 * screen's button pending (nor is what it sent, a password perhaps, written to the phone).
 */
export function keepUnsentWrite(mutation: Pick<Mutation, "state" | "options">): boolean {
  return mutation.state.status === "pending" && (mutation.state.isPaused || mutation.options.scope?.id === WRITE_QUEUE_SCOPE.id);
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
