import { effect } from "@preact/signals-react";
import { createRoot } from "react-dom/client";
import { registerServiceWorker, updateWaiting } from "@web/lib/app-update";

/**
 * Mounts the new-version prompt in a root of its own, beside the app's, the first time a new
 * version waits: it shows on every screen, signed in or not, and its code loads only then, so no
 * route's first load carries it (docs/bench.md).
 */
function showPromptWhenWaiting(): void {
  let mounted = false;
  effect(() => {
    if (!updateWaiting.value || mounted) return;
    mounted = true;
    void import("./update-prompt").then(
      ({ UpdatePrompt }) => {
        const container = document.createElement("div");
        document.body.append(container);
        createRoot(container).render(<UpdatePrompt />);
      },
      () => {
        mounted = false; // offline before the service worker kept it: the next waiting version tries again
      },
    );
  });
}

/** Registers the service worker; the new-version prompt follows it. */
export async function startServiceWorker(): Promise<void> {
  showPromptWhenWaiting();
  await registerServiceWorker();
}
