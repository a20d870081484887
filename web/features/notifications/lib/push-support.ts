import { isStandalone } from "@web/lib/install-prompt";

/** What this browser can do about push, read once from its globals (`readPushEnvironment`). */
export interface PushEnvironment {
  /** Service workers, the Push API and the Notification API are all there. */
  hasPush: boolean;
  userAgent: string;
  /** iPadOS says it is a Mac; the touch screen gives it away. */
  maxTouchPoints: number;
  /** Started from the home screen: `display-mode: standalone`, or Safari's own `navigator.standalone`. */
  standalone: boolean;
  permission: NotificationPermission | null;
}

/**
 * What the device part of the settings screen shows:
 * - `unsupported`: this browser has no push at all;
 * - `home-screen-first`: an iPhone or iPad in Safari, where push works only in the app added to the home screen;
 * - `denied`: the user said no; only the browser's settings can undo it, so the app never asks again;
 * - `ask`: the button that asks (the browser's prompt follows that tap, never a page load);
 * - `granted`: allowed; whether this device is subscribed is the server's and the push manager's matter.
 */
export type PushSupport = "unsupported" | "home-screen-first" | "denied" | "ask" | "granted";

/** iPhone, iPod, and iPad, including an iPad that calls itself a Mac (iPadOS 13 and later). */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

export function pushSupport(env: PushEnvironment): PushSupport {
  // Safari on iOS offers push only to a home-screen app; in the browser it has no PushManager at all.
  if (isAppleMobile(env.userAgent, env.maxTouchPoints) && !env.standalone) return "home-screen-first";
  if (!env.hasPush || env.permission === null) return "unsupported";
  if (env.permission === "denied") return "denied";
  return env.permission === "granted" ? "granted" : "ask";
}

export function readPushEnvironment(): PushEnvironment {
  const hasNotification = typeof Notification !== "undefined";
  return {
    hasPush: "serviceWorker" in navigator && typeof PushManager !== "undefined" && hasNotification,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: isStandalone(),
    permission: hasNotification ? Notification.permission : null,
  };
}
