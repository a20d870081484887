import { WALL_PHOTO_CACHE } from "@contract/kitchen-limits";
import type { Paired } from "@contract/schemas/kitchen-screens";

/**
 * The kitchen screen's session: its bearer token (`kitchen.…`), its name and the family's time zone,
 * kept in local storage like a remembered phone session, so the screen survives a reload and a
 * restart. Its own key, never the phones' `auth_token`: the tablet is not signed in as anyone, and
 * the phones' fetch layer must never send this token (docs/features/kitchen.md "The screens").
 */
export interface ScreenSession {
  token: string;
  screenId: string;
  name: string;
  timeZone: string;
}

export const SCREEN_SESSION_KEY = "kitchen_screen_session";

export function readScreenSession(): ScreenSession | null {
  try {
    const raw = window.localStorage.getItem(SCREEN_SESSION_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<ScreenSession>) : null;
    if (value && typeof value.token === "string" && typeof value.timeZone === "string" && typeof value.screenId === "string")
      return { token: value.token, screenId: value.screenId, name: String(value.name ?? ""), timeZone: value.timeZone };
  } catch {
    // Unreadable or storage disabled: the screen pairs again.
  }
  return null;
}

export function keepScreenSession(paired: Paired): ScreenSession {
  const session = { token: paired.token, screenId: paired.screen.id, name: paired.screen.name, timeZone: paired.timeZone };
  try {
    window.localStorage.setItem(SCREEN_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage disabled: the session lasts as long as the page.
  }
  return session;
}

/** A revoked screen forgets its token, its kept board and the family's photos its service worker kept, and is sent back to pairing. */
export function forgetScreenSession(): void {
  try {
    window.localStorage.removeItem(SCREEN_SESSION_KEY);
    window.localStorage.removeItem(BOARD_CACHE_KEY);
  } catch {
    // Nothing kept.
  }
  if ("caches" in window) void caches.delete(WALL_PHOTO_CACHE).catch(() => undefined);
}

export const BOARD_CACHE_KEY = "kitchen_screen_board";
