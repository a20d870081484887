import { call, json } from "./api";
import type { TestUser } from "./factories";

/** One connected live-channel socket, with the messages it has received in order. */
export interface LiveSocket {
  socket: WebSocket;
  /** Every message received so far, parsed as JSON. */
  received: unknown[];
  /** The next message not yet taken by `next`, or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<unknown>;
  /** Resolves true when no message arrives within `ms` (nothing queued either), false otherwise. */
  silentFor(ms: number): Promise<boolean>;
  /** Takes every message until none has arrived for `quietMs` (notices of earlier writes). */
  drain(quietMs?: number): Promise<void>;
  send(message: unknown): void;
  close(): void;
}

export async function liveTicket(user: Pick<TestUser, "token">): Promise<string> {
  const response = await call("POST", "/api/ws/ticket", { token: user.token });
  if (response.status !== 200) throw new Error(`ticket: ${response.status} ${await response.text()}`);
  return (await json<{ ticket: string }>(response)).ticket;
}

/** The upgrade request a phone sends for a ticket. */
export const upgrade = (ticket: string, headers: Record<string, string> = {}) =>
  call("GET", `/api/ws?ticket=${encodeURIComponent(ticket)}`, { headers: { Upgrade: "websocket", ...headers } });

/** Wraps an accepted socket so tests can await its messages one by one. */
export function collect(socket: WebSocket): LiveSocket {
  const received: unknown[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  socket.addEventListener("message", (event) => {
    received.push(JSON.parse(typeof event.data === "string" ? event.data : new TextDecoder().decode(event.data)));
    for (const wake of waiters.splice(0)) wake();
  });
  socket.accept();

  const arrival = (timeoutMs: number) =>
    new Promise<boolean>((resolve) => {
      if (taken < received.length) return resolve(true);
      const timer = setTimeout(() => resolve(false), timeoutMs);
      waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  return {
    socket,
    received,
    async next(timeoutMs = 2_000) {
      if (!(await arrival(timeoutMs))) throw new Error(`no live message within ${timeoutMs} ms`);
      return received[taken++];
    },
    async silentFor(ms) {
      return !(await arrival(ms));
    },
    async drain(quietMs = 300) {
      while (await arrival(quietMs)) taken = received.length;
    },
    send: (message) => socket.send(typeof message === "string" ? message : JSON.stringify(message)),
    close: () => socket.close(1000, "test done"),
  };
}

/** Opens a live socket for a signed-in user: a ticket, then the upgrade. */
export async function openLive(user: Pick<TestUser, "token">): Promise<LiveSocket> {
  const response = await upgrade(await liveTicket(user));
  if (response.status !== 101 || !response.webSocket) throw new Error(`upgrade: ${response.status} ${await response.text()}`);
  return collect(response.webSocket);
}

/** Resolves with the close code the server sends, or null if the socket stays open for `ms`. */
export function closedWithin(socket: WebSocket, ms: number): Promise<number | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.addEventListener("close", (event) => {
      clearTimeout(timer);
      resolve(event.code);
    });
  });
}
