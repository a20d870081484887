import { computed, signal } from "@preact/signals-react";

/** The browser's own view of the connection: it says offline only when no network is up at all. */
const browserOnline = signal<boolean>(typeof navigator === "undefined" ? true : navigator.onLine);

/**
 * Whether the server answered the last request. A phone in a shop basement often keeps a network
 * that reaches nothing, so the browser's flag alone would claim to be online there.
 */
export const serverReachable = signal<boolean>(true);

if (typeof window !== "undefined") {
  window.addEventListener("online", () => {
    browserOnline.value = true;
  });
  window.addEventListener("offline", () => {
    browserOnline.value = false;
  });
}

/** The offline banner shows while this is false. */
export const online = computed(() => browserOnline.value && serverReachable.value);
