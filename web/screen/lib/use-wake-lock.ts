import { useEffect } from "react";

/**
 * Keeps the screen awake with the Wake Lock API while the wall is shown. The browser releases the
 * lock whenever the page is hidden, so it is asked for again when the page comes back.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: "screen"): Promise<{ release(): Promise<void> }> } }).wakeLock;
    if (!wakeLock) return;
    let lock: { release(): Promise<void> } | null = null;
    let gone = false;
    const acquire = () => {
      if (document.visibilityState !== "visible") return;
      wakeLock.request("screen").then(
        (granted) => {
          if (gone) void granted.release();
          else lock = granted;
        },
        () => undefined, // refused (battery saver, no user gesture yet): the screen may sleep
      );
    };
    acquire();
    document.addEventListener("visibilitychange", acquire);
    window.addEventListener("pointerdown", acquire, { once: true });
    return () => {
      gone = true;
      document.removeEventListener("visibilitychange", acquire);
      window.removeEventListener("pointerdown", acquire);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
