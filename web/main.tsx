import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { AppRouter } from "./app/router";
import { preloadSignedInPage } from "./app/signed-in-pages";
import { isSignedInPath } from "./app/signed-in-paths";
import { authToken } from "./lib/auth-storage";
import { applyTheme, theme } from "./lib/theme";
import { listenForInstallPrompt } from "./lib/install-prompt";
import "./styles.css";

// Before the first render, so the stored theme shows at once and an early install prompt is kept.
applyTheme(theme.peek());
listenForInstallPrompt();
if (authToken.peek() && isSignedInPath(location.pathname)) preloadSignedInPage(location.pathname);

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);

// Registered from code rather than an injected inline script, which the CSP forbids, and after
// the page has loaded, so the service worker's helper is not on the first screen's path.
window.addEventListener("load", () => void import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true })), { once: true });
