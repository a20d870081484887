import { useEffect, useRef, useState } from "react";
import type { LiveMessageType } from "@contract/realtime";
import { connectLive } from "@web/lib/live";
import { liveTicket } from "../api/screen-api";
import { WALL_NOTICE_EVENT } from "./wall-notice";

/** The notices that touch what the wall shows: the board, events, tasks (reminders), dinner, the shopping list, names, where a linked child sleeps. */
export const WALL_NOTICES: ReadonlySet<LiveMessageType> = new Set([
  "kitchen_updated",
  "events_updated",
  "reminders_updated",
  "dinner_meals_updated",
  "shopping_list_updated",
  "members_updated",
  "home_links_updated",
]);

/** Notices that come in a burst (a write tells two types) make one read. */
const COALESCE_MS = 250;

/**
 * The screen on the family's live channel (docs/features/kitchen.md "Live"): it buys its ticket with
 * its own token and reads its day again when a notice touches the wall, and when the socket comes
 * back after a gap or drops. Answers whether the socket is open (the screen polls slowly only while it is not).
 */
export function useScreenLive(token: string, refresh: () => Promise<void>): boolean {
  const [open, setOpen] = useState(false);
  const read = useRef(refresh);
  read.current = refresh;

  useEffect(() => {
    let timer: number | undefined;
    let wasOpen = false;
    const soon = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void read.current(), COALESCE_MS);
    };
    const stop = connectLive(
      {
        onMessage: (message) => {
          window.dispatchEvent(new CustomEvent(WALL_NOTICE_EVENT, { detail: message.type }));
          if (WALL_NOTICES.has(message.type)) soon();
        },
        onReconnect: soon,
        onState: (state) => {
          // A socket that drops may have been closed by a revoke: one read finds out at once (a 401).
          if (state === "down" && wasOpen) soon();
          wasOpen = state === "open";
          setOpen(wasOpen);
        },
      },
      () => liveTicket(token),
    );
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [token]);

  return open;
}
