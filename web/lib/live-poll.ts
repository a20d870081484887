import { effect, signal, type ReadonlySignal } from "@preact/signals-react";
import { LIVE_DOWN_FIRST_POLL_MS, LIVE_DOWN_MAX_POLL_MS, POLL_INTERVAL_MS } from "@contract/limits";

/**
 * The tab's live socket, as polling sees it. `open`: every change arrives as a message, so nothing
 * polls and an idle phone costs the server nothing. `down`: not open yet, closed or failed, while
 * the tab keeps reconnecting: the lists are polled with a growing wait, so an outage of the live
 * channel does not turn every phone into a 60 s poller at once. `none`: no live channel at all
 * (a user without a family), so the user's own lists poll at the plain interval.
 */
export type LiveSocketState = "none" | "down" | "open";

export const liveSocket = signal<LiveSocketState>("none");

/** How long after the state began (no poll yet) or after the last poll the next poll comes; null: none. */
export function pollDelay(state: LiveSocketState, pollsSoFar: number): number | null {
  if (state === "open") return null;
  if (state === "none") return POLL_INTERVAL_MS;
  return Math.min(LIVE_DOWN_FIRST_POLL_MS * 2 ** pollsSoFar, LIVE_DOWN_MAX_POLL_MS);
}

/**
 * Calls `poll` on the schedule `pollDelay` gives for the socket's state, starting over (and so
 * resetting the backoff) whenever the state changes. Returns the stop function.
 */
export function pollByLiveState(poll: () => void, state: ReadonlySignal<LiveSocketState> = liveSocket): () => void {
  return effect(() => {
    const current = state.value;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scheduleNext = () => {
      const delay = pollDelay(current, polls);
      if (delay === null) return;
      timer = setTimeout(() => {
        polls += 1;
        poll();
        scheduleNext();
      }, delay);
    };
    scheduleNext();
    return () => clearTimeout(timer);
  });
}
