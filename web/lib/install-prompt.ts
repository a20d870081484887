import { signal } from "@preact/signals-react";

/** The event Chromium fires when the app can be installed; not in the DOM typings yet. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** Safari on iPhone reports a home-screen start only through its own `navigator.standalone`. */
export function isStandalone(): boolean {
  const safari = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia("(display-mode: standalone)").matches || safari.standalone === true;
}

const installPrompt = signal<BeforeInstallPromptEvent | null>(null);
/** False once the app runs standalone or has been installed from this page. */
export const canOfferInstall = signal<boolean>(false);

/** Called once at start-up, before React renders, so an early beforeinstallprompt is not missed. */
export function listenForInstallPrompt(): void {
  canOfferInstall.value = !isStandalone();
  window.matchMedia("(display-mode: standalone)").addEventListener("change", (event) => {
    if (event.matches) canOfferInstall.value = false;
  });
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    installPrompt.value = event as BeforeInstallPromptEvent;
  });
  window.addEventListener("appinstalled", () => {
    installPrompt.value = null;
    canOfferInstall.value = false;
  });
}

/** Shows the browser's install prompt; false when there is none (the caller explains the manual steps). */
export async function promptInstall(): Promise<boolean> {
  const event = installPrompt.peek();
  if (!event) return false;
  installPrompt.value = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === "accepted") canOfferInstall.value = false;
  return true;
}
