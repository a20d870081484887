/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { openNotificationTarget } from "./open-notification";
import { parsePushPayload } from "./push-payload";

// The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js; docs/features/offline.md
// and notifications.md). Precaching and the navigation fallback are what generateSW wrote before.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// A new version waits until the user taps 'Endurnýggja' (web/lib/app-update.ts posts this).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The kitchen screen and the helper's page are pages of their own (web/eldhus.html, web/hjalpari.html);
// every other path is the phones' app.
registerRoute(new NavigationRoute(createHandlerBoundToURL("/eldhus.html"), { allowlist: [/^\/eldhus\/?$/] }));
registerRoute(new NavigationRoute(createHandlerBoundToURL("/hjalpari.html"), { allowlist: [/^\/hjalpari\/?$/] }));
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: [/^\/api\//] }));

const ICON = "/pwa-192x192.png";

// Every push shows a notification: Safari ends the subscription of a worker that receives one silently.
self.addEventListener("push", (event) => {
  const { title, body, url, tag } = parsePushPayload(event.data?.text());
  event.waitUntil(self.registration.showNotification(title, { body, tag, icon: ICON, badge: ICON, data: { url } }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: unknown };
  event.waitUntil(openNotificationTarget(self.clients, url, self.location.origin));
});
