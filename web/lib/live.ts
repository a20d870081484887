import { LIVE_PING_MS, LIVE_RECONNECT_MS } from "@contract/limits";
import { PING, isLiveMessage, type LiveMessage } from "@contract/realtime";
import { api } from "./api-client";

export function liveSocketUrl(location: Pick<Location, "protocol" | "host">, ticket: string): string {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}/api/ws?ticket=${encodeURIComponent(ticket)}`;
}

/** A phone's ticket, bought with its session; the kitchen screen buys its own (web/screen/lib/use-screen-live.ts). */
const phoneTicket = () => api<{ ticket: string }>("/api/ws/ticket", { method: "POST" });

interface LiveHandlers {
  onMessage: (message: LiveMessage) => void;
  /** A connection opened after an earlier one closed or failed: messages may have been missed. */
  onReconnect: () => void;
  /** The socket opened, or it closed, failed or was given up (the tab polls while it is down). */
  onState: (state: "open" | "down") => void;
}

/**
 * Opens the family live channel: a fresh single-use ticket for every attempt, reconnect
 * LIVE_RECONNECT_MS after any close or failure, a ping every LIVE_PING_MS. A ping still unanswered
 * at the next one gives the socket up as dead (a phone that changed networks can hold a socket
 * that is open only on its side), since an open socket is all that stands in for polling.
 * Returns the stop function.
 */
export function connectLive(handlers: LiveHandlers, buyTicket: () => Promise<{ ticket: string }> = phoneTicket): () => void {
  let stopped = false;
  let socket: WebSocket | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let interrupted = false;

  const scheduleReconnect = () => {
    clearInterval(pingTimer);
    if (stopped) return;
    interrupted = true;
    handlers.onState("down");
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(open, LIVE_RECONNECT_MS);
  };

  /** This socket is done with: forget it and reconnect (its own close event, if it ever comes, then changes nothing). */
  const giveUp = (ws: WebSocket) => {
    if (socket !== ws) return;
    socket = null;
    ws.close();
    scheduleReconnect();
  };

  async function open(): Promise<void> {
    let ticket: string;
    try {
      ({ ticket } = await buyTicket());
    } catch {
      scheduleReconnect();
      return;
    }
    if (stopped) return;
    const ws = new WebSocket(liveSocketUrl(window.location, ticket));
    socket = ws;
    let unanswered = false;
    ws.addEventListener("open", () => {
      handlers.onState("open");
      if (interrupted) handlers.onReconnect();
      interrupted = false;
      pingTimer = setInterval(() => {
        if (unanswered) {
          giveUp(ws);
          return;
        }
        if (ws.readyState !== WebSocket.OPEN) return;
        unanswered = true;
        ws.send(PING);
      }, LIVE_PING_MS);
    });
    ws.addEventListener("message", (event) => {
      unanswered = false;
      if (typeof event.data !== "string") return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      if (isLiveMessage(data)) handlers.onMessage(data);
    });
    ws.addEventListener("close", () => giveUp(ws));
  }

  void open();

  return () => {
    stopped = true;
    clearTimeout(reconnectTimer);
    clearInterval(pingTimer);
    socket?.close(1000);
    socket = null;
  };
}
