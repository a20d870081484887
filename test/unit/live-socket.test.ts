import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_PING_MS, LIVE_RECONNECT_MS } from "@contract/limits";
import { PING, PONG } from "@contract/realtime";
import { connectLive } from "@web/lib/live";

/** The browser's WebSocket, driven by the test: it opens, answers and closes when told to. */
class TestSocket extends EventTarget {
  static readonly OPEN = 1;
  static made: TestSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    TestSocket.made.push(this);
  }
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.closed = true;
  }
  serverOpens(): void {
    this.readyState = TestSocket.OPEN;
    this.dispatchEvent(new Event("open"));
  }
  serverSends(data: string): void {
    this.dispatchEvent(new MessageEvent("message", { data }));
  }
  serverCloses(): void {
    this.readyState = 3;
    this.dispatchEvent(new Event("close"));
  }
}

const latest = () => TestSocket.made.at(-1) as TestSocket;

let states: string[];
let reconnects: number;
let stop: () => void;
let tickets: number;

beforeEach(async () => {
  vi.useFakeTimers();
  TestSocket.made = [];
  tickets = 0;
  vi.stubGlobal("WebSocket", TestSocket);
  vi.stubGlobal("window", { location: { protocol: "http:", host: "app.test" } });
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async () => {
      tickets += 1;
      return new Response(JSON.stringify({ ticket: `t${tickets}` }), { status: 200 });
    }),
  );
  states = [];
  reconnects = 0;
  stop = connectLive({
    onMessage: () => undefined,
    onReconnect: () => {
      reconnects += 1;
    },
    onState: (state) => states.push(state),
  });
  await vi.advanceTimersByTimeAsync(0);
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the live socket's state", () => {
  it("says open when the socket opens and down when it closes, then reconnects with a new ticket and refetches", async () => {
    latest().serverOpens();
    expect(states).toEqual(["open"]);
    latest().serverCloses();
    expect(states).toEqual(["open", "down"]);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS);
    expect(TestSocket.made.map((socket) => socket.url)).toEqual(["ws://app.test/api/ws?ticket=t1", "ws://app.test/api/ws?ticket=t2"]);
    latest().serverOpens();
    expect(states).toEqual(["open", "down", "open"]);
    expect(reconnects).toBe(1);
  });

  it("stays open for an hour while every ping is answered", async () => {
    const socket = latest();
    socket.serverOpens();
    for (let ping = 0; ping < 120; ping += 1) {
      await vi.advanceTimersByTimeAsync(LIVE_PING_MS);
      socket.serverSends(PONG);
    }
    expect(socket.sent.length).toBe(120);
    expect(socket.sent.every((data) => data === PING)).toBe(true);
    expect(states).toEqual(["open"]);
    expect(socket.closed).toBe(false);
  });

  it("gives up a socket whose ping goes unanswered until the next one, and reconnects", async () => {
    const socket = latest();
    socket.serverOpens();
    await vi.advanceTimersByTimeAsync(LIVE_PING_MS);
    expect(states).toEqual(["open"]);
    await vi.advanceTimersByTimeAsync(LIVE_PING_MS);
    expect(socket.closed).toBe(true);
    expect(states).toEqual(["open", "down"]);
    // Its close event, arriving late, does not start a second reconnect.
    socket.serverCloses();
    expect(states).toEqual(["open", "down"]);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS);
    expect(TestSocket.made.length).toBe(2);
    expect(tickets).toBe(2);
  });

  it("says nothing more once stopped", async () => {
    const socket = latest();
    socket.serverOpens();
    stop();
    socket.serverCloses();
    await vi.advanceTimersByTimeAsync(10 * LIVE_RECONNECT_MS);
    expect(states).toEqual(["open"]);
    expect(TestSocket.made.length).toBe(1);
  });
});
