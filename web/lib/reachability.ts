import { effect } from "@preact/signals-react";
import { onlineManager } from "@tanstack/react-query";
import { api } from "./api-client";
import { online } from "./connection";

/** How often the app asks the server whether it is back while offline. */
const PROBE_INTERVAL_MS = 3_000;

const probe = () => void api("/api/health", { auth: false }).catch(() => undefined);

/**
 * TanStack Query's notion of online follows the app's (`online` in connection.ts: the browser says
 * so and the last request reached the server), so reads and queued changes pause in a basement
 * whose network reaches nothing. While offline a small probe asks `/api/health` every few seconds
 * and at the browser's `online` event: its answer sets the server reachable again, which resumes
 * the queued changes without waiting for a list's poll (polls pause while offline).
 */
export function followReachability(): void {
  onlineManager.setEventListener((setOnline) => effect(() => setOnline(online.value)));
  effect(() => {
    if (online.value) return;
    const timer = setInterval(probe, PROBE_INTERVAL_MS);
    return () => clearInterval(timer);
  });
  window.addEventListener("online", probe);
}
