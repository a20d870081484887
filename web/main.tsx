import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { registerSW } from "virtual:pwa-register";
import { Providers } from "./app/providers";
import { AppRouter } from "./app/router";
import { applyTheme, theme } from "./lib/theme";
import { listenForInstallPrompt } from "./lib/install-prompt";
import "./styles.css";

// Before the first render, so the stored theme shows at once and an early install prompt is kept.
applyTheme(theme.peek());
listenForInstallPrompt();

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);

// Registered from code rather than an injected inline script, which the CSP forbids.
registerSW({ immediate: true });
