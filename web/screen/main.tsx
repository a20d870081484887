import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { startServiceWorker } from "@web/app/service-worker";
import { applyTheme, theme } from "@web/lib/theme";
import { KitchenPage } from "./components/kitchen-page";
import "../styles.css";

// The kitchen screen's entry (web/eldhus.html, served at /eldhus): a paired tablet, not a signed-in
// user, so none of the phones' router, providers or session start (docs/features/kitchen.md).
applyTheme(theme.peek());

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from eldhus.html");
createRoot(root).render(
  <StrictMode>
    <KitchenPage />
  </StrictMode>,
);

// The same service worker and new-version prompt as the phones, after the first screen.
window.addEventListener("load", () => void startServiceWorker(), { once: true });
