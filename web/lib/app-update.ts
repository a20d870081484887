import { signal } from "@preact/signals-react";

/** An installed app may stay open for days: it asks the server for a new version this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** True while a new service worker is installed and waiting for the user's reload. */
export const updateWaiting = signal<boolean>(false);

let activate: ((reload?: boolean) => Promise<void>) | null = null;

/**
 * Registers the service worker. A new version never takes over by itself: it waits until the
 * user reloads from the prompt, so the page never mixes old code with a new worker's cache.
 */
export async function registerServiceWorker(): Promise<void> {
  const { registerSW } = await import("virtual:pwa-register");
  activate = registerSW({
    immediate: true,
    onNeedRefresh() {
      updateWaiting.value = true;
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}

/** Lets the waiting service worker take over; the page reloads once it controls it. */
export function reloadToUpdate(): void {
  updateWaiting.value = false;
  void activate?.(true);
}
