import { useCallback, useEffect, useRef, useState } from "react";
import { connectLive } from "@web/lib/live";
import { isUnreachable } from "@web/lib/api-client";
import { type HelperView, linkGone, liveTicket, readView, refusalText } from "../api/helper-api";
import { keepView, readKeptView } from "../api/helper-session";

/** A waiting device asks again this often whether a parent has let it in. */
export const PENDING_POLL_MS = 10_000;
/** Notices that come in a burst (a write tells two types) make one read. */
const COALESCE_MS = 250;

export interface HelperViewState {
  view: HelperView | null;
  /** The last read never reached the server: `view` is the kept one and writes wait. */
  offline: boolean;
  /** The last read was refused for another reason than the link being gone. */
  error: string | null;
  refresh: () => Promise<void>;
}

/**
 * The helper's page's data (docs/features/helpers.md "The helper's page"): read at once, kept for
 * a start without a network, read again on every live notice, when the socket comes back or
 * drops (a revoke closes it, and that read's 401 says so at once), when the network returns and,
 * while the device waits for a parent, every PENDING_POLL_MS. `onGone` hears the server's text
 * when the link no longer works.
 */
export function useHelperView(token: string, onGone: (message: string) => void): HelperViewState {
  const [view, setView] = useState<HelperView | null>(readKeptView);
  const [offline, setOffline] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const gone = useRef(onGone);
  gone.current = onGone;

  const refresh = useCallback(async () => {
    try {
      const fresh = await readView(token);
      keepView(fresh);
      setView(fresh);
      setOffline(false);
      setError(null);
    } catch (failure) {
      if (linkGone(failure)) gone.current(refusalText(failure));
      else if (isUnreachable(failure)) setOffline(true);
      else setError(refusalText(failure));
    }
  }, [token]);

  useEffect(() => {
    void refresh();
    const online = () => void refresh();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [refresh]);

  const pending = view?.me.state === "pending";
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => void refresh(), PENDING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [pending, refresh]);

  const active = view?.me.state === "active";
  useEffect(() => {
    if (!active) return;
    let timer: number | undefined;
    let wasOpen = false;
    const soon = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void refresh(), COALESCE_MS);
    };
    const stop = connectLive(
      {
        onMessage: soon,
        onReconnect: soon,
        onState: (state) => {
          if (state === "down" && wasOpen) soon();
          wasOpen = state === "open";
        },
      },
      () => liveTicket(token),
    );
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [active, token, refresh]);

  return { view, offline, error, refresh };
}
