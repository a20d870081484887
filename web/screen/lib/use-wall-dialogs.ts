import { useCallback, useEffect, useState } from "react";

type WallDialogs = typeof import("../components/wall-dialogs");

/** After the wall's first draw, the dialogs load this much later if nothing has asked for them yet. */
const PRELOAD_AFTER_MS = 10_000;

let loaded: WallDialogs | null = null;
let loading: Promise<WallDialogs> | null = null;

/**
 * The wall's PIN pads and rewards' list (Headless UI's dialog, 16 KB gzip) are not on the screen's
 * first load: they load on the first touch, when a prompt needs them, or a while after the first draw,
 * whichever comes first (docs/features/kitchen.md "First load"). A load that fails (offline before the
 * service worker had them) is tried again at the next ask, not kept as a failure.
 */
export function useWallDialogs(drawn: boolean, needed: boolean): { dialogs: WallDialogs | null; load: () => void } {
  const [dialogs, setDialogs] = useState(loaded);
  const load = useCallback(() => {
    if (loaded) return;
    loading ??= import("../components/wall-dialogs");
    loading.then(
      (module) => {
        loaded = module;
        setDialogs(module);
      },
      () => {
        loading = null;
      },
    );
  }, []);
  useEffect(() => {
    if (needed) load();
  }, [needed, load]);
  useEffect(() => {
    if (!drawn) return;
    const timer = window.setTimeout(load, PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [drawn, load]);
  return { dialogs, load };
}
