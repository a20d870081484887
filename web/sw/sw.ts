/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { ExpirationPlugin } from "workbox-expiration";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { WALL_PHOTO_CACHE, WALL_PHOTO_CACHE_ENTRIES } from "@contract/kitchen-limits";
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
// The wall's slideshow (docs/features/photos.md "On the wall"): a photo's bytes never change, so the
// kitchen screen keeps those it showed and asks the server for none again, up to a cap (the least
// recently used go first). Only the screen's route: the phones' photos are not kept here. The
// screen empties the cache when it is unpaired (web/screen/api/screen-session.ts).
registerRoute(
  ({ url, request }) => request.method === "GET" && /^\/api\/kitchen\/screen\/photos\/[^/]+$/.test(url.pathname),
  new CacheFirst({ cacheName: WALL_PHOTO_CACHE, plugins: [new ExpirationPlugin({ maxEntries: WALL_PHOTO_CACHE_ENTRIES })] }),
);

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
