import { useEffect, useRef, useState } from "react";
import { readyAlarm, startAlarm } from "./alarm";

/** A timer started from a step: which duration of which step, and when it ends (or, paused, what was left). */
export interface CookTimer {
  id: number;
  step: number;
  /** Which of the step's durations (timersInStep's index). */
  index: number;
  label: string;
  seconds: number;
  /** When it ends (ms since the epoch), or null while paused. */
  endsAt: number | null;
  /** Milliseconds left when it was paused. */
  leftWhenPaused: number;
}

/** How often a countdown is drawn while one runs: a second's change shows within a quarter of it. */
const TICK_MS = 250;

/**
 * The whole seconds left to show (at 24:59.2 left, 25:00 until it passes 24:59). At most the
 * timer's length: the tick the clock last drew at may be a moment before the tap that started it.
 */
export function secondsLeft(timer: CookTimer, now: number): number {
  const left = timer.endsAt === null ? timer.leftWhenPaused : timer.endsAt - now;
  return Math.min(timer.seconds, Math.max(0, Math.ceil(left / 1000)));
}

export const isRinging = (timer: CookTimer, now: number) => timer.endsAt !== null && timer.endsAt <= now;

/**
 * The clock cook mode's countdowns read. Not the phones' app clock (web/lib/clock.ts): that moves
 * each minute and runs only under the signed-in shell, and cook mode also runs on the kitchen
 * screen. It ticks only while a timer runs.
 */
function useTicking(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const tick = window.setInterval(() => setNow(Date.now()), TICK_MS);
    // A hidden page's intervals are held back: draw at once when it is shown again.
    const shown = () => setNow(Date.now());
    document.addEventListener("visibilitychange", shown);
    return () => {
      window.clearInterval(tick);
      document.removeEventListener("visibilitychange", shown);
    };
  }, [running]);
  return now;
}

/** Rings while any timer is due, until each due one is dismissed. */
function useAlarm(ringing: boolean): void {
  useEffect(() => (ringing ? startAlarm() : undefined), [ringing]);
}

/** Cook mode's timers: started from a step's durations, counted down, paused, stopped, and rung until dismissed. */
export function useCookTimers() {
  const [timers, setTimers] = useState<CookTimer[]>([]);
  const nextId = useRef(1);
  const now = useTicking(timers.some((timer) => timer.endsAt !== null));
  const ringing = timers.filter((timer) => isRinging(timer, now));
  useAlarm(ringing.length > 0);
  const edit = (id: number, change: (timer: CookTimer) => CookTimer) => setTimers((list) => list.map((timer) => (timer.id === id ? change(timer) : timer)));
  const remove = (id: number) => setTimers((list) => list.filter((timer) => timer.id !== id));
  return {
    timers,
    now,
    ringing,
    start: (step: number, index: number, label: string, seconds: number) => {
      readyAlarm();
      const timer: CookTimer = { id: nextId.current++, step, index, label, seconds, endsAt: Date.now() + seconds * 1000, leftWhenPaused: 0 };
      setTimers((list) => [...list, timer]);
    },
    pause: (id: number) =>
      edit(id, (timer) => (timer.endsAt === null ? timer : { ...timer, endsAt: null, leftWhenPaused: Math.max(0, timer.endsAt - Date.now()) })),
    resume: (id: number) => edit(id, (timer) => (timer.endsAt === null ? { ...timer, endsAt: Date.now() + timer.leftWhenPaused } : timer)),
    stop: remove,
    dismiss: () => setTimers((list) => list.filter((timer) => !isRinging(timer, Date.now()))),
  };
}

export type CookTimers = ReturnType<typeof useCookTimers>;

/** "25:00", "05:30", "1:20:00". */
export function clockText(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
