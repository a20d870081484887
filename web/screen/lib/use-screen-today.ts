import { useCallback, useEffect, useRef, useState } from "react";
import type { ScreenToday } from "@contract/schemas/kitchen-screen";
import { answered, readToday } from "../api/screen-api";
import { BOARD_CACHE_KEY } from "../api/screen-session";
import { useScreenLive } from "./use-screen-live";

/**
 * How often the screen reads its day again while its live socket is down; while it is open, a
 * notice makes it read (use-screen-live.ts, docs/features/kitchen.md "The screens").
 */
export const POLL_MS = 60_000;
/** Without the socket, a board older than this (a fallback read missed) counts as behind and says so quietly. */
export const STALE_MS = POLL_MS + 15_000;

interface Kept {
  today: ScreenToday;
  at: number;
}

function readKept(): Kept | null {
  try {
    const raw = window.localStorage.getItem(BOARD_CACHE_KEY);
    return raw ? (JSON.parse(raw) as Kept) : null;
  } catch {
    return null;
  }
}

function keep(kept: Kept): void {
  try {
    window.localStorage.setItem(BOARD_CACHE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or off: the board lives in memory only.
  }
}

export interface ScreenDay {
  today: ScreenToday | null;
  /** When the board shown was read (ms). */
  at: number;
  /** The last read failed (no connection): the board shown is the kept one. */
  offline: boolean;
  /** The live socket is open: the board is current however old its read. */
  live: boolean;
  refresh: () => Promise<void>;
}

/** The screen's day: the kept board at once (offline too), read again on a live notice, every POLL_MS while the socket is down, and when the page comes back. */
export function useScreenToday(token: string, onRevoked: () => void): ScreenDay {
  const [kept, setKept] = useState<Kept | null>(readKept);
  const [offline, setOffline] = useState(false);
  const revoked = useRef(onRevoked);
  revoked.current = onRevoked;
  // Reads overlap (a notice, the poll, the page coming back): only the last one begun may decide, so
  // an older read answering late never hides that the newest failed, nor shows an older board.
  const lastRead = useRef(0);

  const refresh = useCallback(async () => {
    const read = ++lastRead.current;
    try {
      const today = await readToday(token);
      if (read !== lastRead.current) return;
      const next = { today, at: Date.now() };
      keep(next);
      setKept(next);
      setOffline(false);
    } catch (error) {
      if (answered(error, 401)) revoked.current();
      else if (read === lastRead.current) setOffline(true);
    }
  }, [token]);

  const live = useScreenLive(token, refresh);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => {
    const timer = live ? undefined : window.setInterval(() => void refresh(), POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", onVisible);
    };
  }, [refresh, live]);

  return { today: kept?.today ?? null, at: kept?.at ?? 0, offline, live, refresh };
}
