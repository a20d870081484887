import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { startServiceWorker } from "./service-worker";
import { applyTheme, theme } from "@web/lib/theme";

/**
 * Starts an app of its own (the kitchen screen, the helper's page; scripts/vite/own-app.ts): a
 * device, not a signed-in user, so none of the phones' router, providers or session start. The
 * same theme, service worker and new-version prompt as the phones, the worker after the first screen.
 */
export function startOwnApp(app: ReactNode, page: string): void {
  applyTheme(theme.peek());
  const root = document.getElementById("root");
  if (!root) throw new Error(`#root is missing from ${page}`);
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
  window.addEventListener("load", () => void startServiceWorker(), { once: true });
}
