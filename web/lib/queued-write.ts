import type { MutationKey } from "@tanstack/react-query";
import { changeOptions, type Change } from "./mutation-options";
import { type QueuedWriteOptions, retryWhileUnreachable, WRITE_QUEUE_SCOPE, WRITE_RETRY_DELAY_MS } from "./write-queue";

/*
 * The options of a change the offline queue holds (web/lib/write-queue.ts). Apart from the queue's
 * own code, which every signed-in start runs (restoring and resuming unsent changes, the rows'
 * pending marks): this module and `changeOptions` load only with a page's changes, on their first
 * use (web/lib/changes/, docs/bench.md).
 */

/** A replayed change whose target was deleted elsewhere (404) is dropped quietly, unless the change tells that 404 apart itself. */
export function queuedWrite<TVariables, TData, TCache = never>(
  mutationKey: MutationKey,
  change: Change<TVariables, TData, TCache>,
): QueuedWriteOptions<TVariables, TData, TCache> {
  return {
    ...changeOptions({ quietWhenGone: true, ...change, queuable: true }),
    mutationKey,
    scope: WRITE_QUEUE_SCOPE,
    // Held while the app is offline (the client's default for other changes is to fail at once).
    networkMode: "online",
    retry: retryWhileUnreachable,
    retryDelay: WRITE_RETRY_DELAY_MS,
  };
}
