import { type PointerEvent, useEffect, useRef } from "react";

/** A swipe is at least this far sideways, and more sideways than up or down (a scroll). */
const SWIPE_PX = 60;

interface StepMoves {
  previous: () => void;
  next: () => void;
  /** Escape: silences a due timer. */
  escape: () => void;
}

/**
 * The arrow keys (and Page Up/Down) move between steps anywhere in cook mode; a sideways swipe on
 * the step moves too (left: the next step). The handlers are read fresh at each event.
 */
export function useStepMoves(moves: StepMoves) {
  const latest = useRef(moves);
  latest.current = moves;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowRight" || event.key === "PageDown") latest.current.next();
      else if (event.key === "ArrowLeft" || event.key === "PageUp") latest.current.previous();
      else if (event.key === "Escape") latest.current.escape();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const from = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      from.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent) => {
      const start = from.current;
      from.current = null;
      if (!start) return;
      const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
      if (dx < 0) latest.current.next();
      else latest.current.previous();
    },
    onPointerCancel: () => {
      from.current = null;
    },
  };
}
