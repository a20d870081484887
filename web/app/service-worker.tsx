import { createRoot } from "react-dom/client";
import { registerServiceWorker } from "@web/lib/app-update";
import { UpdatePrompt } from "./layout/update-prompt";

/**
 * Registers the service worker and mounts the new-version prompt in a root of its own, beside
 * the app's: it shows on every screen, signed in or not, and costs the first screen nothing.
 */
export async function startServiceWorker(): Promise<void> {
  const container = document.createElement("div");
  document.body.append(container);
  createRoot(container).render(<UpdatePrompt />);
  await registerServiceWorker();
}
