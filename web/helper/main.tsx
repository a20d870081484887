import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { startServiceWorker } from "@web/app/service-worker";
import { applyTheme, theme } from "@web/lib/theme";
import { HelperPage } from "./components/helper-page";
import "../styles.css";

// The helper's page's entry (web/hjalpari.html, served at /hjalpari): a helper's device, not a
// signed-in user, so none of the phones' router, providers or session start (docs/features/helpers.md).
applyTheme(theme.peek());

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from hjalpari.html");
createRoot(root).render(
  <StrictMode>
    <HelperPage />
  </StrictMode>,
);

// The same service worker and new-version prompt as the phones, after the first screen.
window.addEventListener("load", () => void startServiceWorker(), { once: true });
