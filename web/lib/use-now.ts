import { useEffect, useState } from "react";

/** Re-render each minute, so events move from upcoming to finished (and days turn) while the page stays open. */
const TICK_MS = 60_000;

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
