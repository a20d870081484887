import { useEffect } from "react";

/**
 * Keeps the screen awake with the Wake Lock API while the component that calls it is mounted: the
 * kitchen screen's wall, and cook mode on the wall and on the phones (docs/features/cook-mode.md).
 * The browser releases the lock whenever the page is hidden, so it is asked for again when the
 * page comes back, and on the first tap where a browser wants a gesture first.
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
