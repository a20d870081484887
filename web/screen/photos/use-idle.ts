import { useCallback, useEffect, useRef, useState } from "react";
import { WALL_IDLE_MS } from "@contract/kitchen-limits";

/**
 * Whether nobody has touched the wall for WALL_IDLE_MS (docs/features/photos.md "On the wall"):
 * every touch or key starts the wait again. `touched` is that touch for a part that keeps its own
 * touches from the window (the slideshow, so the tap that ends it reaches nothing beneath).
 */
export function useIdle(): { idle: boolean; touched: () => void } {
  const [idle, setIdle] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const touched = useCallback(() => {
    setIdle(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIdle(true), WALL_IDLE_MS);
  }, []);
  useEffect(() => {
    touched();
    window.addEventListener("pointerdown", touched);
    window.addEventListener("keydown", touched);
    return () => {
      window.clearTimeout(timer.current);
      window.removeEventListener("pointerdown", touched);
      window.removeEventListener("keydown", touched);
    };
  }, [touched]);
  return { idle, touched };
}
