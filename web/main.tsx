import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { AppRouter } from "./app/router";
import { preloadSignedInPage } from "./app/signed-in-pages";
import { isSignedInPath, showsSignInWithoutSession } from "./app/signed-in-paths";
import { SignInScreen } from "./app/sign-in-screen";
import { authToken, readSignedInUser } from "./lib/auth-storage";
import { applyTheme, theme } from "./lib/theme";
import { listenForInstallPrompt } from "./lib/install-prompt";
import { startServiceWorker } from "./app/service-worker";
import "./styles.css";

// Before the first render, so the stored theme shows at once and an early install prompt is kept.
applyTheme(theme.peek());
listenForInstallPrompt();

/** The dashboard's cards, the events, the tasks' due days and the meals. */
const FIRST_DRAW_SHOWS_DATES = new Set(["/", "/calendar", "/reminders", "/dinner"]);

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}

// A start with a stored session fetches the shell and the page at once, alongside the session
// check. When the kept user lets the app draw at once, the first render waits for that code (the
// spinner painted by index.html shows meanwhile): rendering earlier would commit a Suspense
// fallback, and React 19 then holds the page back for 300 ms.
if (authToken.peek() && isSignedInPath(location.pathname)) {
  const pageCode = preloadSignedInPage(location.pathname);
  const keptUser = readSignedInUser();
  // Chromium's first Intl date formatter of a page costs about 25 ms (ICU's data), whatever its
  // zone and fields. Dates are drawn from the zone's offsets that come with the user
  // (contract/time/zone.ts); a kept user without them (kept by an older version, or a zone
  // the server could not read) has the formatter built, on a page whose first draw shows dates, in
  // a task of its own while the start waits for its code, not in that draw (Lighthouse's total
  // blocking time, docs/bench.md).
  if (keptUser && !keptUser.zoneOffsets && FIRST_DRAW_SHOWS_DATES.has(location.pathname)) {
    setTimeout(() => new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }));
  }
  if (keptUser) void pageCode.then(() => render(root));
  else render(root);
} else if (!authToken.peek() && showsSignInWithoutSession(location.pathname)) {
  // Likewise the sign-in screen, already on its way (index.html preloads it with no session stored).
  void SignInScreen.preload()
    .catch(() => undefined)
    .then(() => render(root));
} else {
  render(root);
}

// Registered from code rather than an injected inline script, which the CSP forbids, and after
// the page has loaded, so registering does not compete with the first screen. Its few lines are in
// the entry: a file of their own cost every route about 0.3 KB gzip more (framing, import lines);
// the new-version prompt still loads only when a new version waits.
window.addEventListener("load", () => void startServiceWorker(), { once: true });
