import { signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";

/**
 * The app's one clock (docs/architecture.md, "The clock"): `now` moves on every whole minute (so
 * midnight and an event's end show within their minute), at each moment a view asked to be woken at (a
 * ticked item's 10-minute mark), and when the app comes back into view, since a hidden page's
 * timers are held back. One timer for the whole app, whatever the number of rows or pages.
 */
export const now = signal(Date.now());

const MINUTE_MS = 60_000;

/** The moments views asked to be woken at; each registration is its own entry, so two equal ones are two. */
const wakes = new Set<{ at: number }>();
let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;

function tick(): void {
  now.value = Date.now();
  schedule();
}

/** The next whole minute, or an earlier asked-for moment still ahead of `now`'s value. */
function schedule(): void {
  clearTimeout(timer);
  if (!running) return;
  const at = Date.now();
  let next = at - (at % MINUTE_MS) + MINUTE_MS;
  // Against the signal's value, not Date.now(): a moment just passed still wakes once, and only once.
  for (const wake of wakes) if (wake.at > now.value && wake.at < next) next = wake.at;
  timer = setTimeout(tick, Math.max(0, next - at));
}

function tickWhenShown(): void {
  if (document.visibilityState === "visible") tick();
}

/** Starts the clock (the signed-in app does, once); the returned function stops it. */
export function runClock(): () => void {
  running = true;
  tick();
  document.addEventListener("visibilitychange", tickWhenShown);
  window.addEventListener("focus", tick);
  return () => {
    running = false;
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", tickWhenShown);
    window.removeEventListener("focus", tick);
  };
}

/** Asks the clock to move at `at` too; the returned function takes the request back. */
export function wakeAt(at: number): () => void {
  const wake = { at };
  wakes.add(wake);
  schedule();
  return () => {
    wakes.delete(wake);
    schedule();
  };
}

/** The clock's time, re-rendering the component when it moves. */
export function useNow(): number {
  useSignals();
  return now.value;
}

/** `wakeAt` for a component (null: nothing to wait for), taken back when `at` changes or the component goes. */
export function useWakeAt(at: number | null): void {
  useEffect(() => (at === null ? undefined : wakeAt(at)), [at]);
}
